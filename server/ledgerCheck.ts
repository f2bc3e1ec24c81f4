/**
 * `npm run ledger:check`: recomputes every wallet from its ledger entries in the server's database
 * (DATABASE_URL, else DATABASE_PATH, default data/site.db) and prints each cached balance that differs,
 * each negative balance and each movement whose entries do not sum to zero. Exits 1 if there is any.
 */
import { readConfig } from './config';
import { describeDatabase, openDatabase } from './db/connect';
import { auditLedger } from './ledger/ledger';
import { formatMinor } from '../machines/rules/money';

const config = readConfig();
const db = openDatabase(config);
let exitCode = 0;
try {
  const audit = await auditLedger(db);
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  console.log(`Ledger check of ${describeDatabase(config)}: ${count(audit.wallets, 'wallet')}, ${count(audit.movements, 'movement')}.`);
  for (const [account, total] of Object.entries(audit.houseTotals)) {
    console.log(`  house account ${account}: ${formatMinor(total)}`);
  }
  if (audit.problems.length === 0) {
    console.log('Every wallet equals the sum of its entries, none is negative, and every movement sums to zero.');
  } else {
    for (const problem of audit.problems) console.error(`PROBLEM ${problem}`);
    console.error(`${audit.problems.length} problem(s) found.`);
    exitCode = 1;
  }
} catch (error) {
  console.error(`Ledger check failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
} finally {
  await db.destroy();
}
process.exit(exitCode);
