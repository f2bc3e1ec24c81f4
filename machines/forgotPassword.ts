import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';
import { checkConfirmPassword, checkPassword, checkSmsCode, checkUserName } from './rules/validation';

/**
 * Password recovery on the login page (spec sections 2 and 7): the account name, a choice of phone or
 * e-mail, a code with a 60-second resend countdown, then the new password. Back goes one step back;
 * a refused call keeps the step and shows the server's message.
 */

export const FORGOT_RESEND_SECONDS = 60;

export type ForgotChannel = 'phone' | 'email';
export type ForgotField = 'userName' | 'code' | 'newPassword' | 'confirmPassword';

export interface ForgotContext {
  userName: string;
  channel: ForgotChannel;
  code: string;
  newPassword: string;
  confirmPassword: string;
  secondsLeft: number;
  /** The resend wait: the spec's 60 seconds (a test model may shorten it). */
  resendSeconds: number;
  /** A rule's locale key, or null. */
  problem: string | null;
  /** The server's message of a refused call, or null. */
  failure: string | null;
}

export type ForgotEvent =
  | { type: 'SET_FIELD'; field: ForgotField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CHOOSE'; channel: ForgotChannel }
  | { type: 'RESEND' }
  | { type: 'BACK' };

export const forgotProblem = (context: ForgotContext, step: 'account' | 'code' | 'password'): string | null => {
  if (step === 'account') return checkUserName(context.userName);
  if (step === 'code') return checkSmsCode(context.code);
  return checkPassword(context.newPassword) ?? checkConfirmPassword(context.newPassword, context.confirmPassword);
};

const failureOf = ({ event }: { event: { error?: unknown } }) => ({ failure: callFailureOf(event.error).msg ?? 'call.network' });

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
    input: {} as { resendSeconds?: number } | undefined,
  },
  actors: {
    firstStep: fromPromise<void, { userName: string }>(() => {
      throw new Error('forgotPassword: firstStep was not provided');
    }),
    sendCode: fromPromise<void, { userName: string; channel: ForgotChannel }>(() => {
      throw new Error('forgotPassword: sendCode was not provided');
    }),
    checkCode: fromPromise<void, { userName: string; channel: ForgotChannel; code: string }>(() => {
      throw new Error('forgotPassword: checkCode was not provided');
    }),
    resetPassword: fromPromise<void, Omit<ForgotContext, 'secondsLeft' | 'resendSeconds' | 'problem' | 'failure'>>(() => {
      throw new Error('forgotPassword: resetPassword was not provided');
    }),
  },
  actions: {
    setField: assign((_, params: { field: ForgotField; value: string }) => ({
      [params.field]: params.field === 'code' ? params.value.replace(/\D/g, '').slice(0, 6) : params.value.replace(/\W/g, ''),
      problem: null,
      failure: null,
    })),
    choose: assign((_, params: { channel: ForgotChannel }) => ({ channel: params.channel, code: '', failure: null })),
    flag: assign({ problem: (_, params: { problem: string | null }) => params.problem }),
    fail: assign({ failure: (_, params: { failure: string }) => params.failure }),
    clearMessages: assign({ problem: null, failure: null }),
    startCountdown: assign({ secondsLeft: ({ context }) => context.resendSeconds }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    announceDone: () => {},
  },
  guards: {
    accountInvalid: ({ context }) => forgotProblem(context, 'account') !== null,
    codeInvalid: ({ context }) => forgotProblem(context, 'code') !== null,
    passwordInvalid: ({ context }) => forgotProblem(context, 'password') !== null,
    countdownRunning: ({ context }) => context.secondsLeft > 1,
  },
  delays: { oneSecond: 1000 },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    userName: '',
    channel: 'phone',
    code: '',
    newPassword: '',
    confirmPassword: '',
    secondsLeft: 0,
    resendSeconds: input?.resendSeconds ?? FORGOT_RESEND_SECONDS,
    problem: null,
    failure: null,
  }),
  initial: 'account',
  on: { SET_FIELD: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } } },
  states: {
    account: {
      tags: ['stepAccount'],
      on: {
        SUBMIT: [
          { guard: 'accountInvalid', actions: { type: 'flag', params: ({ context }) => ({ problem: forgotProblem(context, 'account') }) } },
          { target: 'checkingAccount' },
        ],
      },
    },
    checkingAccount: {
      tags: ['stepAccount', 'busy'],
      invoke: {
        src: 'firstStep',
        id: 'firstStep',
        input: ({ context }) => ({ userName: context.userName }),
        onDone: { target: 'method', actions: 'clearMessages' },
        onError: { target: 'account', actions: { type: 'fail', params: failureOf } },
      },
    },
    method: {
      tags: ['stepMethod'],
      on: {
        CHOOSE: { target: 'sending', actions: { type: 'choose', params: ({ event }) => ({ channel: event.channel }) } },
        BACK: { target: 'account', actions: 'clearMessages' },
      },
    },
    sending: {
      tags: ['stepMethod', 'busy'],
      invoke: {
        src: 'sendCode',
        id: 'sendCode',
        input: ({ context }) => ({ userName: context.userName, channel: context.channel }),
        onDone: { target: 'code.coolingDown', actions: ['clearMessages', 'startCountdown'] },
        onError: { target: 'method', actions: { type: 'fail', params: failureOf } },
      },
    },
    code: {
      tags: ['stepCode'],
      initial: 'coolingDown',
      on: {
        BACK: { target: 'method', actions: 'clearMessages' },
        SUBMIT: [
          { guard: 'codeInvalid', actions: { type: 'flag', params: ({ context }) => ({ problem: forgotProblem(context, 'code') }) } },
          { target: 'checkingCode' },
        ],
      },
      states: {
        coolingDown: {
          tags: ['codeSent'],
          after: {
            oneSecond: [
              { guard: 'countdownRunning', target: 'coolingDown', reenter: true, actions: 'tick' },
              { target: 'canResend', actions: 'tick' },
            ],
          },
        },
        canResend: {
          on: { RESEND: 'resending' },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            src: 'sendCode',
            id: 'sendCode',
            input: ({ context }) => ({ userName: context.userName, channel: context.channel }),
            onDone: { target: 'coolingDown', actions: ['clearMessages', 'startCountdown'] },
            onError: { target: 'canResend', actions: { type: 'fail', params: failureOf } },
          },
        },
      },
    },
    checkingCode: {
      tags: ['stepCode', 'busy'],
      invoke: {
        src: 'checkCode',
        id: 'checkCode',
        input: ({ context }) => ({ userName: context.userName, channel: context.channel, code: context.code }),
        onDone: { target: 'password', actions: 'clearMessages' },
        onError: { target: 'code.canResend', actions: { type: 'fail', params: failureOf } },
      },
    },
    password: {
      tags: ['stepPassword'],
      on: {
        BACK: { target: 'code.canResend', actions: 'clearMessages' },
        SUBMIT: [
          { guard: 'passwordInvalid', actions: { type: 'flag', params: ({ context }) => ({ problem: forgotProblem(context, 'password') }) } },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      tags: ['stepPassword', 'busy'],
      invoke: {
        src: 'resetPassword',
        id: 'resetPassword',
        input: ({ context }) => ({
          userName: context.userName,
          channel: context.channel,
          code: context.code,
          newPassword: context.newPassword,
          confirmPassword: context.confirmPassword,
        }),
        onDone: { target: 'done', actions: 'announceDone' },
        onError: { target: 'password', actions: { type: 'fail', params: failureOf } },
      },
    },
    done: { tags: ['stepDone'], type: 'final' },
  },
});
