import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { GATE_STATES, withdrawalEstimate, withdrawalFormProblem, withdrawalMachine, type HeldWithdrawal, type WithdrawalLook, type WithdrawalRequest, type WithdrawalStanding } from '../../machines/withdrawal';
import { OPEN_STANDING, standing } from './withdrawalFixtures';

afterEach(() => vi.useRealTimers());

function start(loaded: WithdrawalStanding, options: { submit?: (request: WithdrawalRequest) => Promise<HeldWithdrawal>; outcome?: 'paid' | 'rejected' } = {}) {
  const submitted: WithdrawalRequest[] = [];
  const calls: string[] = [];
  const actor = createActor(
    withdrawalMachine.provide({
      actors: {
        loadStanding: fromPromise(async () => {
          calls.push('load');
          return loaded;
        }),
        recycle: fromPromise(async () => {
          calls.push('recycle');
        }),
        submitWithdrawal: fromPromise(async ({ input }) => {
          submitted.push(input);
          return options.submit ? options.submit(input) : { id: 7, orderNo: 'W1', amount: input.amount };
        }),
        fetchOrderOutcome: fromPromise(async (): Promise<WithdrawalLook> => options.outcome ?? 'paid'),
      },
      // The watch's interval is tested on its own below; here the first look answers at once.
      delays: { orderPoll: 0 },
      actions: {
        announceSubmitted: () => calls.push('announceSubmitted'),
        refreshBalances: () => calls.push('refreshBalances'),
        refreshRecords: () => calls.push('refreshRecords'),
      },
    }),
  ).start();
  return { actor, submitted, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('submitting') && !snapshot.matches('recycling'));

describe('withdrawal gates, in the spec’s order', () => {
  const closed = { hasRealName: false, hasPhone: false, hasWithdrawPassword: false, hasReviewingOrder: true, remainingTurnoverMinor: 1, dailyCountUsed: 3 };
  const cases: Array<[keyof typeof GATE_STATES, Partial<WithdrawalStanding>, string]> = [
    ['realName', closed, 'profile.fillBasicInfo'],
    ['phone', { ...closed, hasRealName: true }, 'profile.setPhoneFirst'],
    ['withdrawPassword', { ...closed, hasRealName: true, hasPhone: true }, 'security.withdrawPassword.notSet'],
    ['unverified', { ...closed, hasRealName: true, hasPhone: true, hasWithdrawPassword: true }, 'withdrawal.error.reviewingOrder'],
    ['turnover', { ...closed, hasRealName: true, hasPhone: true, hasWithdrawPassword: true, hasReviewingOrder: false }, 'withdrawal.error.turnover'],
    ['daily', { ...closed, hasRealName: true, hasPhone: true, hasWithdrawPassword: true, hasReviewingOrder: false, remainingTurnoverMinor: 0 }, 'withdrawal.error.dailyCount'],
  ];
  it.each(cases)('%s is the first gate closed when every earlier one is open', async (gateName, changes, message) => {
    const { actor } = start(standing(changes));
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ blocked: gateName });
    expect(GATE_STATES[gateName]).toBe(message);
  });

  it('the daily count opens again below the VIP level’s count: 2 of 3 used is open, 3 of 3 closed', async () => {
    expect((await settled(start(standing({ dailyCountUsed: 2 })).actor)).value).toBe('form');
    expect((await settled(start(standing({ dailyCountUsed: 3 })).actor)).value).toEqual({ blocked: 'daily' });
  });

  it('with every gate open the form opens on the first bound account', async () => {
    const { actor } = start(OPEN_STANDING);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.accountKey).toBe('bankCard:1');
  });

  it('opens on the first account that can be used: not a crypto account before the first paid withdrawal', async () => {
    const cryptoFirst = { ...OPEN_STANDING, accounts: [...OPEN_STANDING.accounts].reverse() };
    expect(cryptoFirst.accounts[0].kind).toBe('blockchain');
    expect((await settled(start(cryptoFirst).actor)).context.accountKey).toBe('bankCard:1');
    expect((await settled(start({ ...cryptoFirst, hasPaidWithdrawal: true }).actor)).context.accountKey).toBe('blockchain:1');
    expect((await settled(start({ ...cryptoFirst, accounts: [cryptoFirst.accounts[0]] }).actor)).context.accountKey).toBeNull();
  });

  it('a blocked member checks again after fixing the cause', async () => {
    let loaded = standing({ hasWithdrawPassword: false });
    const actor = createActor(
      withdrawalMachine.provide({ actors: { loadStanding: fromPromise(async () => loaded) } }),
    ).start();
    expect((await settled(actor as never)).value).toEqual({ blocked: 'withdrawPassword' });
    loaded = OPEN_STANDING;
    actor.send({ type: 'RETRY' });
    expect((await settled(actor as never)).value).toBe('form');
  });
});

describe('the withdrawal form', () => {
  const form = { standing: OPEN_STANDING, accountKey: 'bankCard:1', amount: '100.00', method: 'instant' as const, password: '123456' };
  const keyOf = (changes: Partial<typeof form> & { accountKey?: string | null }) => withdrawalFormProblem({ ...form, ...changes })?.key ?? null;
  it('accepts an amount within balance and limits', () => {
    expect(keyOf({})).toBeNull();
  });
  it.each([
    [{ accountKey: null }, 'withdrawal.form.chooseAccount'],
    [{ accountKey: 'thirdPart:1' }, 'withdrawal.form.chooseAccount'],
    [{ accountKey: 'blockchain:1' }, 'withdrawal.error.cryptoFirst'],
    [{ amount: '' }, 'rule.amount.required'],
    [{ amount: '2000.01' }, 'withdrawal.error.balance'],
    [{ amount: '99.99' }, 'withdrawal.error.belowMin'],
    [{ password: '12345' }, 'withdrawal.form.password'],
  ])('refuses %o with %s', (changes, problem) => {
    expect(keyOf(changes as Partial<typeof form>)).toBe(problem);
  });
  it('takes the whole balance and the 100.00 minimum at their edges', () => {
    expect(keyOf({ amount: '2000.00' })).toBeNull();
    expect(keyOf({ amount: '100.00' })).toBeNull();
  });
  it('allows crypto once a withdrawal has been paid out', () => {
    expect(withdrawalFormProblem({ ...form, accountKey: 'blockchain:1', standing: standing({ hasPaidWithdrawal: true }) })).toBeNull();
  });
  it('keeps within what is left of today’s limit', () => {
    const rich = standing({ availableMinor: 10_000_000, dailyAmountLimitMinor: 300_000, dailyAmountUsedMinor: 100_000 });
    expect(withdrawalFormProblem({ ...form, standing: rich, amount: '2000.01' })?.key).toBe('withdrawal.error.dailyLimit');
    expect(withdrawalFormProblem({ ...form, standing: rich, amount: '2000.00' })).toBeNull();
  });

  it('tells a card and a crypto address with the same id apart: the chosen kind is submitted', async () => {
    const { actor, submitted } = start(standing({ hasPaidWithdrawal: true }));
    await settled(actor);
    actor.send({ type: 'SET_ACCOUNT', accountKey: 'blockchain:1' });
    actor.send({ type: 'SET_AMOUNT', amount: '100' });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    // To a crypto account the form sends the rate it showed.
    expect(submitted).toEqual([{ accountId: 1, accountKind: 'blockchain', amount: '100', method: 'instant', password: '654321', rate: '7.1000' }]);
  });

  it('a withdrawal password field keeps 6 digits only', async () => {
    const { actor } = start(OPEN_STANDING);
    await settled(actor);
    actor.send({ type: 'SET_PASSWORD', password: '12a34567' });
    expect(actor.getSnapshot().context.password).toBe('123456');
  });

  it('an invalid form sends nothing and says why', async () => {
    const { actor, submitted } = start(OPEN_STANDING);
    await settled(actor);
    actor.send({ type: 'SET_AMOUNT', amount: '5000' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.problem?.key).toBe('withdrawal.error.balance');
    expect(submitted).toEqual([]);
  });

  it('submits, holds, and completes when the operator pays it out', async () => {
    const { actor, submitted, calls } = start(OPEN_STANDING, { outcome: 'paid' });
    await settled(actor);
    actor.send({ type: 'SET_AMOUNT', amount: '150' });
    actor.send({ type: 'SET_METHOD', method: 'appointment' });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(submitted).toEqual([{ accountId: 1, accountKind: 'bankCard', amount: '150', method: 'appointment', password: '654321' }]);
    expect(done.context.held).toEqual({ id: 7, orderNo: 'W1', amount: '150' });
    expect(done.context.password).toBe('');
    expect(calls).toContain('announceSubmitted');
    // The records are read again once on submission and once on the outcome.
    expect(calls.filter((call) => call === 'refreshRecords')).toHaveLength(2);
  });

  it('records are read again on submission, on a rejection, and not for a refused submission', async () => {
    const rejected = start(OPEN_STANDING, { outcome: 'rejected' });
    await settled(rejected.actor);
    rejected.actor.send({ type: 'SET_AMOUNT', amount: '150' });
    rejected.actor.send({ type: 'SET_PASSWORD', password: '654321' });
    rejected.actor.send({ type: 'SUBMIT' });
    await waitFor(rejected.actor, (snapshot) => snapshot.matches('rejected'));
    expect(rejected.calls.filter((call) => call === 'refreshRecords')).toHaveLength(2);
    const refused = start(OPEN_STANDING, { submit: () => Promise.reject(new Error('wrong password')) });
    await settled(refused.actor);
    refused.actor.send({ type: 'SET_AMOUNT', amount: '150' });
    refused.actor.send({ type: 'SET_PASSWORD', password: '654321' });
    refused.actor.send({ type: 'SUBMIT' });
    await settled(refused.actor);
    expect(refused.calls).not.toContain('refreshRecords');
  });

  it('watches the held order every 5000 ms until the operator decides: not at 4999 ms, again after a pending look', async () => {
    vi.useFakeTimers();
    const looks: Array<{ id: number }> = [];
    const answers: WithdrawalLook[] = ['pending', 'paid'];
    const actor = createActor(
      withdrawalMachine.provide({
        actors: {
          loadStanding: fromPromise(async () => OPEN_STANDING),
          submitWithdrawal: fromPromise(async () => ({ id: 7, orderNo: 'W1', amount: '150' })),
          fetchOrderOutcome: fromPromise(async ({ input }) => {
            looks.push(input);
            return answers.shift()!;
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_AMOUNT', amount: '150' });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('held')).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(looks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toEqual([{ id: 7 }]);
    expect(actor.getSnapshot().hasTag('held')).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(looks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('done');
    // Ended: no further look.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(looks).toHaveLength(2);
  });

  it('a failed look ends the watch (the order stands; the records tell its fate)', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      withdrawalMachine.provide({
        actors: {
          loadStanding: fromPromise(async () => OPEN_STANDING),
          submitWithdrawal: fromPromise(async () => ({ id: 7, orderNo: 'W1', amount: '150' })),
          fetchOrderOutcome: fromPromise((): Promise<WithdrawalLook> => Promise.reject(new Error('offline'))),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_AMOUNT', amount: '150' });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('watchLost');
    expect(actor.getSnapshot().hasTag('watchLost')).toBe(true);
  });

  it('a rejected withdrawal ends rejected, and AGAIN starts over', async () => {
    const { actor } = start(OPEN_STANDING, { outcome: 'rejected' });
    await settled(actor);
    actor.send({ type: 'SET_AMOUNT', amount: '150' });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'));
    actor.send({ type: 'AGAIN' });
    const again = await settled(actor);
    expect(again.value).toBe('form');
    expect(again.context.held).toBeNull();
  });

  it('a refused submission holds nothing and clears the password', async () => {
    const { actor } = start(OPEN_STANDING, { submit: () => Promise.reject(new Error('wrong password')) });
    await settled(actor);
    actor.send({ type: 'SET_AMOUNT', amount: '150' });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    const back = await settled(actor);
    expect(back.value).toBe('form');
    expect(back.context).toMatchObject({ amount: '150', password: '', held: null });
  });

  it('bringing venue money home reloads the standing', async () => {
    const { actor, calls } = start(OPEN_STANDING);
    await settled(actor);
    actor.send({ type: 'RECYCLE' });
    await settled(actor);
    expect(calls.filter((call) => call === 'load')).toHaveLength(2);
    expect(calls).toContain('recycle');
  });

  it('unsupplied actors throw', async () => {
    const actor = createActor(withdrawalMachine).start();
    expect((await waitFor(actor, (snapshot) => !snapshot.matches('loading'))).value).toBe('failed');
  });
});

describe('the withdrawal form: what it keeps and names', () => {
  it('says the standing is not loaded before it is', () => {
    expect(withdrawalFormProblem({ standing: null, accountKey: 'bankCard:1', amount: '100.00', method: 'instant', password: '123456' })).toEqual({
      key: 'withdrawal.form.notLoaded',
    });
  });

  it('points a refusal at the field to fix: the account, then the password', async () => {
    const { actor } = start(standing({ accounts: [] }));
    await settled(actor);
    actor.send({ type: 'SET_AMOUNT', amount: '100' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toEqual({ key: 'withdrawal.form.chooseAccount', field: 'accountId' });
    const second = start(OPEN_STANDING);
    await settled(second.actor);
    second.actor.send({ type: 'SET_AMOUNT', amount: '100' });
    second.actor.send({ type: 'SUBMIT' });
    expect(second.actor.getSnapshot().context.problem).toEqual({ key: 'withdrawal.form.password', field: 'password' });
  });

  it('keeps only the digits and the point of a typed amount', async () => {
    const { actor } = start(OPEN_STANDING);
    await settled(actor);
    actor.send({ type: 'SET_AMOUNT', amount: '¥1,000.50 ' });
    expect(actor.getSnapshot().context.amount).toBe('1000.50');
  });

  it('keeps the account the member chose when the standing loads again', async () => {
    const { actor } = start(standing({ hasPaidWithdrawal: true }));
    await settled(actor);
    actor.send({ type: 'SET_ACCOUNT', accountKey: 'blockchain:1' });
    actor.send({ type: 'RECYCLE' });
    const again = await settled(actor);
    expect(again.value).toBe('form');
    expect(again.context.accountKey).toBe('blockchain:1');
  });
});

describe('a withdrawal to a crypto account, at the operator’s rate (issue 22)', () => {
  const crypto = standing({ hasPaidWithdrawal: true });
  const form = { standing: crypto, accountKey: 'blockchain:1', amount: '100.00', method: 'instant' as const, password: '123456' };

  it('estimates the CNY the USDT takes, rounded up, before it is sent; none for a card', () => {
    expect(withdrawalEstimate(form)).toEqual({ cnyMinor: 71_000, rate: crypto.usdtRate });
    expect(withdrawalEstimate({ ...form, amount: '100.01' })?.cnyMinor).toBe(71_008);
    // Not yet an amount: the rate alone.
    expect(withdrawalEstimate({ ...form, amount: '' })).toEqual({ cnyMinor: null, rate: crypto.usdtRate });
    expect(withdrawalEstimate({ ...form, accountKey: 'bankCard:1' })).toBeNull();
    expect(withdrawalEstimate({ ...form, standing: standing({ hasPaidWithdrawal: true, usdtRate: null }) })).toBeNull();
  });

  it('judges the CNY it takes: 14.09 USDT (100.04) passes the 100.00 minimum, 14.08 (99.97) does not; the balance likewise', () => {
    expect(withdrawalFormProblem({ ...form, amount: '14.09' })).toBeNull();
    expect(withdrawalFormProblem({ ...form, amount: '14.08' })).toEqual({ key: 'withdrawal.error.belowMinCrypto', values: { amount: '99.97', min: '100.00' }, field: 'amount' });
    // 2,000.00 buys 281.69 USDT (1,999.999 taken, rounded up to 2,000.00); 281.70 takes 2,000.07.
    expect(withdrawalFormProblem({ ...form, amount: '281.69' })).toBeNull();
    expect(withdrawalFormProblem({ ...form, amount: '281.70' })?.key).toBe('withdrawal.error.balance');
  });

  it('cannot choose a crypto account while no rate is set, and opens on another', async () => {
    const noRate = standing({ hasPaidWithdrawal: true, usdtRate: null, accounts: [...OPEN_STANDING.accounts].reverse() });
    expect(withdrawalFormProblem({ ...form, standing: noRate })?.key).toBe('withdrawal.error.rateNotSet');
    const { actor } = start(noRate);
    expect((await settled(actor)).context.accountKey).toBe('bankCard:1');
  });

  it('reads the standing again when the server says the rate has changed, keeping the amount and the account', async () => {
    const newer = standing({ hasPaidWithdrawal: true, usdtRate: { rateE4: 72_000, setAt: 1_735_722_000_000 } });
    let loads = 0;
    const submitted: WithdrawalRequest[] = [];
    const actor = createActor(
      withdrawalMachine.provide({
        actors: {
          loadStanding: fromPromise(async () => (++loads === 1 ? crypto : newer)),
          submitWithdrawal: fromPromise(async ({ input }) => {
            submitted.push(input);
            if (input.rate === '7.1000') throw { code: 409, msg: 'The USDT rate has changed to 1 USDT = ¥7.20.', field: 'rate' };
            return { id: 9, orderNo: 'W9', amount: '720.00', cryptoAmount: '100.00', cryptoRate: '7.2000' };
          }),
          fetchOrderOutcome: fromPromise(async (): Promise<WithdrawalLook> => 'paid'),
        },
        delays: { orderPoll: 0 },
      }),
    ).start();
    await settled(actor);
    actor.send({ type: 'SET_ACCOUNT', accountKey: 'blockchain:1' });
    actor.send({ type: 'SET_AMOUNT', amount: '100' });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    const again = await waitFor(actor, (snapshot) => loads === 2 && snapshot.matches('form'));
    expect([again.context.accountKey, again.context.amount, again.context.password]).toEqual(['blockchain:1', '100', '']);
    expect(withdrawalEstimate(again.context)).toEqual({ cnyMinor: 72_000, rate: newer.usdtRate });
    actor.send({ type: 'SET_PASSWORD', password: '654321' });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(submitted.map((request) => request.rate)).toEqual(['7.1000', '7.2000']);
    expect(done.context.held).toMatchObject({ cryptoAmount: '100.00', cryptoRate: '7.2000' });
  });
});
