import { readConfig, type ServerConfig } from './config';
import { createClock } from './clock';
import { describeDatabase } from './db/connect';
import { buildApp } from './app';
import { createSandboxSms, unconfiguredSms } from './adapters/sms';
import { sandboxVenues, unconfiguredVenues } from './adapters/venues';
import { openPreparedDatabase, startBanner } from './startup';
import { JobScheduler } from './jobs/scheduler';
import { siteJobs } from './jobs/registry';
import { scheduleHouseGames } from './features/house/kenoSchedule';
import { scheduleSandboxApprovals } from './features/withdrawal/sandboxApproval';
import { isPrimary, runWorkers, workerCount, WorkersRefused } from './workers';

const config = readConfig();

let workers = 1;
try {
  workers = workerCount(process.env, config);
} catch (error) {
  if (!(error instanceof WorkersRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (workers > 1 && isPrimary() && !process.argv.includes('--migrate-only')) {
  // The primary migrates and seeds once, then the workers (this file again, as cluster workers) serve the port.
  const db = await openPreparedDatabase(config, createClock());
  await db.destroy();
  console.log(`Starting ${workers} server processes on ${describeDatabase(config)}.`);
  runWorkers(workers);
} else {
  await serve(config);
}

/** One server process: the database, the app on the port, the scheduled jobs and the house schedules. */
async function serve(config: ServerConfig): Promise<void> {
  const clock = createClock();
  const db = await openPreparedDatabase(config, clock);

  // `--migrate-only`: bring the database up to date and stop, before starting or scaling out servers.
  if (process.argv.includes('--migrate-only')) {
    console.log(`Database ${describeDatabase(config)} is migrated and seeded.`);
    await db.destroy();
    process.exit(0);
  }

  // Scheduled jobs (housekeeping and the registry's others), claimed once per slot across the servers on the database.
  const jobs = new JobScheduler({ db, clock, jobs: siteJobs({ db, clock, config }), log: (message) => console.error(message) });

  const app = await buildApp({
    db,
    clock,
    config,
    jobs,
    sms: config.sandbox ? createSandboxSms(db, clock) : unconfiguredSms,
    venues: config.sandbox ? sandboxVenues : unconfiguredVenues,
  });
  await app.listen({ port: config.port, host: config.host });

  console.log(`\n${startBanner(config).join('\n')}\n`);

  jobs.start();
  // The house games: keno draws every minute on the server clock, and any round left unpaid is paid.
  const stopHouseGames = scheduleHouseGames(db, clock, (message) => console.error(message));
  // Sandbox mode: instant withdrawals are approved by themselves after WITHDRAW_AUTO_APPROVE_MS.
  const stopSandboxApprovals = config.sandbox
    ? scheduleSandboxApprovals(db, clock, config.withdrawAutoApproveMs, (message) => console.error(message))
    : () => undefined;

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopHouseGames();
      stopSandboxApprovals();
      void jobs
        .stop()
        .then(() => app.close())
        .then(() => db.destroy())
        .then(() => process.exit(0));
    });
  }
}
