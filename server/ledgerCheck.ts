/**
 * `npm run ledger:check`: recomputes every wallet from its ledger entries and its holds from the open
 * pending movements in the server's database (DATABASE_URL, else DATABASE_PATH, default data/site.db),
 * and prints each cached balance or hold that differs, each negative balance or available balance, each
 * movement whose entries do not sum to zero or do not fit its phase, and each pending movement settled
 * more than once. Exits 1 if there is any.
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
  const { open, posted, voided } = audit.pending;
  console.log(`  pending movements: ${open} open, ${posted} posted, ${voided} voided`);
  for (const [account, total] of Object.entries(audit.houseTotals)) {
    console.log(`  house account ${account}: ${formatMinor(total)}`);
  }
  if (audit.problems.length === 0) {
    console.log(
      'Every wallet equals the sum of its entries and holds what its open pending movements reserve, none is negative or holds more than it has, every movement sums to zero and fits its phase, and every pending movement is open or settled once.',
    );
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
