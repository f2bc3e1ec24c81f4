import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { LoginForm } from '../../../src/components/LoginForm';
import { deferred, renderWithSite, setLoginCaptcha, text } from '../../components/renderWithSite';
import type { ApiMocks, ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & { pending: ReturnType<typeof deferred<string>> | null };

const submit = () => screen.getByRole('button', { name: new RegExp(`^(${text('auth.submitLogin')}|${text('auth.submitting')})$`) });

export function loginFormScreen({ login }: Pick<ApiMocks, 'login'>): ScreenAdapter<Ui> {
  return {
    flowId: 'loginForm',
    mount() {
      setLoginCaptcha(true);
      const ui = { ...renderWithSite(<LoginForm variant="panel" />), pending: null } as Ui;
      login.mockImplementation(() => {
        ui.pending = deferred<string>();
        return ui.pending.promise;
      });
      return ui;
    },
    events: {
      async EDIT(ui, event) {
        // The model may type the code after a submit without captcha: the setting comes back on first.
        if (event.field === 'code') act(() => setLoginCaptcha(true));
        const input = ui.container.querySelector<HTMLInputElement>(`input[name="${String(event.field)}"]`)!;
        await ui.user.clear(input);
        await ui.user.type(input, String(event.value));
      },
      async SUBMIT(ui, event) {
        act(() => setLoginCaptcha(Boolean(event.captchaRequired)));
        await ui.user.click(submit());
      },
      async REFRESH_CAPTCHA(ui) {
        act(() => setLoginCaptcha(true));
        await ui.user.click(screen.getByRole('img', { name: text('header.captchaRefresh') }));
      },
      async 'xstate.done.actor.login'(ui, event) {
        await act(async () => ui.pending!.resolve(String(event.output)));
      },
      async 'xstate.error.actor.login'(ui) {
        await act(async () => ui.pending!.reject(new Error('refused')));
      },
    },
    states: {
      'loginForm.editing': () => {
        expect(submit().textContent).toBe(text('auth.submitLogin'));
        expect((submit() as HTMLButtonElement).disabled).toBe(false);
      },
      'loginForm.submitting': () => {
        expect(submit().textContent).toBe(text('auth.submitting'));
        expect((submit() as HTMLButtonElement).disabled).toBe(true);
      },
    },
  };
}
