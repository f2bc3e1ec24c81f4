import type { Kysely, Selectable } from 'kysely';
import type { Database, UserBlockchainAccountsTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { checkAlias, checkCryptoAddress, PAYOUT_ACCOUNT_MAX, type CryptoProtocol } from '../../../machines/rules/payout';
import type { BindBlockchainBody, ModifyBlockchainBody, UserBlockchain } from '../../../contract/withdrawal';
import { accountNotFound, confirmDeletion, lockMember, memberFacts, refuseDuplicates, requireRoom, requireRule, spendBindingCode } from './accountGuards';

/**
 * Crypto (USDT) accounts: an alias and an address of its protocol (spec section 5: TRC20 is T plus
 * 15-33 letters or digits, ERC20 0x plus 15-40; otherwise "the account does not match the protocol"),
 * the format checked before the SMS code.
 */

type BlockchainRow = Selectable<UserBlockchainAccountsTable>;

export const blockchainView = (row: BlockchainRow): UserBlockchain => ({
  id: Number(row.id),
  alias: row.alias,
  address: row.address,
  protocol: row.protocol as CryptoProtocol,
  virtualCurrencyType: 'USDT',
  createTime: Number(row.created_at),
});

function checkedAccount(body: BindBlockchainBody) {
  const alias = (body.alias ?? '').trim();
  const address = (body.address ?? '').trim();
  const protocol = body.protocol ?? '';
  requireRule(checkAlias(alias), 'alias');
  requireRule(checkCryptoAddress(address, protocol), address === '' ? 'address' : protocol === '' ? 'protocol' : 'address');
  return { alias, address, protocol };
}

const accountCount = async (db: Kysely<Database>, userId: number) =>
  Number((await db.selectFrom('user_blockchain_accounts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

export async function bindBlockchain(db: Kysely<Database>, clock: Clock, userId: number, body: BindBlockchainBody): Promise<UserBlockchain> {
  const account = checkedAccount(body);
  const facts = await memberFacts(db, userId);
  requireRoom(await accountCount(db, userId), PAYOUT_ACCOUNT_MAX, 'payout.accountLimit');
  await spendBindingCode(db, clock, userId, facts.phone, body.smsCode);
  const row = await refuseDuplicates(() =>
    db.transaction().execute(async (trx) => {
      await lockMember(trx, userId);
      requireRoom(await accountCount(trx, userId), PAYOUT_ACCOUNT_MAX, 'payout.accountLimit');
      return trx.insertInto('user_blockchain_accounts').values({ ...account, user_id: userId, created_at: clock.now() }).returningAll().executeTakeFirstOrThrow();
    }),
  );
  return blockchainView(row);
}

export async function blockchainList(db: Kysely<Database>, userId: number): Promise<UserBlockchain[]> {
  const rows = await db.selectFrom('user_blockchain_accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(blockchainView);
}

export async function ownBlockchain(db: Kysely<Database>, userId: number, id: number): Promise<BlockchainRow> {
  const row = await db.selectFrom('user_blockchain_accounts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw accountNotFound();
  return row;
}

export async function modifyBlockchain(db: Kysely<Database>, clock: Clock, userId: number, body: ModifyBlockchainBody): Promise<UserBlockchain> {
  const account = checkedAccount(body);
  const facts = await memberFacts(db, userId);
  await ownBlockchain(db, userId, body.id);
  await spendBindingCode(db, clock, userId, facts.phone, body.smsCode);
  const row = await refuseDuplicates(() =>
    db.updateTable('user_blockchain_accounts').set(account).where('id', '=', body.id).where('user_id', '=', userId).returningAll().executeTakeFirst(),
  );
  if (!row) throw accountNotFound();
  return blockchainView(row);
}

export async function deleteBlockchain(db: Kysely<Database>, clock: Clock, userId: number, id: number, password: string | undefined) {
  await confirmDeletion(db, clock, userId, password);
  const deleted = await db.deleteFrom('user_blockchain_accounts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw accountNotFound();
}
