import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';
import { randomUuid } from './rules/ids';
import { SMS_RESEND_SECONDS, smsCodeStates, smsCooldownContext, smsCooldownSetup, type SmsCooldownContext } from './fragments/smsCooldown';
import { checkConfirmPassword, checkPassword, checkSmsCode, checkUserName, normaliseCaptcha } from './rules/validation';

/**
 * Password recovery on the login page (spec sections 2 and 7): the account name, a choice of phone or
 * e-mail, a code with a 60-second resend countdown, then the new password. Back goes one step back;
 * a refused call keeps the step and shows the server's message. Every code send (the first and each
 * resend) carries a solved captcha, as registration's sends do (issue 22): the picture shows where a
 * send can start (tag `captcha`), a send without its text is refused here, and each send spends the
 * picture, so a new one follows.
 */

export const FORGOT_RESEND_SECONDS = SMS_RESEND_SECONDS;

export type ForgotChannel = 'phone' | 'email';
export type ForgotField = 'userName' | 'captcha' | 'code' | 'newPassword' | 'confirmPassword';

/** A solved captcha as the send carries it: the picture's text and the id it was fetched with. */
export interface ForgotCaptcha {
  code: string;
  codeId: string;
}

export interface ForgotContext extends SmsCooldownContext {
  userName: string;
  channel: ForgotChannel;
  /** The captcha picture's text as typed, and the id the picture was fetched with. */
  captcha: string;
  captchaId: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
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
  | { type: 'RENEW_CAPTCHA' }
  | { type: 'BACK' };

/** What a code send needs before it goes: the captcha's text. */
export const captchaProblem = (context: ForgotContext): string | null => (context.captcha === '' ? 'forgot.captchaRequired' : null);

export const forgotProblem = (context: ForgotContext, step: 'account' | 'code' | 'password'): string | null => {
  if (step === 'account') return checkUserName(context.userName);
  if (step === 'code') return checkSmsCode(context.code);
  return checkPassword(context.newPassword) ?? checkConfirmPassword(context.newPassword, context.confirmPassword);
};

const failureOf = ({ event }: { event: { error?: unknown } }) => ({ failure: callFailureOf(event.error).msg ?? 'call.network' });

const sendInput = ({ context }: { context: ForgotContext }) => ({
  userName: context.userName,
  channel: context.channel,
  captcha: { code: context.captcha, codeId: context.captchaId },
});

const cooldown = smsCooldownSetup<ForgotContext, ForgotEvent>();

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
    sendCode: fromPromise<void, { userName: string; channel: ForgotChannel; captcha: ForgotCaptcha }>(() => {
      throw new Error('forgotPassword: sendCode was not provided');
    }),
    checkCode: fromPromise<void, { userName: string; channel: ForgotChannel; code: string }>(() => {
      throw new Error('forgotPassword: checkCode was not provided');
    }),
    resetPassword: fromPromise<void, Omit<ForgotContext, 'secondsLeft' | 'resendSeconds' | 'problem' | 'failure' | 'captcha' | 'captchaId'>>(() => {
      throw new Error('forgotPassword: resetPassword was not provided');
    }),
  },
  actions: {
    setField: assign((_, params: { field: ForgotField; value: string }) => ({
      [params.field]:
        params.field === 'code'
          ? params.value.replace(/\D/g, '').slice(0, 6)
          : params.field === 'captcha'
            ? normaliseCaptcha(params.value)
            : params.value.replace(/\W/g, ''),
      problem: null,
      failure: null,
    })),
    // The server spends a captcha at each send, whatever the outcome: the next send needs a new picture.
    renewCaptcha: assign({ captchaId: () => randomUuid(), captcha: '' }),
    // A captcha typed for a send that does not follow (the member went back, or checked the code instead)
    // is typed again for the next one; its "type the picture's text" message goes with it.
    dropCaptchaText: assign({ captcha: '', problem: null }),
    choose: assign((_, params: { channel: ForgotChannel }) => ({ channel: params.channel, code: '', failure: null })),
    flag: assign({ problem: (_, params: { problem: string | null }) => params.problem }),
    fail: assign({ failure: (_, params: { failure: string }) => params.failure }),
    clearMessages: assign({ problem: null, failure: null }),
    ...cooldown.actions,
    announceDone: () => {},
  },
  guards: {
    accountInvalid: ({ context }) => forgotProblem(context, 'account') !== null,
    codeInvalid: ({ context }) => forgotProblem(context, 'code') !== null,
    passwordInvalid: ({ context }) => forgotProblem(context, 'password') !== null,
    captchaMissing: ({ context }) => captchaProblem(context) !== null,
    ...cooldown.guards,
  },
  delays: cooldown.delays,
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    userName: '',
    channel: 'phone',
    captcha: '',
    captchaId: randomUuid(),
    code: '',
    newPassword: '',
    confirmPassword: '',
    ...smsCooldownContext(input?.resendSeconds),
    problem: null,
    failure: null,
  }),
  initial: 'account',
  on: {
    SET_FIELD: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
    RENEW_CAPTCHA: { actions: 'renewCaptcha' },
  },
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
      tags: ['stepMethod', 'captcha'],
      on: {
        CHOOSE: [
          { guard: 'captchaMissing', actions: { type: 'flag', params: ({ context }) => ({ problem: captchaProblem(context) }) } },
          { target: 'sending', actions: { type: 'choose', params: ({ event }) => ({ channel: event.channel }) } },
        ],
        BACK: { target: 'account', actions: ['clearMessages', 'dropCaptchaText'] },
      },
    },
    sending: {
      tags: ['stepMethod', 'captcha', 'busy'],
      invoke: {
        src: 'sendCode',
        id: 'sendCode',
        input: sendInput,
        onDone: { target: 'code.coolingDown', actions: ['clearMessages', 'startCountdown', 'renewCaptcha'] },
        onError: { target: 'method', actions: [{ type: 'fail', params: failureOf }, 'renewCaptcha'] },
      },
    },
    code: {
      tags: ['stepCode'],
      initial: 'coolingDown',
      on: {
        BACK: { target: 'method', actions: 'clearMessages' },
        SUBMIT: [
          { guard: 'codeInvalid', actions: { type: 'flag', params: ({ context }) => ({ problem: forgotProblem(context, 'code') }) } },
          { target: 'checkingCode', actions: 'dropCaptchaText' },
        ],
      },
      // The first code went from the method step; from here on a resend, each with a new captcha.
      states: smsCodeStates({
        event: 'RESEND',
        refusals: [{ guard: 'captchaMissing', actions: { type: 'flag', params: ({ context }: { context: ForgotContext }) => ({ problem: captchaProblem(context) }) } }],
        input: sendInput,
        sent: ['clearMessages', 'renewCaptcha'],
        failed: [{ type: 'fail', params: failureOf }, 'renewCaptcha'],
        readyTags: ['captcha'],
        sendingTags: ['busy', 'captcha'],
      }),
    },
    checkingCode: {
      tags: ['stepCode', 'busy'],
      invoke: {
        src: 'checkCode',
        id: 'checkCode',
        input: ({ context }) => ({ userName: context.userName, channel: context.channel, code: context.code }),
        onDone: { target: 'password', actions: 'clearMessages' },
        onError: { target: 'code.ready', actions: { type: 'fail', params: failureOf } },
      },
    },
    password: {
      tags: ['stepPassword'],
      on: {
        BACK: { target: 'code.ready', actions: 'clearMessages' },
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
