import type { Kysely, Selectable } from 'kysely';
import type { Database, UserThirdPartAccountsTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { translate } from '../../http/messages';
import type { LanguageCode } from '../../../machines/rules/language';
import { checkAlias, checkThirdPartAccount, PAYOUT_ACCOUNT_MAX, type ThirdPartKind } from '../../../machines/rules/payout';
import type { BindThirdPartBody, ModifyThirdPartBody, UserThirdPartAccount } from '../../../contract/withdrawal';
import { accountNotFound, confirmDeletion, lockMember, memberFacts, refuseDuplicates, requireRoom, requireRule, spendBindingCode } from './accountGuards';

/**
 * E-wallet accounts of the two kinds (spec section 5): KOI "kb" plus 15-32 letters or digits, EB "eb"
 * plus 15-32, each with an alias; at most 10 of each kind a member.
 */

type ThirdPartRow = Selectable<UserThirdPartAccountsTable>;

export const thirdPartView = (row: ThirdPartRow, language: LanguageCode): UserThirdPartAccount => ({
  id: Number(row.id),
  type: row.kind as ThirdPartKind,
  typeName: translate(language, `payout.kind.${row.kind}`),
  alias: row.alias,
  account: row.account,
  createTime: Number(row.created_at),
});

function checkedAccount(body: BindThirdPartBody) {
  const kind = body.type ?? '';
  const alias = (body.alias ?? '').trim();
  const account = (body.account ?? '').trim();
  requireRule(checkThirdPartAccount(kind, account), kind === '' ? 'type' : 'account');
  requireRule(checkAlias(alias), 'alias');
  return { kind, alias, account };
}

const accountCount = async (db: Kysely<Database>, userId: number, kind: string) =>
  Number(
    (
      await db
        .selectFrom('user_third_part_accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function bindThirdPart(db: Kysely<Database>, clock: Clock, userId: number, body: BindThirdPartBody, language: LanguageCode) {
  const account = checkedAccount(body);
  const facts = await memberFacts(db, userId);
  requireRoom(await accountCount(db, userId, account.kind), PAYOUT_ACCOUNT_MAX, 'payout.accountLimit');
  await spendBindingCode(db, clock, userId, facts.phone, body.smsCode);
  const row = await refuseDuplicates(() =>
    db.transaction().execute(async (trx) => {
      await lockMember(trx, userId);
      requireRoom(await accountCount(trx, userId, account.kind), PAYOUT_ACCOUNT_MAX, 'payout.accountLimit');
      return trx.insertInto('user_third_part_accounts').values({ ...account, user_id: userId, created_at: clock.now() }).returningAll().executeTakeFirstOrThrow();
    }),
  );
  return thirdPartView(row, language);
}

export async function thirdPartList(db: Kysely<Database>, userId: number, kind: ThirdPartKind | undefined, language: LanguageCode) {
  let query = db.selectFrom('user_third_part_accounts').selectAll().where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind);
  return (await query.orderBy('id').execute()).map((row) => thirdPartView(row, language));
}

export async function ownThirdPart(db: Kysely<Database>, userId: number, id: number): Promise<ThirdPartRow> {
  const row = await db.selectFrom('user_third_part_accounts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw accountNotFound();
  return row;
}

export async function modifyThirdPart(db: Kysely<Database>, clock: Clock, userId: number, body: ModifyThirdPartBody, language: LanguageCode) {
  const account = checkedAccount(body);
  const facts = await memberFacts(db, userId);
  await ownThirdPart(db, userId, body.id);
  await spendBindingCode(db, clock, userId, facts.phone, body.smsCode);
  const row = await refuseDuplicates(() =>
    db.updateTable('user_third_part_accounts').set(account).where('id', '=', body.id).where('user_id', '=', userId).returningAll().executeTakeFirst(),
  );
  if (!row) throw accountNotFound();
  return thirdPartView(row, language);
}

export async function deleteThirdPart(db: Kysely<Database>, clock: Clock, userId: number, id: number, password: string | undefined) {
  await confirmDeletion(db, clock, userId, password);
  const deleted = await db.deleteFrom('user_third_part_accounts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw accountNotFound();
}
