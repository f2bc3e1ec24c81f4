import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as guestApi from '../../src/api/guest';
import * as walletApi from '../../src/api/wallet';
import * as gamesApi from '../../src/api/games';
import { FLOWS } from '../../machines/index';
import { MODELS } from './adapters/index';
import { generatePaths } from './model';
import { replayOnScreen, type ScreenAdapter } from './screen';
import { screenGaps, shortestToEachState } from './screenPlan';
import { loginFormScreen } from './screens/loginFormScreen';
import { registerFormScreen } from './screens/registerFormScreen';
import { languageScreen } from './screens/languageScreen';
import { toastScreen } from './screens/toastScreen';
import { bannerScreen } from './screens/bannerScreen';
import { tickerScreen } from './screens/tickerScreen';
import { ageNoticeScreen } from './screens/ageNoticeScreen';
import { transferFreeModeScreen, transferScreen } from './screens/transferScreens';
import { gameLaunchScreen } from './screens/gameLaunchScreen';
import { listScreen } from './screens/listScreen';
import { sessionScreen as sessionScreenHandled } from '../e2e/sessionScreen';

vi.mock('../../src/api/guest', async (original) => (await import('../components/guestApiMock')).mockGuestApi(original));
vi.mock('../../src/api/games', () => ({ launchGame: vi.fn() }));
vi.mock('../../src/api/wallet', () => ({
  changeWalletType: vi.fn(),
  convertMoney: vi.fn(),
  recycleAll: vi.fn(),
  getWalletOverview: vi.fn(),
  getTransferRecords: vi.fn(),
}));

const walletMocks = {
  changeWalletType: vi.mocked(walletApi.changeWalletType),
  convertMoney: vi.mocked(walletApi.convertMoney),
  recycleAll: vi.mocked(walletApi.recycleAll),
  getWalletOverview: vi.mocked(walletApi.getWalletOverview),
  getTransferRecords: vi.mocked(walletApi.getTransferRecords),
};

const SCREENS: ScreenAdapter<never>[] = [
  loginFormScreen(vi.mocked(guestApi.login)),
  registerFormScreen(vi.mocked(guestApi.sendRegisterCode), vi.mocked(guestApi.register)),
  languageScreen,
  toastScreen,
  bannerScreen,
  tickerScreen,
  ageNoticeScreen,
  transferFreeModeScreen(walletMocks),
  transferScreen(walletMocks),
  gameLaunchScreen({ ...walletMocks, launchGame: vi.mocked(gamesApi.launchGame) }),
  listScreen(walletMocks.getTransferRecords),
] as unknown as ScreenAdapter<never>[];

beforeEach(() => vi.clearAllMocks());

describe('screen adapters are complete', () => {
  it('every registered machine has a screen adapter here or in the end-to-end suite', () => {
    const covered = [...SCREENS.map((adapter) => adapter.flowId), sessionScreenHandled.flowId];
    expect(covered.sort()).toEqual(FLOWS.map((flow) => flow.id).sort());
  });

  it.each(SCREENS.map((adapter) => [adapter.flowId, adapter] as const))('%s handles every event and shows every state', (_, adapter) => {
    expect(screenGaps(adapter)).toEqual({ events: [], states: [] });
  });

  it('the session adapter of the end-to-end suite handles every event and shows every state', () => {
    expect(screenGaps(sessionScreenHandled)).toEqual({ events: [], states: [] });
  });
});

for (const adapter of SCREENS) {
  const model = MODELS.find((candidate) => candidate.flowId === adapter.flowId)!;
  describe(`${adapter.flowId} on screen`, () => {
    it.each(shortestToEachState(generatePaths(model)).map((path) => [`${path.scenario.name} · ${path.title}`, path] as const))(
      '%s',
      async (_, path) => {
        await replayOnScreen(adapter, path);
      },
    );
  });
}
