import { assign, fromPromise, setup } from 'xstate';
import { checkLogin, normaliseCaptcha, stripNonWord, type LoginFields } from './rules/validation';
import { randomUuid } from './rules/ids';

/**
 * The header and login-page form of spec sections 4 and 5: inputs strip
 * non-word characters, nothing is sent until the required fields are there,
 * a failed login refreshes the captcha, a success clears the form.
 */

export type LoginField = keyof LoginFields;

export interface LoginRequest extends LoginFields {
  codeId: string;
}

export interface LoginFormContext extends LoginFields {
  codeId: string;
  missing: string | null;
}

export type LoginFormEvent =
  | { type: 'EDIT'; field: LoginField; value: string }
  | { type: 'SUBMIT'; captchaRequired: boolean }
  | { type: 'REFRESH_CAPTCHA' };

const emptyFields: LoginFields = { userName: '', password: '', code: '' };

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
  },
  actors: {
    login: fromPromise<string, LoginRequest>(() => {
      throw new Error('loginForm: login was not provided');
    }),
  },
  actions: {
    edit: assign(({ context }, params: { field: LoginField; value: string }) => ({
      ...context,
      [params.field]: params.field === 'code' ? normaliseCaptcha(params.value) : stripNonWord(params.value),
      missing: null,
    })),
    flagMissing: assign({ missing: (_, params: { missing: string | null }) => params.missing }),
    renewCaptcha: assign({ codeId: () => randomUuid(), code: '' }),
    clearFields: assign({ ...emptyFields, missing: null }),
    loggedIn: (_, _params: { token: string }) => {},
  },
  guards: {
    incomplete: ({ context }, params: { captchaRequired: boolean }) =>
      checkLogin(context, params.captchaRequired) !== null,
  },
}).createMachine({
  id: 'loginForm',
  context: () => ({ ...emptyFields, codeId: randomUuid(), missing: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: {
          actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        REFRESH_CAPTCHA: { actions: 'renewCaptcha' },
        SUBMIT: [
          {
            guard: { type: 'incomplete', params: ({ event }) => ({ captchaRequired: event.captchaRequired }) },
            actions: {
              type: 'flagMissing',
              params: ({ context, event }) => ({ missing: checkLogin(context, event.captchaRequired) }),
            },
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          userName: context.userName,
          password: context.password,
          code: context.code,
          codeId: context.codeId,
        }),
        onDone: {
          target: 'editing',
          actions: ['clearFields', 'renewCaptcha', { type: 'loggedIn', params: ({ event }) => ({ token: event.output }) }],
        },
        onError: { target: 'editing', actions: 'renewCaptcha' },
      },
    },
  },
});
