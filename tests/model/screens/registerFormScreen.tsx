import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { RegisterForm } from '../../../src/features/auth/RegisterForm';
import { SMS_RESEND_SECONDS } from '../../../machines/registerForm';
import { deferred, renderWithSite, setLoginCaptcha, text } from '../../components/renderWithSite';
import { SHORT_COUNTDOWN } from '../adapters/registerForm';
import type { ApiMocks, ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & {
  sending: ReturnType<typeof deferred<void>> | null;
  registering: ReturnType<typeof deferred<string>> | null;
};

const button = (pattern: RegExp) => screen.getByRole('button', { name: pattern }) as HTMLButtonElement;
const codeButton = () =>
  button(new RegExp(`^(${text('register.sendCode')}|${text('register.sendingCode')}|${text('register.resendIn', { seconds: '\\d+' })})$`));
const submitButton = () => button(new RegExp(`^(${text('register.submit')}|${text('auth.submitting')})$`));

export function registerFormScreen({ sendRegisterCode, register }: Pick<ApiMocks, 'sendRegisterCode' | 'register'>): ScreenAdapter<Ui> {
  return {
    flowId: 'registerForm',
    mount() {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setLoginCaptcha(true);
      const ui = { ...renderWithSite(<RegisterForm />), sending: null, registering: null } as Ui;
      sendRegisterCode.mockImplementation(() => {
        ui.sending = deferred<void>();
        return ui.sending.promise;
      });
      register.mockImplementation(() => {
        ui.registering = deferred<string>();
        return ui.registering.promise;
      });
      return ui;
    },
    unmount() {
      vi.useRealTimers();
    },
    events: {
      async EDIT(ui, event) {
        const input = ui.container.querySelector<HTMLInputElement>(`#register-${String(event.field)}`)!;
        await ui.user.clear(input);
        await ui.user.type(input, String(event.value));
      },
      async TOGGLE_TERMS(ui) {
        await ui.user.click(ui.container.querySelector<HTMLInputElement>('input[name="agreed"]')!);
      },
      async SEND_CODE(ui) {
        await ui.user.click(codeButton());
      },
      async SUBMIT(ui) {
        await ui.user.click(submitButton());
      },
      async 'xstate.done.actor.sendCode'(ui) {
        await act(async () => ui.sending!.resolve());
      },
      async 'xstate.error.actor.sendCode'(ui) {
        await act(async () => ui.sending!.reject(new Error('limit')));
      },
      async 'xstate.done.actor.register'(ui, event) {
        await act(async () => ui.registering!.resolve(String(event.output)));
      },
      async 'xstate.error.actor.register'(ui) {
        await act(async () => ui.registering!.reject(new Error('taken')));
      },
      // The model counts down from SHORT_COUNTDOWN, the view from SMS_RESEND_SECONDS: the last tick spends the rest.
      async 'xstate.after.oneSecond.registerForm.smsCode.coolingDown'(_, __, expected) {
        const last = expected.matches({ smsCode: 'ready' });
        const seconds = last ? SMS_RESEND_SECONDS - SHORT_COUNTDOWN + 1 : 1;
        await act(async () => vi.advanceTimersByTime(seconds * 1000));
      },
    },
    states: {
      'registerForm.entry.editing': () => expect(submitButton().disabled).toBe(false),
      'registerForm.entry.submitting': () => {
        expect(submitButton().disabled).toBe(true);
        expect(submitButton().textContent).toBe(text('auth.submitting'));
      },
      'registerForm.entry.registered': () => expect(submitButton().disabled).toBe(true),
      'registerForm.smsCode.ready': () => {
        expect(codeButton().disabled).toBe(false);
        expect(codeButton().textContent).toBe(text('register.sendCode'));
      },
      'registerForm.smsCode.sending': () => expect(codeButton().textContent).toBe(text('register.sendingCode')),
      'registerForm.smsCode.coolingDown': () => {
        expect(codeButton().disabled).toBe(true);
        expect(codeButton().textContent).toMatch(new RegExp(text('register.resendIn', { seconds: '\\d+' })));
      },
    },
  };
}
