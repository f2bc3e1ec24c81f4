import { assign, type EventObject } from 'xstate';
import { SMS_RESEND_SECONDS } from '../rules/smsCode';

/**
 * The SMS (or e-mail) code's send and resend wait, written once for every form that sends a code
 * (registration, forgot password, payout accounts, the personal page's dialogs). A machine spreads
 * `smsCooldownSetup<Context, Event>()` into its `setup()` (the actions, the guard and the delay, typed by
 * that machine) and places `smsCodeStates(...)` (or only `coolingDownState(...)`) in its chart, so each
 * diagram still draws the wait. The resend comes back after `resendSeconds` ticks of one second.
 */

export { SMS_RESEND_SECONDS };

/** What the wait keeps in the machine's context. */
export interface SmsCooldownContext {
  /** Seconds until a code may be sent again; 0 when it may. */
  secondsLeft: number;
  /** The wait after a send: SMS_RESEND_SECONDS (a test model may shorten it). */
  resendSeconds: number;
}

/** The context the wait starts with. */
export const smsCooldownContext = (resendSeconds: number = SMS_RESEND_SECONDS): SmsCooldownContext => ({ secondsLeft: 0, resendSeconds });

/** The wait's step. */
export const COOLDOWN_TICK_MS = 1000;

/** The actions, guard and delay the wait's states name; spread each into the machine's setup(). */
export function smsCooldownSetup<TContext extends SmsCooldownContext, TEvent extends EventObject>() {
  return {
    actions: {
      startCountdown: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ secondsLeft: context.resendSeconds }) as Partial<TContext>),
      tick: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) }) as Partial<TContext>),
    },
    guards: {
      /** More than the last second is left: the tick stays in the wait. */
      countdownRunning: ({ context }: { context: TContext }) => context.secondsLeft > 1,
    },
    delays: { oneSecond: COOLDOWN_TICK_MS },
  };
}

/** The wait itself: one tick a second, and at the last one the state where a code may be sent again. */
export const coolingDownState = <TReady extends string>(ready: TReady) => ({
  tags: ['codeSent'] as const,
  after: {
    oneSecond: [
      { guard: 'countdownRunning' as const, target: 'coolingDown' as const, reenter: true, actions: 'tick' as const },
      { target: ready, actions: 'tick' as const },
    ],
  },
});

/** A transition tried, in order, before a code is sent: a field that must pass first. */
type Refusal<TGuard, TAction> = { guard: TGuard; actions?: TAction };

export interface SmsCodeStatesOptions<TSend, TSent, TFailed, TGuard, TAction, TInput> {
  /** The send event (SEND_CODE, RESEND). */
  event: TSend;
  /** Refusals tried before the send, in order; the first that holds keeps the state. */
  refusals: ReadonlyArray<Refusal<TGuard, TAction>>;
  /** What the sending actor receives (undefined when it takes nothing). */
  input: TInput;
  /** Actions when a code went out (the countdown starts after them). */
  sent?: readonly TSent[];
  /** Actions when the send failed (back to ready). */
  failed?: readonly TFailed[];
  /** Extra tags of the ready and sending states (forgot password draws its captcha there). */
  readyTags?: readonly string[];
  sendingTags?: readonly string[];
}

/**
 * Ready, sending, cooling down: the three states of a form's code button. The sending actor is `sendCode`;
 * sending shows the tag `sendingCode`, the wait `codeSent`.
 */
export function smsCodeStates<const TSend extends string, const TGuard, const TAction, const TInput, const TSent = never, const TFailed = never>(
  options: SmsCodeStatesOptions<TSend, TSent, TFailed, TGuard, TAction, TInput>,
) {
  return {
    ready: {
      tags: options.readyTags ?? [],
      on: { [options.event]: [...options.refusals, { target: 'sending' as const }] } as Record<TSend, Array<Refusal<TGuard, TAction> | { target: 'sending' }>>,
    },
    sending: {
      tags: ['sendingCode', ...(options.sendingTags ?? [])],
      invoke: {
        id: 'sendCode' as const,
        src: 'sendCode' as const,
        input: options.input,
        onDone: { target: 'coolingDown' as const, actions: [...(options.sent ?? []), 'startCountdown' as const] },
        onError: { target: 'ready' as const, actions: [...(options.failed ?? [])] },
      },
    },
    coolingDown: coolingDownState('ready'),
  };
}
