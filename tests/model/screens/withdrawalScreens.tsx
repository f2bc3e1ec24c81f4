import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { withdrawalMachine, type WithdrawalContext } from '../../../machines/withdrawal';
import { ORDER_POLL_MS } from '../../../machines/fragments/orderWatch';
import { payoutFormMachine, payoutFormProblems, type PayoutField, type PayoutFormContext, type PayoutFormInput } from '../../../machines/payoutForm';
import { withdrawGate } from '../../../machines/rules/withdrawal';
import { WithdrawalFlow } from '../../../src/features/withdrawal/WithdrawalPage';
import { PayoutFormDialog } from '../../../src/features/payout/PayoutFormDialog';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

type Held = Record<string, ReturnType<typeof deferred<unknown>> | undefined>;

/** An actor whose promise the replay settles when the path says so. */
const holding = (held: Held, name: string) =>
  fromPromise(() => {
    held[name] = deferred<unknown>();
    return held[name]!.promise;
  });

const settle = async (held: Held, name: string, outcome: 'done' | 'error', value: unknown) => {
  await act(async () => (outcome === 'done' ? held[name]!.resolve(value) : held[name]!.reject(value)));
};

type WithdrawalUi = ReturnType<typeof renderWithSite> & { held: Held };

const input = (name: string) => document.querySelector<HTMLInputElement>(`.withdrawal-form input[name="${name}"]`)!;
const submitButton = () => document.querySelector<HTMLButtonElement>('.withdrawal-form__submit')!;
const button = (id: string) => screen.getByRole('button', { name: text(id) });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawalContext;

function seeGate(expected: AnyMachineSnapshot) {
  const gate = withdrawGate(contextOf(expected).standing!)!;
  expect(screen.getByRole('alert').textContent).toContain(text(gate.key, gate.values as Record<string, string>));
}

function seeOutcome(phase: string) {
  expect(document.querySelector('.withdrawal-outcome')?.getAttribute('data-phase')).toBe(phase);
}

export const withdrawalScreen: ScreenAdapter<WithdrawalUi> = {
  flowId: 'withdrawal',
  mount() {
    // The order watch's interval runs on the test's word (real time still moves the clock on, as in the other screens).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const held: Held = {};
    const logic = withdrawalMachine.provide({
      actors: {
        loadStanding: holding(held, 'loadStanding') as never,
        recycle: holding(held, 'recycle') as never,
        submitWithdrawal: holding(held, 'submitWithdrawal') as never,
        fetchOrderOutcome: holding(held, 'fetchOrderOutcome') as never,
      },
    });
    return { ...renderWithSite(<WithdrawalFlow logic={logic} />), held };
  },
  unmount() {
    vi.useRealTimers();
  },
  events: {
    'xstate.done.actor.loadStanding': (ui, event) => settle(ui.held, 'loadStanding', 'done', event.output),
    'xstate.error.actor.loadStanding': (ui, event) => settle(ui.held, 'loadStanding', 'error', event.error),
    'xstate.done.actor.recycle': (ui) => settle(ui.held, 'recycle', 'done', undefined),
    'xstate.error.actor.recycle': (ui, event) => settle(ui.held, 'recycle', 'error', event.error),
    'xstate.done.actor.submitWithdrawal': (ui, event) => settle(ui.held, 'submitWithdrawal', 'done', event.output),
    'xstate.error.actor.submitWithdrawal': (ui, event) => settle(ui.held, 'submitWithdrawal', 'error', event.error),
    async 'xstate.after.orderPoll.withdrawal.held.resting'() {
      await act(async () => void (await vi.advanceTimersByTimeAsync(ORDER_POLL_MS)));
    },
    'xstate.done.actor.fetchOrderOutcome': (ui, event) => settle(ui.held, 'fetchOrderOutcome', 'done', event.output),
    'xstate.error.actor.fetchOrderOutcome': (ui, event) => settle(ui.held, 'fetchOrderOutcome', 'error', event.error),
    async RETRY(ui) {
      await ui.user.click(screen.queryByRole('button', { name: text('withdrawal.retry') }) ?? button('withdrawal.checkAgain'));
    },
    async SET_ACCOUNT(ui, event) {
      await ui.user.click(document.querySelector<HTMLInputElement>(`input[name="account"][value="${String(event.accountKey)}"]`)!);
    },
    async SET_AMOUNT(ui, event) {
      await ui.user.clear(input('amount'));
      if (event.amount) await ui.user.type(input('amount'), String(event.amount));
    },
    async SET_METHOD(ui, event) {
      await ui.user.click(document.querySelector<HTMLInputElement>(`input[name="method"][value="${String(event.method)}"]`)!);
    },
    async SET_PASSWORD(ui, event) {
      await ui.user.clear(input('password'));
      await ui.user.type(input('password'), String(event.password));
    },
    async SUBMIT(ui) {
      await ui.user.click(submitButton());
    },
    async RECYCLE(ui) {
      await ui.user.click(button('withdrawal.bringHome'));
    },
    async AGAIN(ui) {
      await ui.user.click(button('withdrawal.again'));
    },
  },
  states: {
    'withdrawal.loading': () => {
      expect(screen.getByText(text('common.loading'))).toBeTruthy();
    },
    'withdrawal.failed': () => {
      expect(screen.getByRole('alert').textContent).toContain(text('withdrawal.loadFailed'));
    },
    // Eventless: the gates are read at once.
    'withdrawal.gating': () => expect.fail('gating is never a resting state'),
    'withdrawal.blocked.realName': (_, expected) => {
      seeGate(expected);
      expect(screen.getByRole('link', { name: text('withdrawal.fix.profile') })).toBeTruthy();
    },
    'withdrawal.blocked.phone': (_, expected) => seeGate(expected),
    'withdrawal.blocked.withdrawPassword': (_, expected) => {
      seeGate(expected);
      expect(screen.getByRole('link', { name: text('withdrawal.fix.withdrawPassword') }).getAttribute('href')).toContain('/mine/userInfo');
    },
    'withdrawal.blocked.unverified': (_, expected) => seeGate(expected),
    'withdrawal.blocked.turnover': (_, expected) => {
      seeGate(expected);
      expect(screen.getByRole('alert').textContent).toContain('123.45');
    },
    'withdrawal.blocked.daily': (_, expected) => seeGate(expected),
    'withdrawal.form': (_, expected) => {
      const context = contextOf(expected);
      expect(submitButton().disabled).toBe(false);
      expect(input('amount').value).toBe(context.amount);
      expect(input('password').value).toBe(context.password);
      expect(document.querySelector<HTMLInputElement>('input[name="account"]:checked')?.value).toBe(context.accountKey);
      expect(document.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value).toBe(context.method);
      // A problem sits under the field it names, or under the form when it names none.
      const problem = document.querySelector('.withdrawal-form [role="alert"]');
      if (context.problem) {
        expect(problem?.textContent).toBe(text(context.problem.key, context.problem.values as Record<string, string>));
        expect(problem?.getAttribute('data-field') ?? null).toBe(context.problem.field ?? null);
      } else expect(problem).toBeNull();
    },
    'withdrawal.recycling': () => {
      expect(submitButton().disabled).toBe(true);
      expect(screen.getByTestId('withdrawal-venues').textContent).toContain(text('auth.submitting'));
    },
    'withdrawal.submitting': () => {
      expect(submitButton().disabled).toBe(true);
      expect(submitButton().textContent).toBe(text('auth.submitting'));
    },
    'withdrawal.held.resting': () => seeOutcome('held'),
    'withdrawal.held.checking': () => seeOutcome('held'),
    'withdrawal.watchLost': () => seeOutcome('watchLost'),
    'withdrawal.done': () => seeOutcome('done'),
    'withdrawal.rejected': () => seeOutcome('rejected'),
  },
};

type PayoutUi = ReturnType<typeof renderWithSite> & { held: Held; closed: string[] };

const payoutInput = (field: PayoutField) => document.querySelector<HTMLInputElement>(`.payout-form input[name="${field}"]:not([type="radio"])`);
const confirmButton = () => document.querySelector<HTMLButtonElement>('.payout-form button[type="submit"]')!;
const codeButton = () => document.querySelector<HTMLButtonElement>('.payout-code button')!;
const payoutContext = (snapshot: AnyMachineSnapshot) => snapshot.context as PayoutFormContext;

function seeFields(expected: AnyMachineSnapshot) {
  const context = payoutContext(expected);
  const problems = payoutFormProblems(context.kind, context.fields, context.realName);
  for (const field of ['alias', 'address', 'smsCode'] as const) {
    expect(payoutInput(field)!.value).toBe(context.fields[field]);
    const shown = document.querySelector(`#payout-${field}-problem`)?.textContent ?? null;
    const rule = context.touched[field] ? problems[field] : null;
    const expectedMessage = rule ?? (context.failure?.field === field ? context.failure.message : null);
    expect(shown).toBe(expectedMessage ? text(expectedMessage) : null);
  }
}

export const payoutFormScreen: ScreenAdapter<PayoutUi> = {
  flowId: 'payoutForm',
  mount(path) {
    const held: Held = {};
    const closed: string[] = [];
    const logic = payoutFormMachine.provide({
      actors: { sendCode: holding(held, 'sendCode') as never, submit: holding(held, 'submit') as never },
      actions: { close: () => closed.push('close') },
    });
    const ui = renderWithSite(
      <PayoutFormDialog input={path.scenario.input as PayoutFormInput} banks={[]} onClose={() => {}} onSaved={() => {}} logic={logic} />,
    );
    return { ...ui, held, closed };
  },
  events: {
    async SET_FIELD(ui, event) {
      const field = payoutInput(event.field as PayoutField)!;
      await ui.user.clear(field);
      if (event.value) await ui.user.type(field, String(event.value));
    },
    async SEND_CODE(ui) {
      await ui.user.click(codeButton());
    },
    async SUBMIT(ui) {
      await ui.user.click(confirmButton());
    },
    'xstate.done.actor.sendCode': (ui) => settle(ui.held, 'sendCode', 'done', undefined),
    'xstate.error.actor.sendCode': (ui, event) => settle(ui.held, 'sendCode', 'error', event.error),
    'xstate.done.actor.submit': (ui) => settle(ui.held, 'submit', 'done', undefined),
    'xstate.error.actor.submit': (ui, event) => settle(ui.held, 'submit', 'error', event.error),
    async 'xstate.after.oneSecond.payoutForm.open.code.coolingDown'() {
      // The adapter's resend wait is 2 s on the real clock: a second's wait shows the next count.
      await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    },
  },
  states: {
    'payoutForm.open.entry.editing': (_, expected) => {
      expect(confirmButton().disabled).toBe(false);
      seeFields(expected);
    },
    'payoutForm.open.entry.submitting': () => {
      expect(confirmButton().disabled).toBe(true);
      expect(confirmButton().textContent).toBe(text('auth.submitting'));
    },
    'payoutForm.open.code.ready': () => {
      expect(codeButton().disabled).toBe(false);
      expect(codeButton().textContent).toBe(text('payout.sendCode'));
    },
    'payoutForm.open.code.sending': () => {
      expect(codeButton().disabled).toBe(true);
    },
    'payoutForm.open.code.coolingDown': (_, expected) => {
      expect(codeButton().disabled).toBe(true);
      expect(codeButton().textContent).toBe(text('payout.resendIn', { seconds: payoutContext(expected).secondsLeft }));
    },
    'payoutForm.saved': (ui) => {
      expect(ui.closed).toEqual(['close']);
    },
  },
};
