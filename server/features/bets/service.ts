import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect';
import { precompile } from '../../db/precompiled';
import type { BetsTable, Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict, DomainError } from '../../errors';
import { formatMinor } from '../../../machines/rules/money';
import { WALLET_TYPE } from '../../../machines/rules/wallet';
import { BET_KEY_MAX, BET_STATUS, ROUND_ID_MAX, type BetStatusCode } from '../../../machines/rules/bets';
import { availableMinor, HOUSE, lockMember } from '../../ledger/ledger';
import { enterVenue } from '../wallet/transfers';
import { lockMemberWallets, moveMemberMoney, requireVenue, type MemberWallet } from '../wallet/wallets';
import { BET_MOVEMENT_KIND, BET_REFERENCE_PREFIX, betMovementKey } from './betKinds';
import { publishBalance } from '../../events/publish';

/**
 * The bets core (issue 12): a bet's stake leaves the member's wallet for its venue, its payout comes
 * back to it, and a voided round refunds its open bets, each a single-phase ledger movement against the
 * house's `bets` account written in the same transaction as the bet row it changes. A bet's status
 * changes from unsettled (2) to settled (1) or invalid (0) once, by an update conditional on it still
 * being unsettled, so no bet is ever paid or refunded twice. The in-house games and the sandbox's
 * simulated rounds call these functions; VIP, rebates and the withdrawal requirement read validTurnover.
 */

export interface BetRow {
  id: number;
  /** The bet's order number (its stake movement's reference). */
  orderNo: string;
  memberId: number;
  /** The caller's idempotency key of the bet. */
  key: string;
  platType: string;
  gameCode: string;
  gameName: string;
  roundId: string;
  stakeMinor: number;
  validStakeMinor: number;
  payoutMinor: number;
  status: BetStatusCode;
  betAt: number;
  /** When the bet was settled or voided; null while it is open. */
  settledAt: number | null;
}

export interface PlaceBetInput {
  memberId: number;
  platType: string;
  gameCode: string;
  /** Shown in bet records; the game code when not given. */
  gameName?: string;
  roundId: string;
  stakeMinor: number;
  /** The caller's unique id of this bet, per member: the same key twice places one bet. */
  key: string;
}

export interface BetOutcome {
  /** What the bet pays back, stake included (0 for a lost bet), in minor units. */
  payoutMinor: number;
  /** The stake that counts as turnover; the whole stake when not given. */
  validStakeMinor?: number;
}

const GAME_CODE_MAX = 64;
const GAME_NAME_MAX = 128;

export const toBetRow = (row: Selectable<BetsTable>): BetRow => ({
  id: Number(row.id),
  orderNo: row.order_no,
  memberId: Number(row.user_id),
  key: row.bet_key,
  platType: row.plat_type,
  gameCode: row.game_code,
  gameName: row.game_name,
  roundId: row.round_id,
  stakeMinor: Number(row.stake_minor),
  validStakeMinor: Number(row.valid_stake_minor),
  payoutMinor: Number(row.payout_minor),
  status: Number(row.status) as BetStatusCode,
  betAt: Number(row.bet_at),
  settledAt: row.settled_at === null ? null : Number(row.settled_at),
});

const betByKey = precompile((db, args: { memberId: number; key: string }) =>
  db.selectFrom('bets').selectAll().where('user_id', '=', args.memberId).where('bet_key', '=', args.key),
);

const betById = precompile((db, args: { betId: number }) => db.selectFrom('bets').selectAll().where('id', '=', args.betId));

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value !== '' && value.length <= max;
const isWholeMinor = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export function checkBetInput(input: PlaceBetInput) {
  // The callers are the server's own games: a malformed bet is a programming error, not a member's.
  if (!Number.isSafeInteger(input.memberId) || input.memberId <= 0) throw new Error('bets: bad member id');
  if (!isText(input.key, BET_KEY_MAX)) throw new Error(`bets: a bet key is 1-${BET_KEY_MAX} characters`);
  if (!isText(input.gameCode, GAME_CODE_MAX)) throw new Error(`bets: a game code is 1-${GAME_CODE_MAX} characters`);
  if (input.gameName !== undefined && !isText(input.gameName, GAME_NAME_MAX)) throw new Error('bets: bad game name');
  if (!isText(input.roundId, ROUND_ID_MAX)) throw new Error(`bets: a round id is 1-${ROUND_ID_MAX} characters`);
  if (!isWholeMinor(input.stakeMinor)) throw new Error('bets: a stake is whole minor units');
  if (input.stakeMinor <= 0) throw badRequest('bets.error.stakeNotPositive');
}

/** The same key answers its bet; the same key for another bet is refused. */
function replayOf(existing: Selectable<BetsTable>, input: PlaceBetInput): void {
  const same =
    existing.plat_type === input.platType &&
    existing.game_code === input.gameCode &&
    existing.round_id === input.roundId &&
    Number(existing.stake_minor) === input.stakeMinor;
  if (!same) throw badRequest('error.idempotencyKeyReused');
}

/**
 * Places a bet: the stake leaves the member's wallet for the venue (in transfer-free mode the member's
 * money follows them into the venue first, as on a launch) and the bet is recorded unsettled, in one
 * transaction. A stake above the venue wallet's available balance is refused (bets.error.stakeAboveBalance)
 * and moves nothing; the same key twice places one bet.
 */
export async function placeBet(db: Kysely<Database>, clock: Clock, input: PlaceBetInput): Promise<BetRow> {
  checkBetInput(input);
  return db.transaction().execute(async (trx) => toBetRow((await placeBetIn(trx, clock, input)).row));
}

interface PlacedBet {
  row: Selectable<BetsTable>;
  /** The venue wallet (locked) as the stake left it; null when the key named an earlier bet. */
  wallet: MemberWallet | null;
}

/** placeBet inside the caller's transaction; answers the bet's row (the earlier one for a repeated key). */
async function placeBetIn(trx: Transaction<Database>, clock: Clock, input: PlaceBetInput): Promise<PlacedBet> {
  {
    await requireVenue(trx, input.platType);
    // The member's turn first (server/ledger/memberLock.ts), as enterVenue takes it, then the wallets: bets
    // of one member take turns, and a repeat of a key waits for the first and then finds its bet.
    const member = await lockMember(trx, input.memberId);
    const existing = await betByKey.executeTakeFirst(trx, { memberId: input.memberId, key: input.key });
    if (existing) {
      replayOf(existing, input);
      return { row: existing, wallet: null };
    }

    if (member.wallet_type === WALLET_TYPE.transferFree) {
      let entered = 0;
      await enterVenue(trx, clock, () => betMovementKey.entry(input.memberId, input.key, entered++), input.memberId, input.platType);
    }
    const wallets = await lockMemberWallets(trx, input.memberId, [input.platType]);
    const wallet = wallets.get(input.platType)!;
    const available = availableMinor(wallet);
    if (available < input.stakeMinor) {
      throw badRequest('bets.error.stakeAboveBalance', { balance: formatMinor(available) }, 'stake');
    }
    const stakeKey = betMovementKey.stake(input.memberId, input.key);
    const { movement, after } = await moveMemberMoney(
      trx,
      clock,
      {
        key: stakeKey,
        kind: BET_MOVEMENT_KIND.stake,
        referencePrefix: BET_REFERENCE_PREFIX.stake,
        userId: input.memberId,
        platType: input.platType,
        amountMinor: input.stakeMinor,
        legs: [
          { account: { walletId: wallet.id }, amountMinor: -input.stakeMinor },
          { account: { house: HOUSE.bets }, amountMinor: input.stakeMinor },
        ],
      },
      [wallet],
    );
    const row = await trx
      .insertInto('bets')
      .values({
        order_no: movement.reference,
        user_id: input.memberId,
        bet_key: input.key,
        plat_type: input.platType,
        game_code: input.gameCode,
        game_name: input.gameName ?? input.gameCode,
        round_id: input.roundId,
        stake_minor: input.stakeMinor,
        status: BET_STATUS.unsettled,
        bet_at: movement.createdAt,
        stake_movement: stakeKey,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, wallet: after.get(wallet.id) ?? null };
  }
}

/** The outcome's valid stake (the whole stake when not given), checked against the stake. */
export function checkOutcome(stakeMinor: number, outcome: BetOutcome) {
  if (!isWholeMinor(outcome.payoutMinor) || outcome.payoutMinor < 0) throw new Error('bets: a payout is whole minor units, not negative');
  const valid = outcome.validStakeMinor ?? stakeMinor;
  if (!isWholeMinor(valid) || valid < 0 || valid > stakeMinor) throw new Error('bets: a valid stake is 0 to the stake');
  return valid;
}

/**
 * A bet's payout (or refund) back into the member's wallet for its venue; answers the wallet after it.
 * `locked` is the wallet when this transaction has locked it already (the stake's, in a round placed and
 * settled at once), which saves reading it again.
 */
async function creditBet(
  trx: Transaction<Database>,
  clock: Clock,
  bet: Selectable<BetsTable>,
  move: { key: string; kind: string; referencePrefix: string; amountMinor: number },
  locked: MemberWallet | null = null,
): Promise<MemberWallet | null> {
  const memberId = Number(bet.user_id);
  const wallet = locked ?? (await lockMemberWallets(trx, memberId, [bet.plat_type])).get(bet.plat_type)!;
  const { after } = await moveMemberMoney(
    trx,
    clock,
    {
      ...move,
      userId: memberId,
      platType: bet.plat_type,
      legs: [
        { account: { house: HOUSE.bets }, amountMinor: -move.amountMinor },
        { account: { walletId: wallet.id }, amountMinor: move.amountMinor },
      ],
    },
    [wallet],
  );
  return after.get(wallet.id) ?? null;
}

const betNotFound = () => new DomainError(404, 'bets.error.notFound');

/**
 * Settles a bet: the payout (if any) comes back to the member's venue wallet and the bet is marked
 * settled, in one transaction. Settling a settled bet again answers it as it is and pays nothing; a
 * voided bet cannot be settled (bets.error.voided).
 */
export function settleBet(db: Kysely<Database>, clock: Clock, betId: number, outcome: BetOutcome): Promise<BetRow> {
  return db.transaction().execute(async (trx) => {
    const before = await betById.executeTakeFirst(trx, { betId });
    if (!before) throw betNotFound();
    return (await settleBetIn(trx, clock, before, outcome)).bet;
  }).then((bet) => {
    publishBalance(db, bet.memberId);
    return bet;
  });
}

/**
 * settleBet inside the caller's transaction, of a bet row it has read (and its venue wallet when already
 * locked). Answers the bet and, when a payout moved, the wallet after it.
 */
async function settleBetIn(
  trx: Transaction<Database>,
  clock: Clock,
  before: Selectable<BetsTable>,
  outcome: BetOutcome,
  locked: MemberWallet | null = null,
): Promise<{ bet: BetRow; wallet: MemberWallet | null }> {
  const betId = Number(before.id);
  const validStakeMinor = checkOutcome(Number(before.stake_minor), outcome);
  const now = clock.now();
  const settleKey = outcome.payoutMinor > 0 ? betMovementKey.payout(betId) : null;
  // Conditional on the bet still being open: of two settlements (or a settlement and a void) only one
  // changes it; on PostgreSQL the other waits for the row and then finds it no longer open.
  const settled = await trx
    .updateTable('bets')
    .set({ status: BET_STATUS.settled, payout_minor: outcome.payoutMinor, valid_stake_minor: validStakeMinor, settled_at: now, settle_movement: settleKey })
    .where('id', '=', betId)
    .where('status', '=', BET_STATUS.unsettled)
    .returningAll()
    .executeTakeFirst();
  if (!settled) {
    const current = (await betById.executeTakeFirst(trx, { betId }))!;
    if (Number(current.status) === BET_STATUS.invalid) throw conflict('bets.error.voided');
    return { bet: toBetRow(current), wallet: null };
  }
  if (settleKey === null) return { bet: toBetRow(settled), wallet: locked };
  const wallet = await creditBet(
    trx,
    clock,
    settled,
    { key: settleKey, kind: BET_MOVEMENT_KIND.payout, referencePrefix: BET_REFERENCE_PREFIX.payout, amountMinor: outcome.payoutMinor },
    locked,
  );
  return { bet: toBetRow(settled), wallet };
}

const venueBalance = precompile((db, args: { memberId: number; platType: string }) =>
  db.selectFrom('wallets').select('balance_minor').where('user_id', '=', args.memberId).where('venue', '=', args.platType),
);

/**
 * A bet placed and settled in one transaction (a simulated round, whose outcome is known at once):
 * placeBet's rules, then settleBet's with the outcome drawn for the stake. Answers the settled bet and
 * the venue wallet's balance after it; a repeated key answers the bet as it stands.
 */
export async function placeSettledBet(
  db: Kysely<Database>,
  clock: Clock,
  input: PlaceBetInput,
  outcomeOf: (stakeMinor: number) => BetOutcome,
): Promise<SettledBet> {
  checkBetInput(input);
  return db.transaction().execute((trx) => placeSettledBetIn(trx, clock, input, outcomeOf));
}

export interface SettledBet {
  bet: BetRow;
  /** The venue wallet's balance after the bet, in minor units. */
  venueMinor: number;
}

/** placeSettledBet inside the caller's transaction (an idempotent route's, which keeps the answer with its key). */
export async function placeSettledBetIn(
  trx: Transaction<Database>,
  clock: Clock,
  input: PlaceBetInput,
  outcomeOf: (stakeMinor: number) => BetOutcome,
): Promise<SettledBet> {
  checkBetInput(input);
  const placed = await placeBetIn(trx, clock, input);
  // A repeated key whose bet is no longer open (settled, or voided since) answers it as it is.
  const { bet, wallet } =
    Number(placed.row.status) === BET_STATUS.unsettled
      ? await settleBetIn(trx, clock, placed.row, outcomeOf(input.stakeMinor), placed.wallet)
      : { bet: toBetRow(placed.row), wallet: null };
  // A bet placed now knows its wallet (locked since the stake); a repeated key reads the balance.
  if (wallet !== null) return { bet, venueMinor: wallet.balance_minor };
  const current = await venueBalance.executeTakeFirst(trx, { memberId: input.memberId, platType: input.platType });
  return { bet, venueMinor: Number(current?.balance_minor ?? 0) };
}

/**
 * Voids a round of a venue: every bet of it still open gets its stake back and is marked invalid, in
 * one transaction. Bets already settled or voided are left as they are, so voiding twice refunds once.
 * Answers how many bets it voided.
 */
export function voidRound(db: Kysely<Database>, clock: Clock, platType: string, roundId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('bets')
      .select('id')
      .where('plat_type', '=', platType)
      .where('round_id', '=', roundId)
      // Written into the SQL, not bound: the round index holds open bets only (migration 013), and a plan
      // made for any value of a parameter could not use it.
      .where('status', '=', sql.lit(BET_STATUS.unsettled))
      .orderBy('id')
      // PostgreSQL: the round's bets are locked before any wallet, as a settlement locks its bet before its
      // wallet, so a void and a settlement of one member's bets never wait on each other in a circle.
      .$call((query) => (isPostgres(trx) ? query.forUpdate() : query))
      .execute();
    const now = clock.now();
    let voided = 0;
    for (const { id } of open) {
      const betId = Number(id);
      const key = betMovementKey.refund(betId);
      // Conditional on the bet still being open, like a settlement: a bet settled meanwhile keeps its result.
      const bet = await trx
        .updateTable('bets')
        .set({ status: BET_STATUS.invalid, settled_at: now, settle_movement: key })
        .where('id', '=', betId)
        .where('status', '=', BET_STATUS.unsettled)
        .returningAll()
        .executeTakeFirst();
      if (!bet) continue;
      await creditBet(trx, clock, bet, {
        key,
        kind: BET_MOVEMENT_KIND.refund,
        referencePrefix: BET_REFERENCE_PREFIX.refund,
        amountMinor: Number(bet.stake_minor),
      });
      voided += 1;
    }
    return voided;
  });
}

/**
 * A member's valid turnover: the valid stakes of their bets settled in [fromMs, toMs), in minor units.
 * Settle time, not bet time: a bet counts once its valid stake is known.
 */
export async function validTurnover(db: Kysely<Database>, memberId: number, fromMs: number, toMs: number): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('valid_stake_minor'), eb.lit(0)).as('total'))
    .where('user_id', '=', memberId)
    .where('status', '=', BET_STATUS.settled)
    .where('settled_at', '>=', fromMs)
    .where('settled_at', '<', toMs)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A bet by id, or null. */
export async function findBet(db: Kysely<Database>, betId: number): Promise<BetRow | null> {
  const row = await betById.executeTakeFirst(db, { betId });
  return row ? toBetRow(row) : null;
}
