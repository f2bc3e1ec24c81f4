import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../server/db/schema';
import { createClock } from '../../server/clock';
import { userNameKey } from '../../server/features/auth/members';
import { hashPassword } from '../../server/features/auth/passwords';
import { issueToken } from '../../server/features/auth/tokens';
import { openCentralWallet } from '../../server/features/wallet/wallets';

/**
 * Members written straight into a database, for the tests and benches that need them quickly or by the
 * thousand: no registration, no SMS round trip, no password hashing. Each caller chooses names and phone
 * numbers that are unique among its own members.
 */

/** A member's users row: a password that never logs in, no profile; `fields` add or change columns. */
export function memberRow(userName: string, phone: string, createdAt: number, fields: Partial<Insertable<UsersTable>> = {}): Insertable<UsersTable> {
  return {
    user_name: userName,
    user_name_key: userNameKey(userName),
    password_hash: 'not-a-password',
    phone,
    real_name: null,
    email: null,
    language_type: null,
    currency_type: 1,
    level_id: 0,
    photo_url: null,
    created_at: createdAt,
    ...fields,
  };
}

/** Inserts the member with a central wallet at 0.00, in the caller's transaction; answers the member's id. */
export async function insertMember(trx: Transaction<Database>, row: Insertable<UsersTable>): Promise<number> {
  const { id } = await trx.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  await openCentralWallet(trx, id);
  return id;
}

/**
 * `count` members named `<prefix><nnn>` who can withdraw at once (a real name, the withdrawal password
 * `withdrawPassword`, a bank card in that name), each with a central wallet at 0.00 and a session.
 */
export async function membersReadyToWithdraw(db: Kysely<Database>, count: number, prefix: string, withdrawPassword: string): Promise<MemberReadyToWithdraw[]> {
  const clock = createClock();
  const withdrawPasswordHash = await hashPassword(withdrawPassword);
  const members: MemberReadyToWithdraw[] = [];
  for (let index = 0; index < count; index++) {
    const userName = `${prefix}${String(index).padStart(3, '0')}`;
    const row = memberRow(userName, `6${String(index).padStart(10, '0')}`, clock.now(), { real_name: 'Money Tester', withdraw_password_hash: withdrawPasswordHash });
    const { userId, cardId } = await db.transaction().execute(async (trx) => {
      const id = await insertMember(trx, row);
      const card = await trx
        .insertInto('user_bank_cards')
        .values({ user_id: id, holder_name: 'Money Tester', card_type: 1, bank_id: 1, card_no: `6222${String(index).padStart(15, '0')}`, phone: '13800138000', created_at: clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId: id, cardId: card.id };
    });
    members.push({ userId, userName, cardId, token: await issueToken(db, clock, userId) });
  }
  return members;
}

export interface MemberReadyToWithdraw {
  userId: number;
  userName: string;
  token: string;
  cardId: number;
}
