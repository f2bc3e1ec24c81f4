import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { SMS_RESEND_SECONDS, smsCodeStates, smsCooldownContext, smsCooldownSetup, type SmsCooldownContext } from '../../machines/fragments/smsCooldown';
import { registerFormMachine } from '../../machines/registerForm';
import { forgotPasswordMachine } from '../../machines/forgotPassword';
import { payoutFormMachine } from '../../machines/payoutForm';
import { securityFormMachine } from '../../machines/securityForm';
import { RESEND_INTERVAL_MS } from '../../server/features/verification/codes';

afterEach(() => vi.useRealTimers());

interface Context extends SmsCooldownContext {
  phoneValid: boolean;
}
type Event = { type: 'SEND_CODE' };

const cooldown = smsCooldownSetup<Context, Event>();

/** The smallest form that sends a code: one refusal (a bad phone), the fragment's three states. */
const codeButton = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as { phoneValid: boolean; resendSeconds?: number } },
  actors: { sendCode: fromPromise<void, { phoneValid: boolean }>(async () => {}) },
  actions: { ...cooldown.actions, flagPhone: () => {} },
  guards: { ...cooldown.guards, phoneInvalid: ({ context }) => !context.phoneValid },
  delays: cooldown.delays,
}).createMachine({
  context: ({ input }) => ({ phoneValid: input.phoneValid, ...smsCooldownContext(input.resendSeconds) }),
  initial: 'ready',
  states: smsCodeStates({
    event: 'SEND_CODE',
    refusals: [{ guard: 'phoneInvalid', actions: 'flagPhone' }],
    input: ({ context }: { context: Context }) => ({ phoneValid: context.phoneValid }),
  }),
});

function start(input: { phoneValid: boolean; resendSeconds?: number }) {
  vi.useFakeTimers();
  const sends: unknown[] = [];
  const actor = createActor(codeButton.provide({ actors: { sendCode: fromPromise(async ({ input: sent }) => void sends.push(sent)) } }), { input }).start();
  return { actor, sends };
}

describe('the SMS code cooldown fragment', () => {
  // The spec leaves the number open (section 9: "SMS resend countdown in seconds: not shown"); the site chose 60.
  it('waits 60 seconds after a send: at 59 s a send is still refused, at 60 s it goes', async () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    const { actor, sends } = start({ phoneValid: true });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sends).toEqual([{ phoneValid: true }]);
    expect(actor.getSnapshot().hasTag('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: 'SEND_CODE' });
    expect(sends).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('coolingDown');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    actor.send({ type: 'SEND_CODE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sends).toHaveLength(2);
  });

  it('a refusal keeps the button ready and sends nothing', async () => {
    const { actor, sends } = start({ phoneValid: false });
    actor.send({ type: 'SEND_CODE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(sends).toEqual([]);
  });

  it('a failed send is ready again at once, with no wait', async () => {
    vi.useFakeTimers();
    const actor = createActor(codeButton.provide({ actors: { sendCode: fromPromise(() => Promise.reject(new Error('limit'))) } }), { input: { phoneValid: true } }).start();
    actor.send({ type: 'SEND_CODE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('a shorter wait (a test model) ends after its own seconds', async () => {
    const { actor } = start({ phoneValid: true, resendSeconds: 2 });
    actor.send({ type: 'SEND_CODE' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('coolingDown');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('every form that sends a code and the server wait the same 60 seconds', () => {
    const waits = [
      createActor(registerFormMachine, { input: {} }).getSnapshot().context.resendSeconds,
      createActor(forgotPasswordMachine, { input: {} }).getSnapshot().context.resendSeconds,
      createActor(payoutFormMachine, { input: { kind: 'bankCard', realName: null } }).getSnapshot().context.resendSeconds,
      createActor(securityFormMachine, { input: { kind: 'phone', realNameSet: true, today: '2026-11-25' } }).getSnapshot().context.resendSeconds,
    ];
    expect(waits).toEqual([60, 60, 60, 60]);
    expect(RESEND_INTERVAL_MS).toBe(60 * 1000);
  });
});
