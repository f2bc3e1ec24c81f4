import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WithdrawOrdersTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, DomainError } from '../../errors';
import { translate } from '../../http/messages';
import { HOUSE, openPending } from '../../ledger/ledger';
import type { MovementKeys } from '../../ledger/idempotency';
import { lockMemberWallets } from '../wallet/wallets';
import { lockMember } from '../payout/accountGuards';
import { ownBankCard } from '../payout/bankCards';
import { ownBlockchain } from '../payout/blockchainAccounts';
import { ownThirdPart } from '../payout/thirdPartAccounts';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { checkCryptoAddress, maskCardNumber, type CryptoProtocol } from '../../../machines/rules/payout';
import {
  appointmentBonusMinor,
  checkWithdrawRequest,
  withdrawGate,
  WITHDRAW_STATUS,
  withdrawMethodLabelKey,
  withdrawStatusLabelKey,
  type AccountKind,
  type Refusal,
  type WithdrawMethod,
} from '../../../machines/rules/withdrawal';
import type { WithdrawBody, WithdrawOrder } from '../../../contract/withdrawal';
import { withdrawFacts } from './facts';
import { currentRate, orderCryptoView, requireQuotedRate } from '../payments/cryptoRate';

/**
 * Submitting a withdrawal: the gate and the request rules (machines/rules/withdrawal.ts) over the
 * member's facts, the account (the member's own; another's answers as missing), then one transaction
 * that takes the member's lock, reads the facts again and opens a pending movement from the central
 * wallet to the withdrawals house account: the amount is held (no longer spendable) until the
 * operator posts it (paid) or voids it (rejected: back to central).
 *
 * To a crypto account the member types USDT: the order holds its CNY at the operator's rate in force
 * (rounded up) and keeps the USDT, the rate and its time; a member who was shown another rate is refused
 * before anything is held (../payments/cryptoRate.ts). The address is checked again (its checksum) before
 * anything is paid to it: one bound before the check existed may be mistyped.
 */

export type WithdrawRow = Selectable<WithdrawOrdersTable>;
export const WITHDRAW_MOVEMENT_KIND = 'withdrawal';
export const WITHDRAW_REFERENCE_PREFIX = 'WD';

export const withdrawNotFound = () => new DomainError(404, 'error.notFound');

const refuse = (refusal: Refusal) => badRequest(refusal.key, refusal.values, refusal.field);

/** An order's account as the reader sees it: a bank by its name in their language, else as it was saved. */
export const accountNameOf = (row: Pick<WithdrawRow, 'account_kind' | 'account_name'>, language: LanguageCode) =>
  row.account_kind === 'bankCard' ? translate(language, `payout.bank.${row.account_name}`) : row.account_name;

export function withdrawOrderView(row: WithdrawRow, language: LanguageCode): WithdrawOrder {
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    accountKind: row.account_kind as AccountKind,
    accountId: Number(row.account_id),
    accountName: accountNameOf(row, language),
    accountNo: row.account_no,
    method: row.method as WithdrawMethod,
    withdrawMethodName: translate(language, withdrawMethodLabelKey(row.method)),
    withdrawAmount: formatMinor(Number(row.amount_minor)),
    bonusAmount: formatMinor(Number(row.bonus_minor)),
    ...orderCryptoView(row),
    status: Number(row.status),
    statusName: translate(language, withdrawStatusLabelKey(Number(row.status))),
    // A failed payout says why in the reader's language; a rejection in the operator's words.
    rejectReason: row.payout_reason === null ? row.reject_reason : translate(language, `withdrawal.payoutFailure.${row.payout_reason}`),
    createTime: Number(row.created_at),
    reviewTime: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}

/** The account's snapshot: what it is called and its number as the records show it. */
async function accountSnapshot(db: Kysely<Database>, userId: number, kind: AccountKind, id: number | undefined) {
  if (id === undefined) throw badRequest('withdrawal.error.account', {}, 'accountId');
  if (kind === 'bankCard') {
    const card = await ownBankCard(db, userId, id);
    const bank = await db.selectFrom('system_banks').select('bank_code').where('id', '=', card.bank_id).executeTakeFirstOrThrow();
    // The bank's code: its name is shown in the reader's language.
    return { name: bank.bank_code, no: maskCardNumber(card.card_no) };
  }
  if (kind === 'blockchain') {
    const account = await ownBlockchain(db, userId, id);
    const problem = checkCryptoAddress(account.address, account.protocol as CryptoProtocol);
    if (problem) throw badRequest(problem, {}, 'accountId');
    return { name: `${account.alias} (USDT-${account.protocol})`, no: account.address };
  }
  const account = await ownThirdPart(db, userId, id);
  return { name: `${account.alias} (${account.kind.toUpperCase()})`, no: account.account };
}

/**
 * Every rule but the password, as the facts stand in `db` (the database, or the submission's own
 * transaction): answers the amount, bonus and account snapshot.
 */
export async function checkedRequest(db: Kysely<Database>, clock: Clock, userId: number, body: WithdrawBody) {
  const facts = await withdrawFacts(db, userId, clock.now());
  const gate = withdrawGate(facts);
  if (gate) throw refuse(gate);
  const rate = body.accountKind === 'blockchain' ? await currentRate(db) : null;
  // After the gate (what the member must fix first), before the amount is judged at a rate they did not see.
  if (rate) requireQuotedRate(rate, body.rate);
  const checked = checkWithdrawRequest(facts, { accountKind: body.accountKind ?? '', amount: body.amount ?? '', method: body.method ?? '', rate });
  if ('key' in checked) throw refuse(checked);
  const kind = body.accountKind as AccountKind;
  const account = await accountSnapshot(db, userId, kind, body.accountId);
  const method = body.method as WithdrawMethod;
  const bonusMinor = method === 'appointment' ? appointmentBonusMinor(checked.amountMinor) : 0;
  const crypto = rate && checked.cryptoAmountMinor !== null ? { amountMinor: checked.cryptoAmountMinor, rate } : null;
  return { kind, accountId: body.accountId!, account, method, amountMinor: checked.amountMinor, bonusMinor, crypto };
}

/** The submission's transaction: the facts again under the member's lock, the hold, the order. */
export async function holdWithdrawal(trx: Transaction<Database>, clock: Clock, userId: number, body: WithdrawBody, keys: MovementKeys): Promise<WithdrawRow> {
  await lockMember(trx, userId);
  const request = await checkedRequest(trx, clock, userId, body);
  const holdKey = keys();
  const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET]);
  const central = wallets.get(CENTRAL_WALLET)!;
  const movement = await openPending(
    trx,
    clock,
    {
      key: holdKey,
      kind: WITHDRAW_MOVEMENT_KIND,
      userId,
      referencePrefix: WITHDRAW_REFERENCE_PREFIX,
      amountMinor: request.amountMinor,
      legs: [
        { account: { walletId: central.id }, amountMinor: -request.amountMinor },
        { account: { house: HOUSE.withdrawals }, amountMinor: request.amountMinor },
      ],
    },
    wallets.values(),
  );
  return trx
    .insertInto('withdraw_orders')
    .values({
      order_no: movement.reference,
      user_id: userId,
      account_kind: request.kind,
      account_id: request.accountId,
      account_name: request.account.name,
      account_no: request.account.no,
      method: request.method,
      amount_minor: request.amountMinor,
      bonus_minor: request.bonusMinor,
      crypto_amount_minor: request.crypto?.amountMinor ?? null,
      crypto_rate_e4: request.crypto?.rate.rateE4 ?? null,
      crypto_rate_set_at: request.crypto?.rate.setAt ?? null,
      status: WITHDRAW_STATUS.reviewing,
      hold_key: holdKey,
      created_at: movement.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function ownWithdrawOrder(db: Kysely<Database>, userId: number, id: number): Promise<WithdrawRow> {
  const row = await db.selectFrom('withdraw_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw withdrawNotFound();
  return row;
}
