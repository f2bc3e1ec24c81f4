/**
 * The child process of vipDayCrash.test.ts: runs the VIP daily job for one business day (argv[2]) on the
 * database the environment names (DATABASE_URL, else DATABASE_PATH), as the server's scheduler would, and
 * prints its report. The test SIGKILLs it in the middle of the run.
 */
import { openDatabase } from '../../server/db/connect';
import { createClock } from '../../server/clock';
import { runVipDay } from '../../server/features/vip/vipDay';

const day = process.argv[2];
if (!/^\d{4}-\d{2}-\d{2}$/.test(day ?? '')) throw new Error('usage: vipDayChild.ts <yyyy-mm-dd>');
const db = openDatabase({ databaseUrl: process.env.DATABASE_URL || null, databasePath: process.env.DATABASE_PATH ?? '', databasePoolSize: 2 });
try {
  console.log(JSON.stringify(await runVipDay(db, createClock(), day)));
} finally {
  await db.destroy();
}
