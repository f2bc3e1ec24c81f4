import type { Kysely } from 'kysely';
import { movementKeysOf } from '../ledger/idempotency';
import type { Database } from './schema';
import type { Clock } from '../clock';
import { hashPassword } from '../features/auth/passwords';
import { openCentralWallet } from '../features/wallet/wallets';
import { userNameKey } from '../features/auth/members';
import { sandboxCredit } from '../features/wallet/transfers';
import { BARRED_RANGES, DEMO_MEMBER } from './seedContent';
import { loadContent, type ContentLoadReport, type LoadContentOptions } from '../features/content/loadContent';

/**
 * A fresh database gets the demo barred ranges (documentation addresses standing in for the barred
 * regions until an operator loads real ones). Run before seedPublicContent: a database with register
 * items is not fresh, and its ranges are the operator's.
 */
export async function seedSiteContent(db: Kysely<Database>): Promise<void> {
  const seeded = await db.selectFrom('register_items').select('id').limit(1).executeTakeFirst();
  if (seeded) return;
  await db
    .insertInto('ip_restrictions')
    .values(BARRED_RANGES.map(([cidr, note]) => ({ cidr, note })))
    .execute();
}

/** The demo member starts with 2,000.00, credited through the ledger. */
export const DEMO_STARTING_BALANCE_MINOR = 200_000;

export async function seedDemoMember(db: Kysely<Database>, clock: Clock): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('user_name_key', '=', userNameKey(DEMO_MEMBER.userName))
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        user_name: DEMO_MEMBER.userName,
        user_name_key: userNameKey(DEMO_MEMBER.userName),
        password_hash: passwordHash,
        phone: DEMO_MEMBER.phone,
        real_name: DEMO_MEMBER.realName,
        email: DEMO_MEMBER.email,
        language_type: null,
        currency_type: 1,
        level_id: 3,
        photo_url: null,
        created_at: clock.now() - 128 * 24 * 60 * 60 * 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openCentralWallet(trx, id);
    // Demo money enters like any other: a sandbox adjustment through the ledger.
    await sandboxCredit(trx, clock, id, DEMO_STARTING_BALANCE_MINOR, movementKeysOf(id, 'demo-starting-balance'));
  });
}

/**
 * The site's content (server/content: help articles, notices, slides, game categories, venues, settings,
 * dictionaries, terms, register items), brought into the database at every start by a versioned upsert:
 * an edited file reaches an existing database, a row an operator changed is kept (see loadContent).
 */
export function seedPublicContent(db: Kysely<Database>, options: LoadContentOptions = {}): Promise<ContentLoadReport> {
  return loadContent(db, options);
}
