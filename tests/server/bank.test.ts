import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectLedgerClean, message } from './flows';
import { lockVenueWallet } from '../../server/features/wallet/wallets';
import { formatMinor, parseAmount } from '../../machines/rules/money';
import { centralMinor, depositHarnessConfig, notify, onlineOrder, opsCall } from './depositFlows';
import { RECHARGE_STATUS } from '../../machines/rules/deposit';
import { placeBet, settleBet } from '../../server/features/bets/service';
import { DomainError } from '../../server/errors';
import { BET_STATUS } from '../../machines/rules/bets';
import { appointmentBonusMinor, WITHDRAW_STATUS } from '../../machines/rules/withdrawal';
import { boundCard, readyToWithdraw, WITHDRAW_PASSWORD } from './withdrawFlows';
import { seededRandom } from './seededRandom';

/**
 * A Jepsen-style bank test over real HTTP: members credited through the sandbox, then a few hundred
 * concurrent random transfers both ways, recycles, mode switches, venue launches (which move money in
 * transfer-free mode), key replays and balance reads. Money
 * only moves between a member's own wallets, so afterwards every member must hold exactly what was
 * credited, no balance may be negative, the ledger check must be clean, and the records must account
 * for every acknowledged call exactly once.
 *
 * Half the members also bet in the storm (issue 12): bets placed and settled through the bets service,
 * simulated rounds over HTTP, and rounds voided over HTTP, on a few shared rounds so that a void meets
 * several members' bets and settlements race voids. Their money changes only by what the house's bets
 * account took: stakes of open bets, stakes less payouts of settled ones, nothing for voided ones.
 */

const MEMBERS = 10;
const OPERATIONS = 400;
const IN_FLIGHT = 32;
const VENUES = ['gsport', 'rlive', 'evx', 'pgx', 'glot', 'fhk'];
const LOCKED_VENUE = 'kyx';
/** Members 0 … BETTORS-1 bet; the others' totals never change. */
const BETTORS = 5;
const ROUNDS = ['bank-r0', 'bank-r1', 'bank-r2', 'bank-r3'];

type Operation =
  | { kind: 'in' | 'out'; member: number; venue: string; amount: string; key: string }
  | { kind: 'recycle'; member: number; key: string }
  | { kind: 'mode'; member: number; walletType: 0 | 1; key: string }
  | { kind: 'launch'; member: number; venue: string; key: string }
  | { kind: 'read'; member: number }
  | { kind: 'bet'; member: number; venue: string; round: string; stakeMinor: number; key: string }
  | { kind: 'settle'; bet: number; payoutMinor: number }
  | { kind: 'round'; member: number; venue: string; stake: string; key: string }
  | { kind: 'void'; venue: string; round: string };

interface Outcome {
  operation: Operation;
  status: number;
  body: { code: number; msg: string } & Record<string, unknown>;
}

let h: Harness;
let base: string;
const seed = Number(process.env.BANK_SEED ?? Date.now() % 1_000_000);

beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/web`;
});
afterAll(() => h.close());

async function post(path: string, options: { token?: string; key?: string; body?: object } = {}) {
  const headers: Record<string, string> = { connection: 'keep-alive', lang: 'en' };
  if (options.token) headers.token = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Outcome['body'] };
}

describe(`bank test over HTTP (seed ${seed})`, () => {
  it('keeps every member’s money whole through a storm of concurrent calls', async () => {
    const next = seededRandom(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];

    const members: Array<Awaited<ReturnType<typeof createMember>>> = [];
    const credited: number[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const member = await createMember(h, `bank${String(index).padStart(2, '0')}`);
      let total = 0;
      for (let credit = 0; credit < 2; credit += 1) {
        const minor = 10_000 + Math.floor(next() * 90_000);
        const answer = await post('/sandbox/credit', { key: `credit-${index}-${credit}`, body: { userName: member.userName, amount: formatMinor(minor) } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        total += minor;
      }
      members.push(member);
      credited.push(total);
    }
    // Half the members also hold a locked venue wallet (a promotion's turnover): it must never pay out.
    const lockedHeld = new Map<number, number>();
    for (let index = 0; index < MEMBERS; index += 2) {
      const answer = await post(`/apiCode/convertMoney?from=central&to=${LOCKED_VENUE}&amount=50.00`, { token: members[index].token, key: `lock-${index}` });
      expect(answer.status).toBe(200);
      expect(await lockVenueWallet(h.db, members[index].userId, LOCKED_VENUE)).toBe(true);
      lockedHeld.set(index, 5000);
    }

    // The storm: random calls, some of them sent twice at once with the same key.
    const operations: Operation[] = [];
    let lastBet: { venue: string; round: string } | null = null;
    for (let index = 0; index < OPERATIONS; index += 1) {
      const member = Math.floor(next() * MEMBERS);
      const key = `op-${index}`;
      const roll = next();
      // A few amounts are malformed on purpose; the rest move up to 40% (in) or 10% (out) of what was credited.
      const amount = (share: number) =>
        next() < 0.03 ? pick(['0', '1.234', '-1', 'abc']) : formatMinor(1 + Math.floor(next() * credited[member] * share));
      if (roll < 0.36) operations.push({ kind: 'in', member, venue: pick(VENUES), amount: amount(0.4), key });
      else if (roll < 0.62) operations.push({ kind: 'out', member, venue: pick([...VENUES, LOCKED_VENUE]), amount: amount(0.1), key });
      else if (roll < 0.7) operations.push({ kind: 'recycle', member, key });
      else if (roll < 0.78) operations.push({ kind: 'mode', member, walletType: next() < 0.5 ? 0 : 1, key });
      else if (roll < 0.88) operations.push({ kind: 'launch', member, venue: pick(VENUES), key });
      else operations.push({ kind: 'read', member });
      if (roll < 0.88 && next() < 0.1) operations.push(operations[operations.length - 1]);
      // Betting members also bet, settle, play rounds and void rounds, between the wallet calls.
      if (member < BETTORS && next() < 0.6) {
        const venue = pick(VENUES.slice(0, 3));
        const betRoll = next();
        if (betRoll < 0.45) {
          lastBet = { venue, round: pick(ROUNDS) };
          operations.push({ kind: 'bet', member, ...lastBet, stakeMinor: 1 + Math.floor(next() * credited[member] * 0.05), key: `bet-${index}` });
          if (next() < 0.1) operations.push(operations[operations.length - 1]);
        } else if (betRoll < 0.75) operations.push({ kind: 'settle', bet: 1 + Math.floor(next() * (index / 2 + 1)), payoutMinor: Math.floor(next() * 3_000) });
        else if (betRoll < 0.9) operations.push({ kind: 'round', member, venue, stake: formatMinor(1 + Math.floor(next() * 2_000)), key: `round-${index}` });
        // A void aims at the round of the latest bet placed, so that it meets open bets.
        else operations.push({ kind: 'void', venue: lastBet?.venue ?? venue, round: lastBet?.round ?? pick(ROUNDS) });
      }
    }

    /** A bets service call as an outcome: its answer, or its refusal as the HTTP edge would show it. */
    const service = async (work: () => Promise<{ id: number }>): Promise<Omit<Outcome, 'operation'>> => {
      try {
        const bet = await work();
        return { status: 200, body: { code: 0, msg: '', ...bet } };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { status: error.code, body: { code: error.code, msg: message('en', error.messageKey, error.values) } };
      }
    };
    const run = (operation: Operation) => {
      if (operation.kind === 'settle') {
        return service(() => settleBet(h.db, h.clock, operation.bet, { payoutMinor: operation.payoutMinor }));
      }
      if (operation.kind === 'void') return post(`/sandbox/rounds/${operation.round}/void?platType=${operation.venue}`);
      const { userId, token } = members[operation.member];
      switch (operation.kind) {
        case 'bet':
          return service(() =>
            placeBet(h.db, h.clock, { memberId: userId, platType: operation.venue, gameCode: 'bank', roundId: operation.round, stakeMinor: operation.stakeMinor, key: operation.key }),
          );
        case 'round':
          return post(`/sandbox/venue/${operation.venue}/round`, { token, key: operation.key, body: { stake: operation.stake } });
        case 'in':
        case 'out': {
          const [from, to] = operation.kind === 'in' ? ['central', operation.venue] : [operation.venue, 'central'];
          const query = new URLSearchParams({ from, to, amount: operation.amount });
          return post(`/apiCode/convertMoney?${query}`, { token, key: operation.key });
        }
        case 'recycle':
          return post('/user/oneTouchTransfer', { token, key: operation.key });
        case 'mode':
          return post('/user/changeWalletType', { token, key: operation.key, body: { walletType: operation.walletType } });
        case 'launch':
          return post(`/apiCode/getGameUrl?platType=${operation.venue}`, { token, key: operation.key });
        case 'read':
          return post('/user/getUserBalance', { token });
      }
    };
    const outcomes: Outcome[] = [];
    let cursor = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (cursor < operations.length) {
          const operation = operations[cursor++];
          outcomes.push({ operation, ...(await run(operation)) });
        }
      }),
    );
    expect(outcomes).toHaveLength(operations.length);

    // Every answer is a success or a refusal the member can read; none is a server failure.
    const refusals = new Set(
      [
        'error.insufficientBalance',
        'error.walletTypeUnchanged',
        'rule.amount.positive',
        'rule.amount.decimals',
        'rule.amount.format',
        'bets.error.notFound',
        'bets.error.voided',
      ].map((key) => message('en', key)),
    );
    refusals.add(message('en', 'error.walletLocked', { min: '5.00' }));
    for (const outcome of outcomes) {
      if (outcome.status !== 200) {
        expect([400, 404, 409], JSON.stringify(outcome)).toContain(outcome.status);
        const stakeRefused = /^The stake is more than this venue wallet's balance \([0-9]+\.[0-9]{2}\)/.test(outcome.body.msg);
        if (!stakeRefused) expect(refusals, JSON.stringify(outcome)).toContain(outcome.body.msg);
      }
    }
    // Reads during the storm: the total of a member who does not bet never wavers, since their money only moves between their own wallets.
    for (const outcome of outcomes.filter((one) => one.operation.kind === 'read' && (one.operation as { member: number }).member >= BETTORS)) {
      const map = outcome.body.userBalanceMap as { totalBalance: string };
      expect(map.totalBalance).toBe(formatMinor(credited[(outcome.operation as { member: number }).member]));
    }
    // A call sent twice with one key that succeeded got one answer (a refusal stores nothing, so a twin may differ).
    const byKey = new Map<string, Outcome[]>();
    for (const outcome of outcomes) {
      if ('key' in outcome.operation) byKey.set(outcome.operation.key, [...(byKey.get(outcome.operation.key) ?? []), outcome]);
    }
    for (const same of byKey.values()) {
      if (same.length === 2 && same.every((one) => one.status === 200)) expect(same[1].body).toEqual(same[0].body);
    }

    // The books balance and nobody's money appeared, vanished or went below zero.
    const audit = await expectLedgerClean(h);
    const totalCredited = credited.reduce((sum, one) => sum + one, 0);
    // What the house's bets account keeps of each bet: an open bet's stake, a settled one's stake less its payout, nothing of a voided one.
    const bets = await h.db.selectFrom('bets').selectAll().execute();
    const keptOf = (bet: (typeof bets)[number]) =>
      Number(bet.status) === BET_STATUS.invalid ? 0 : Number(bet.stake_minor) - Number(bet.payout_minor);
    const houseKept = bets.reduce((sum, bet) => sum + keptOf(bet), 0);
    const memberKept = (userId: number) => bets.filter((bet) => bet.user_id === userId).reduce((sum, bet) => sum + keptOf(bet), 0);
    expect(bets.length).toBeGreaterThan(10);
    expect(new Set(bets.map((bet) => Number(bet.status)))).toEqual(new Set([0, 1, 2]));
    expect({ sandbox: audit.houseTotals.sandbox, bets: audit.houseTotals.bets ?? 0 }).toEqual({ sandbox: -totalCredited, bets: houseKept });
    const wallets = await h.db.selectFrom('wallets').select(['user_id', 'venue', 'balance_minor', 'locked']).execute();
    expect(wallets.filter((wallet) => Number(wallet.balance_minor) < 0)).toEqual([]);
    expect(wallets.reduce((sum, wallet) => sum + Number(wallet.balance_minor), 0)).toBe(totalCredited - houseKept);
    members.forEach((member, index) => {
      const own = wallets.filter((wallet) => wallet.user_id === member.userId);
      expect(own.reduce((sum, wallet) => sum + Number(wallet.balance_minor), 0), member.userName).toBe(credited[index] - memberKept(member.userId));
      if (index >= BETTORS) expect(memberKept(member.userId)).toBe(0);
    });
    // Each bet's money moved exactly once: its stake, then its payout (settled and won) or its refund (voided).
    const betMovements = await h.db.selectFrom('movements').select(['movement_key', 'kind', 'amount_minor']).where('kind', 'like', 'bet_%').execute();
    const moved = new Map(betMovements.map((movement) => [movement.movement_key, movement]));
    expect(betMovements.filter((movement) => movement.kind === 'bet_stake')).toHaveLength(bets.length);
    for (const bet of bets) {
      expect(Number(moved.get(bet.stake_movement)?.amount_minor)).toBe(Number(bet.stake_minor));
      const status = Number(bet.status);
      if (status === BET_STATUS.invalid) expect(Number(moved.get(bet.settle_movement!)?.amount_minor)).toBe(Number(bet.stake_minor));
      else if (status === BET_STATUS.settled && Number(bet.payout_minor) > 0) expect(Number(moved.get(bet.settle_movement!)?.amount_minor)).toBe(Number(bet.payout_minor));
      else expect(bet.settle_movement).toBeNull();
    }
    expect(betMovements.filter((movement) => movement.kind !== 'bet_stake')).toHaveLength(bets.filter((bet) => bet.settle_movement !== null).length);
    // Every acknowledged bet is there once under its key; a refused one left nothing.
    const placedKeys = new Set(outcomes.filter((one) => one.operation.kind === 'bet' && one.status === 200).map((one) => (one.operation as { key: string }).key));
    const refusedKeys = new Set(outcomes.filter((one) => one.operation.kind === 'bet' && one.status !== 200).map((one) => (one.operation as { key: string }).key));
    for (const key of placedKeys) expect(bets.filter((bet) => bet.bet_key === key), key).toHaveLength(1);
    for (const key of refusedKeys) if (!placedKeys.has(key)) expect(bets.filter((bet) => bet.bet_key === key), key).toHaveLength(0);
    // A settled bet pays what its first acknowledged settlement said.
    for (const outcome of outcomes) {
      if (outcome.operation.kind !== 'settle' || outcome.status !== 200) continue;
      const bet = bets.find((one) => Number(one.id) === (outcome.operation as { bet: number }).bet)!;
      expect(Number(bet.status)).toBe(BET_STATUS.settled);
      expect(Number(bet.payout_minor)).toBe(Number(outcome.body.payoutMinor));
    }
    // Locked wallets paid nothing out.
    for (const [index, held] of lockedHeld) {
      const locked = wallets.find((wallet) => wallet.user_id === members[index].userId && wallet.venue === LOCKED_VENUE)!;
      expect(Number(locked.balance_minor)).toBeGreaterThanOrEqual(held);
      expect(locked.locked).toBe(1);
    }

    // The records account for every acknowledged call exactly once.
    const firstSuccess = new Map<string, Outcome>();
    for (const outcome of outcomes) {
      if ('key' in outcome.operation && outcome.status === 200 && !firstSuccess.has(outcome.operation.key)) {
        firstSuccess.set(outcome.operation.key, outcome);
      }
    }
    const acknowledged = [...firstSuccess.values()];
    const minorOf = (text: string) => {
      const parsed = parseAmount(text);
      return 'minor' in parsed ? parsed.minor : NaN;
    };
    /** The API's 2-decimal text ("0.00" included) back to minor units. */
    const shownMinor = (text: string) => {
      const match = /^([0-9]+)\.([0-9]{2})$/.exec(text);
      if (!match) throw new Error(`not a 2-decimal amount: ${text}`);
      return Number(match[1]) * 100 + Number(match[2]);
    };
    const sumOf = (kind: 'in' | 'out') =>
      acknowledged
        .filter((outcome) => outcome.operation.kind === kind)
        .reduce((sum, outcome) => sum + minorOf((outcome.operation as { amount: string }).amount), 0);
    const recycled = acknowledged
      .filter((outcome) => outcome.operation.kind === 'recycle')
      .reduce((sum, outcome) => sum + shownMinor(outcome.body.recycled as string), 0);
    // Transfer records of the calls above; a bet's own way into the venue in transfer-free mode is keyed after the bet.
    const movements = await h.db
      .selectFrom('movements')
      .select(['user_id', 'convert_type', 'amount_minor'])
      .where('movement_key', 'not like', 'bet:%')
      .execute();
    const typeSum = (type: number) =>
      movements.filter((movement) => movement.convert_type === type).reduce((sum, movement) => sum + Number(movement.amount_minor), 0);
    expect(typeSum(1)).toBe(sumOf('in') + 5000 * lockedHeld.size);
    expect(typeSum(2)).toBe(sumOf('out') + recycled);
    const launches = acknowledged.filter((outcome) => outcome.operation.kind === 'launch');
    expect(typeSum(3)).toBe(launches.reduce((sum, outcome) => sum + shownMinor(outcome.body.movedIn as string), 0));
    const movedOut = (outcome: Outcome) => (outcome.body.movedOut as { amount: string }[]).reduce((sum, one) => sum + shownMinor(one.amount), 0);
    expect(typeSum(4)).toBe(launches.reduce((sum, outcome) => sum + movedOut(outcome), 0));
    const modes = acknowledged.filter((outcome) => outcome.operation.kind === 'mode');
    // Mode switches are records of their own (types 5 and 6 in the records list), never money movements.
    expect(movements.filter((movement) => movement.convert_type === 5 || movement.convert_type === 6)).toEqual([]);
    const switches = await h.db.selectFrom('wallet_mode_switches').select(['user_id', 'wallet_type']).orderBy('id').execute();
    expect(switches).toHaveLength(modes.length);
    // Mode records alternate on, off, on…, ending at the member's current mode.
    const users = await h.db.selectFrom('users').select(['id', 'wallet_type']).execute();
    for (const user of users) {
      const own = switches.filter((one) => one.user_id === user.id);
      const on = own.filter((one) => one.wallet_type === 1).length;
      const off = own.filter((one) => one.wallet_type === 0).length;
      expect(on - off).toBe(Number(user.wallet_type));
    }
    // And the API agrees with the database.
    for (const [index, member] of members.entries()) {
      const overview = await post('/user/getTransWalletBalanceInfo', { token: member.token });
      const { centralBalance, walletList } = overview.body as unknown as { centralBalance: string; walletList: Array<{ balance: string }> };
      const shown = shownMinor(centralBalance) + walletList.reduce((sum, wallet) => sum + shownMinor(wallet.balance), 0);
      expect(shown).toBe(credited[index] - memberKept(member.userId));
    }
  });

  it('credits deposits whose notifications arrive twice and concurrently, amid transfers, exactly once', async () => {
    const next = seededRandom(seed + 1);
    const depositors = await Promise.all(Array.from({ length: 6 }, (_, index) => createMember(h, `bankdep${index}`)));
    const orders = [];
    for (const member of depositors) {
      for (const provider of ['yiBiPay', 'koiPay', 'ebPay'] as const) {
        const amount = formatMinor(10_000 + Math.floor(next() * 90_000));
        orders.push({ member, order: await onlineOrder(h, member.token, provider, amount), provider });
      }
    }
    // Each notification twice at once (the same event), a third with an event of its own, and transfers in between.
    const calls = orders.flatMap(({ member, order, provider }) => {
      const eventId = `bank-${order.orderNo}`;
      return [
        () => notify(h, provider, order, { eventId }),
        () => notify(h, provider, order, { eventId }),
        () => notify(h, provider, order),
        () => post(`/apiCode/convertMoney?from=central&to=rlive&amount=1.00`, { token: member.token, key: `dep-in-${order.orderNo}` }),
      ];
    });
    for (let index = calls.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [calls[index], calls[other]] = [calls[other], calls[index]];
    }
    await Promise.all(calls.map((call) => call()));
    for (const member of depositors) {
      const own = orders.filter((entry) => entry.member === member);
      const deposited = own.reduce((sum, entry) => {
        const parsed = parseAmount(entry.order.amount);
        if ('error' in parsed) throw new Error(`unreadable amount ${entry.order.amount}`);
        return sum + parsed.minor;
      }, 0);
      const venue = await h.db.selectFrom('wallets').select('balance_minor').where('user_id', '=', member.userId).where('venue', '=', 'rlive').executeTakeFirst();
      expect((await centralMinor(h, member.userId)) + Number(venue?.balance_minor ?? 0)).toBe(deposited);
    }
    const statuses = await h.db.selectFrom('recharge_orders').select('status').where('order_no', 'in', orders.map((entry) => entry.order.orderNo)).execute();
    expect(statuses.every((row) => Number(row.status) === RECHARGE_STATUS.credited)).toBe(true);
    const depositMovements = await h.db.selectFrom('movements').select('id').where('kind', '=', 'deposit').execute();
    expect(depositMovements).toHaveLength(orders.length);
    await expectLedgerClean(h);
  });

  it('holds, pays out and returns withdrawals approved, rejected and attempted beyond the balance at once, losing nothing', async () => {
    const next = seededRandom(seed + 2);
    const members = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const member = await readyToWithdraw(h, await createMember(h, `bankwd${index}`));
        // VIP 10: 20 withdrawals a day, so the rounds below are not cut short by the daily count.
        await h.db.updateTable('users').set({ level_id: 10 }).where('id', '=', member.userId).execute();
        const creditedMinor = 200_000 + Math.floor(next() * 200_000);
        const credit = await post('/sandbox/credit', { key: `wd-credit-${index}`, body: { userName: member.userName, amount: formatMinor(creditedMinor) } });
        expect(credit.body.code).toBe(0);
        const card = await boundCard(h, member, { bankcardNo: `62220000${String(index).padStart(11, '0')}` });
        return { ...member, creditedMinor, cardId: card.id };
      }),
    );
    const withdrawCall = (member: (typeof members)[number], amountMinor: number, key: string) =>
      post('/withdraw/withdraw', {
        token: member.token,
        key,
        body: { accountKind: 'bankCard', accountId: member.cardId, amount: formatMinor(amountMinor), method: next() < 0.5 ? 'appointment' : 'instant', password: WITHDRAW_PASSWORD },
      });
    for (let round = 0; round < 2; round += 1) {
      // Each member at once: a withdrawal within the balance, one beyond it, a replay of the first, and a transfer.
      const submissions = members.flatMap((member, index) => {
        const within = 10_000 + Math.floor(next() * 40_000);
        const key = `wd-${round}-${index}`;
        return [
          () => withdrawCall(member, within, key),
          () => withdrawCall(member, member.creditedMinor * 2, `${key}-beyond`),
          () => withdrawCall(member, within, key),
          () => post(`/apiCode/convertMoney?from=central&to=rlive&amount=${formatMinor(5_000 + Math.floor(next() * 20_000))}`, { token: member.token, key: `${key}-in` }),
        ];
      });
      const answers = await Promise.all(submissions.map((call) => call()));
      for (const answer of answers) expect([200, 400, 409]).toContain(answer.status);
      // The operator approves and rejects every open order twice at once: each is reviewed once.
      const open = await h.db.selectFrom('withdraw_orders').select('order_no').where('status', '=', WITHDRAW_STATUS.reviewing).execute();
      const reviews = open.flatMap(({ order_no }) => {
        const first = next() < 0.5 ? 'approve' : 'reject';
        return [first, first === 'approve' ? 'reject' : 'approve'].map((action) =>
          opsCall(h, 'POST', `/withdrawals/${order_no}/${action}`, action === 'reject' ? { payload: { reason: 'bank test' } } : {}),
        );
      });
      const reviewed = await Promise.all(reviews);
      expect(reviewed.filter((answer) => answer.status === 200)).toHaveLength(open.length);
    }
    for (const member of members) {
      const orders = await h.db.selectFrom('withdraw_orders').selectAll().where('user_id', '=', member.userId).execute();
      const paid = orders.filter((order) => Number(order.status) === WITHDRAW_STATUS.paid);
      const paidMinor = paid.reduce((sum, order) => sum + Number(order.amount_minor), 0);
      const bonusMinor = paid.reduce((sum, order) => sum + (order.method === 'appointment' ? appointmentBonusMinor(Number(order.amount_minor)) : 0), 0);
      const wallets = await h.db.selectFrom('wallets').select(['balance_minor', 'held_minor']).where('user_id', '=', member.userId).execute();
      const heldMinor = wallets.reduce((sum, wallet) => sum + Number(wallet.held_minor), 0);
      const holdingMinor = wallets.reduce((sum, wallet) => sum + Number(wallet.balance_minor), 0);
      expect(heldMinor).toBe(0);
      expect(holdingMinor + paidMinor - bonusMinor).toBe(member.creditedMinor);
      expect(orders.every((order) => Number(order.amount_minor) < member.creditedMinor * 2)).toBe(true);
    }
    const outcomes = await h.db.selectFrom('withdraw_orders').select('status').where('user_id', 'in', members.map((member) => member.userId)).execute();
    // The run exercised both outcomes (each round opens one order a member, reviewed one way or the other).
    expect(outcomes.length).toBe(members.length * 2);
    const posts = await h.db.selectFrom('movements').select('pending_id').where('kind', '=', 'withdrawal').where('phase', 'in', ['post', 'void']).execute();
    expect(new Set(posts.map((row) => row.pending_id)).size).toBe(posts.length);
    await expectLedgerClean(h);
  });
});
