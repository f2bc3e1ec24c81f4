import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';

export const loginFormModel: ModelAdapter = {
  flowId: 'loginForm',
  scenarios: [{ name: 'login form' }],
  events: [
    { type: 'EDIT', field: 'userName', value: 'demo01' },
    { type: 'EDIT', field: 'password', value: 'demo1234' },
    { type: 'EDIT', field: 'code', value: 'ab12' },
    { type: 'SUBMIT', captchaRequired: true },
    { type: 'SUBMIT', captchaRequired: false },
    { type: 'REFRESH_CAPTCHA' },
    { type: 'xstate.done.actor.login', output: 'fresh-token' },
    { type: 'xstate.error.actor.login', error: new Error('wrong password') },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { userName, password, code } = snapshot.context;
    return JSON.stringify([snapshot.value, userName !== '', password !== '', code !== '']);
  },
};
