import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerWritersOutsideLedger, offendersMessage, withoutComments, writesIn, type Offender } from './ledgerWriters';

/**
 * Issue 22: the ledger is the only writer of wallets, movements and their entries. This fails, listing
 * each offender by file and line, when code under server/ outside server/ledger/ writes one of them.
 */

const REPOSITORY = resolve(__dirname, '../..');

function expectNoOffenders(offenders: Offender[]) {
  if (offenders.length > 0) expect.fail(offendersMessage(offenders));
}

describe('the ledger is the only writer', () => {
  it('no code under server/ outside server/ledger/ writes wallets, movements, ledger_entries or pending_entries', () => {
    expectNoOffenders(ledgerWritersOutsideLedger(REPOSITORY));
  });
});

describe('the scan itself (on a fixture of its own)', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'ledger-writers-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };

  // Allowed: the ledger's own writes, a migration's, reads, and writes of other tables or in comments.
  write('server/ledger/movements.ts', `await trx.updateTable('wallets').set({ held_minor: 0 }).execute();\nconst q = \`insert into movements (id) values (1)\`;\n`);
  write('server/db/migrations/099_rebuild.ts', `await sql\`insert into ledger_entries select * from old_entries\`.execute(db);\n`);
  write(
    'server/features/reader/reads.ts',
    [
      `const rows = await db.selectFrom('wallets').leftJoin('movements', 'movements.user_id', 'wallets.user_id').selectAll().execute();`,
      `await db.updateTable('users').set({ wallet_type: 1 }).execute();`,
      `// A comment may say: update wallets set balance_minor = 0, or db.insertInto('wallets').`,
      `/* insert into movements, in a block comment */`,
      `const url = 'https://example.com/update'; // update wallets`,
      `const text = 'wallets updated';`,
    ].join('\n'),
  );
  // The temporary offender: one of each way of writing, outside the ledger.
  write(
    'server/features/sneaky/payout.ts',
    [
      `import { sql } from 'kysely';`,
      `await trx.updateTable('wallets').set({ balance_minor: 0 }).execute();`,
      `await trx`,
      `  .insertInto(`,
      `    "ledger_entries as e")`,
      `  .values([]);`,
      `await trx.deleteFrom(\`pending_entries\`).execute();`,
      `const statement = \`with moved as (UPDATE wallets set locked = 0 returning id)`,
      `  insert into "movements" (movement_key) select 'k' from moved\`;`,
      `await sql\`delete from public.ledger_entries\`.execute(trx);`,
    ].join('\n'),
  );
  write('server/dev.mjs', `db.prepare('INSERT OR REPLACE INTO wallets (id) VALUES (1)').run();\n`);

  it('finds each write outside the ledger, by file and line, and nothing else', () => {
    const found = ledgerWritersOutsideLedger(fixture).map(({ file, line }) => `${file}:${line}`);
    expect(found.sort()).toEqual(
      [
        'server/dev.mjs:1',
        'server/features/sneaky/payout.ts:2',
        'server/features/sneaky/payout.ts:4',
        'server/features/sneaky/payout.ts:7',
        'server/features/sneaky/payout.ts:8',
        'server/features/sneaky/payout.ts:9',
        'server/features/sneaky/payout.ts:10',
      ].sort(),
    );
  });

  it('fails with a message that names every offender and says what to call instead', () => {
    const offenders = ledgerWritersOutsideLedger(fixture);
    expect(() => expectNoOffenders(offenders)).toThrow(/7 write\(s\) to the ledger's tables/);
    const message = offendersMessage(offenders);
    expect(message).toContain('server/features/sneaky/payout.ts:2  updateTable(\'wallets\'');
    expect(message).toContain('server/features/sneaky/payout.ts:4  insertInto( "ledger_entries as e"');
    expect(message).toContain('server/features/sneaky/payout.ts:8  UPDATE wallets');
    expect(message).toContain('server/dev.mjs:1  INSERT OR REPLACE INTO wallets');
    expect(message).toContain('postMovement');
  });

  it('keeps line numbers when it blanks comments out', () => {
    const source = `a /* one\ntwo */ b // three\nc`;
    expect(withoutComments(source).split('\n').map((line) => line.trim())).toEqual(['a', 'b', 'c']);
    expect(writesIn('x.ts', `/*\n\n*/ db.deleteFrom('movements')`)).toEqual([{ file: 'x.ts', line: 3, text: "deleteFrom('movements'" }]);
  });
});
