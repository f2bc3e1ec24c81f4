import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { GATE_MESSAGES, withdrawalFormProblem, withdrawalMachine, type HeldWithdrawal, type WithdrawalRequest, type WithdrawalStanding } from '../../machines/withdrawal';
import { OPEN_STANDING, standing } from './withdrawalFixtures';

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
          return options.submit ? options.submit(input) : { orderNo: 'W1', amount: input.amount };
        }),
        awaitOutcome: fromPromise(async () => options.outcome ?? 'paid'),
      },
      actions: { announceSubmitted: () => calls.push('announceSubmitted'), refreshBalances: () => calls.push('refreshBalances') },
    }),
  ).start();
  return { actor, submitted, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('submitting') && !snapshot.matches('recycling'));

describe('withdrawal gates, in the spec’s order', () => {
  const closed = { hasRealName: false, hasPhone: false, hasWithdrawPassword: false, unverifiedOrder: true, remainingTurnoverMinor: 1, dailyCountLeft: 0 };
  const cases: Array<[string, Partial<WithdrawalStanding>, string]> = [
    ['realName', closed, GATE_MESSAGES.realName],
    ['phone', { ...closed, hasRealName: true }, GATE_MESSAGES.phone],
    ['withdrawPassword', { ...closed, hasRealName: true, hasPhone: true }, GATE_MESSAGES.withdrawPassword],
    ['unverified', { ...closed, hasRealName: true, hasPhone: true, hasWithdrawPassword: true }, GATE_MESSAGES.unverified],
    ['turnover', { ...closed, hasRealName: true, hasPhone: true, hasWithdrawPassword: true, unverifiedOrder: false }, GATE_MESSAGES.turnover],
    ['daily', { ...closed, hasRealName: true, hasPhone: true, hasWithdrawPassword: true, unverifiedOrder: false, remainingTurnoverMinor: 0 }, GATE_MESSAGES.daily],
  ];
  it.each(cases)('%s is the first gate closed when every earlier one is open', async (gateName, changes, message) => {
    const { actor } = start(standing(changes));
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ blocked: gateName });
    expect(GATE_MESSAGES[gateName as keyof typeof GATE_MESSAGES]).toBe(message);
  });

  it('the daily limit used up closes the gate as the count does', async () => {
    const { actor } = start(standing({ dailyLimitLeftMinor: 0 }));
    expect((await settled(actor)).value).toEqual({ blocked: 'daily' });
  });

  it('with every gate open the form opens on the first bound account', async () => {
    const { actor } = start(OPEN_STANDING);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.accountId).toBe('bank-1');
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
  const form = { standing: OPEN_STANDING, accountId: 'bank-1', amount: '100.00', password: '123456' };
  it('accepts an amount within balance and limits', () => {
    expect(withdrawalFormProblem(form)).toBeNull();
  });
  it.each([
    [{ accountId: null }, 'withdrawal.form.chooseAccount'],
    [{ accountId: 'coin-1' }, 'withdrawal.form.cryptoAfterFirst'],
    [{ amount: '' }, 'rule.amount.required'],
    [{ amount: '2000.01' }, 'withdrawal.form.overBalance'],
    [{ amount: '99.99' }, 'withdrawal.form.belowMinimum'],
    [{ password: '12345' }, 'withdrawal.form.password'],
  ])('refuses %o with %s', (changes, problem) => {
    expect(withdrawalFormProblem({ ...form, ...changes })).toBe(problem);
  });
  it('takes the whole balance and the minimum at their edges', () => {
    expect(withdrawalFormProblem({ ...form, amount: '2000.00' })).toBeNull();
    expect(withdrawalFormProblem({ ...form, amount: '100.00' })).toBeNull();
  });
  it('allows crypto once a withdrawal has been paid out', () => {
    expect(withdrawalFormProblem({ ...form, accountId: 'coin-1', standing: standing({ hasPaidWithdrawal: true }) })).toBeNull();
  });
  it('keeps within the maximum and what is left of today’s limit', () => {
    const rich = standing({ centralBalanceMinor: 10_000_000, maxAmountMinor: 300_000, dailyLimitLeftMinor: 200_000 });
    expect(withdrawalFormProblem({ ...form, standing: rich, amount: '3000.01' })).toBe('withdrawal.form.aboveMaximum');
    expect(withdrawalFormProblem({ ...form, standing: rich, amount: '2000.01' })).toBe('withdrawal.form.overDailyLimit');
    expect(withdrawalFormProblem({ ...form, standing: rich, amount: '2000.00' })).toBeNull();
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
    expect(actor.getSnapshot().context.problem).toBe('withdrawal.form.overBalance');
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
    expect(submitted).toEqual([{ accountId: 'bank-1', kind: 'bank', amount: '150', method: 'appointment', password: '654321' }]);
    expect(done.context.held).toEqual({ orderNo: 'W1', amount: '150' });
    expect(done.context.password).toBe('');
    expect(calls).toContain('announceSubmitted');
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
