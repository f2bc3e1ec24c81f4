import { Migrator, type Kysely, type Migration } from 'kysely';
import * as foundation from './migrations/001_foundation';
import * as content from './migrations/002_content';
import * as ledger from './migrations/003_ledger';
import * as idempotencyExpiry from './migrations/004_idempotency_expiry';
import * as twoPhaseLedger from './migrations/005_two_phase_ledger';
import * as translations from './migrations/006_translations';
import * as games from './migrations/007_games';
import * as deposits from './migrations/010_deposits';
import * as profile from './migrations/011_profile';
import * as bets from './migrations/008_bets';
import * as houseRounds from './migrations/009_house_rounds';
import * as withdrawals from './migrations/012_withdrawals';
import * as partialIndexes from './migrations/013_partial_indexes';
import * as depositVouchers from './migrations/014_deposit_vouchers';
import * as perfWrites from './migrations/015_perf_writes';
import * as cryptoRates from './migrations/016_crypto_rates';
import * as operators from './migrations/017_operators';
import * as messages from './migrations/019_messages';
import * as jobClaims from './migrations/020_job_claims';
import * as vip from './migrations/022_vip';
import * as settings from './migrations/023_settings';
import * as orderReview from './migrations/024_order_review';
import * as activities from './migrations/025_activities';
import * as invitations from './migrations/026_invitations';

/** Migrations are listed in code so that the bundle-free server needs no directory scan. */
const migrations = {
  '001_foundation': foundation,
  '002_content': content,
  '003_ledger': ledger,
  '004_idempotency_expiry': idempotencyExpiry,
  '005_two_phase_ledger': twoPhaseLedger,
  '006_translations': translations,
  '007_games': games,
  '010_deposits': deposits,
  '011_profile': profile,
  '008_bets': bets,
  '009_house_rounds': houseRounds,
  '012_withdrawals': withdrawals,
  '013_partial_indexes': partialIndexes,
  '014_deposit_vouchers': depositVouchers,
  '015_perf_writes': perfWrites,
  '016_crypto_rates': cryptoRates,
  '017_operators': operators,
  '019_messages': messages,
  '020_job_claims': jobClaims,
  '022_vip': vip,
  '023_settings': settings,
  '024_order_review': orderReview,
  '025_activities': activities,
  '026_invitations': invitations,
} satisfies Record<string, Migration>;

export type MigrationName = keyof typeof migrations;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await migrate(db, null);
}

/** Migrates up to and including `name` (tests of a migration on the data before it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateTo(db: Kysely<any>, name: MigrationName): Promise<void> {
  await migrate(db, name);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function migrate(db: Kysely<any>, name: MigrationName | null): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await (name === null ? migrator.migrateToLatest() : migrator.migrateTo(name));
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
