import type { SnapshotFrom } from 'xstate';
import type { loginFormMachine, LoginField, LoginFormEvent } from '../../machines/loginForm';
import { captchaUrl } from '../api/guest';

/** Turns the login form's state into what its view shows and the callbacks it calls. */
export function connectLoginForm(
  state: SnapshotFrom<typeof loginFormMachine>,
  send: (event: LoginFormEvent) => void,
  captchaRequired: boolean,
) {
  return {
    values: { userName: state.context.userName, password: state.context.password, code: state.context.code },
    captchaSrc: captchaRequired ? captchaUrl(state.context.codeId) : null,
    busy: state.hasTag('busy'),
    missingKey: state.context.missing,
    edit: (field: LoginField, value: string) => send({ type: 'EDIT', field, value }),
    submit: () => send({ type: 'SUBMIT', captchaRequired }),
    refreshCaptcha: () => send({ type: 'REFRESH_CAPTCHA' }),
  };
}
