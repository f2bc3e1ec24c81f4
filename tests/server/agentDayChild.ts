/**
 * The child process of agentDayCrash.test.ts: runs the agents' nightly job for one business day (argv[2]) on the
 * database the environment names (DATABASE_URL, else DATABASE_PATH), as the server's scheduler would, and prints
 * its report. The test SIGKILLs it in the middle of the run.
 */
import { openDatabase } from '../../server/db/connect';
import { createClock } from '../../server/clock';
import { runAgentDay } from '../../server/features/agent/agentDay';

const day = process.argv[2];
if (!/^\d{4}-\d{2}-\d{2}$/.test(day ?? '')) throw new Error('usage: agentDayChild.ts <yyyy-mm-dd>');
const db = openDatabase({ databaseUrl: process.env.DATABASE_URL || null, databasePath: process.env.DATABASE_PATH ?? '', databasePoolSize: 2 });
try {
  console.log(JSON.stringify(await runAgentDay(db, createClock(), day)));
} finally {
  await db.destroy();
}
