import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rules of eslint.config.js, tried on one import line each as if it sat in the named file. */

const eslint = new ESLint();

async function restricted(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { thing } from '${source}';\nexport { thing };\n`, { filePath: file });
  return result.messages.some((message) => message.ruleId === 'no-restricted-imports');
}

describe('layer boundaries', () => {
  it.each([
    ['machines/banner.ts', '../src/store/session'],
    ['machines/rules/wallet.ts', '../../src/api/wallet'],
    ['machines/banner.ts', '../server/clock'],
    ['machines/rules/wallet.ts', '../../server/ledger/ledger'],
    ['contract/wallet.ts', '../src/api/wallet'],
    ['contract/wallet.ts', '../server/errors'],
    ['server/app.ts', '../src/api/client'],
    ['server/features/wallet/transfers.ts', '../../../src/store/wallet'],
    ['src/api/wallet.ts', '../../server/errors'],
    ['src/features/home/Banner.tsx', '../../../server/clock'],
    ['src/features/layout/Header.tsx', '../auth/LoginForm'],
    ['src/features/layout/Header.tsx', '../../features/auth/LoginForm'],
    ['src/features/records/parts/Row.tsx', '../../wallet/WalletPage'],
    ['src/components/Dialog.tsx', '../app/routes'],
    ['src/components/Dialog.tsx', '../features/home/HomePage'],
    ['src/session/actors.ts', '../app/App'],
    ['src/store/wallet.ts', '../features/wallet/WalletPage'],
    ['server/features/member/routes.ts', '../wallet/routes'],
    ['server/features/member/service.ts', '../wallet/queries'],
    ['server/features/member/nested/service.ts', '../../wallet/routes'],
    ['server/features/games/routes.ts', '../wallet/queries'],
  ])('%s may not import %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ['machines/transfer.ts', './rules/wallet'],
    ['contract/wallet.ts', '../machines/rules/wallet'],
    ['server/features/wallet/transfers.ts', '../../../machines/rules/wallet'],
    ['server/features/wallet/routes.ts', './transfers'],
    ['server/features/member/routes.ts', '../auth/members'],
    ['server/features/games/routes.ts', '../wallet/transfers'],
    ['src/features/layout/Header.tsx', '../../components/LoginForm'],
    ['src/features/layout/Header.tsx', './MemberBar'],
    ['src/features/records/parts/Row.tsx', '../TransRecordPage'],
    ['src/features/auth/AuthPage.tsx', '../../session/SiteActorsContext'],
    ['src/app/routes.tsx', '../features/home/HomePage'],
    ['src/components/Dialog.tsx', '../session/SiteActorsContext'],
  ])('%s may import %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});
