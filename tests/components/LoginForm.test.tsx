import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import * as guestApi from '../../src/api/guest';
import { LoginForm } from '../../src/components/LoginForm';
import { CAPTCHA_ID_PATTERN } from '../../machines/rules/ids';
import { deferred, renderWithSite, setLoginCaptcha, setRegisterItems, text } from './renderWithSite';

vi.mock('../../src/api/guest', async (original) => (await import('./guestApiMock')).mockGuestApi(original));

const login = vi.mocked(guestApi.login);

const accountInput = () => screen.getByPlaceholderText(text('header.account')) as HTMLInputElement;
const passwordInput = () => screen.getByPlaceholderText(text('header.password')) as HTMLInputElement;
const codeInput = () => screen.getByPlaceholderText(text('header.captcha')) as HTMLInputElement;
const queryCodeInput = () => screen.queryByPlaceholderText(text('header.captcha'));
const captchaImage = () => screen.getByRole('img', { name: text('header.captchaRefresh') }) as HTMLImageElement;
const queryCaptchaImage = () => screen.queryByRole('img', { name: text('header.captchaRefresh') });
const submitButton = () => screen.getByRole('button', { name: text('auth.submitLogin') });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

/** The uuid the captcha image asks the server for. */
const captchaId = () => {
  const src = captchaImage().getAttribute('src') ?? '';
  expect(src.startsWith('/web/guest/user/getCaptcha?uuid=')).toBe(true);
  return new URL(src, 'http://site.test').searchParams.get('uuid') ?? '';
};

function renderLogin(language: 'en' | 'zh' = 'en') {
  return renderWithSite(<LoginForm variant="panel" />, { language });
}

beforeEach(() => {
  vi.clearAllMocks();
  setLoginCaptcha(true);
});

describe('LoginForm captcha setting (register item 13)', () => {
  it('shows the captcha input and image when item 13 isShow is true', () => {
    setLoginCaptcha(true);
    renderLogin();
    expect(codeInput()).toBeTruthy();
    expect(captchaId()).toMatch(CAPTCHA_ID_PATTERN);
    expect(captchaImage().title).toBe(text('header.captchaRefresh'));
  });

  it('hides the captcha input and image when item 13 isShow is false', () => {
    setLoginCaptcha(false);
    renderLogin();
    expect(accountInput()).toBeTruthy();
    expect(passwordInput()).toBeTruthy();
    expect(queryCodeInput()).toBeNull();
    expect(queryCaptchaImage()).toBeNull();
  });

  it('hides the captcha when the register items are not loaded or item 13 is absent', () => {
    setRegisterItems([]);
    const { unmount } = renderLogin();
    expect(queryCodeInput()).toBeNull();
    unmount();
    setRegisterItems([{ id: 1, isShow: true }, { id: 12, isShow: true }]);
    renderLogin();
    expect(queryCodeInput()).toBeNull();
  });

  it('follows the setting when the register items arrive after the form is shown', async () => {
    setRegisterItems([]);
    renderLogin();
    expect(queryCaptchaImage()).toBeNull();
    act(() => setLoginCaptcha(true));
    await waitFor(() => expect(queryCaptchaImage()).not.toBeNull());
    act(() => setLoginCaptcha(false));
    await waitFor(() => expect(queryCaptchaImage()).toBeNull());
  });
});

describe('LoginForm typing', () => {
  it('strips non-word characters from account, password and captcha while typing', async () => {
    const { user } = renderLogin();
    await user.type(accountInput(), 'de mo-01!');
    expect(accountInput().value).toBe('demo01');
    await user.type(passwordInput(), 'pa ss.w0rd#');
    expect(passwordInput().value).toBe('passw0rd');
    await user.type(codeInput(), 'a-b c!1');
    expect(codeInput().value).toBe('abc1');
  });

  it('strips pasted text as well', async () => {
    const { user } = renderLogin();
    await user.click(accountInput());
    await user.paste(' de mo@01 ');
    expect(accountInput().value).toBe('demo01');
  });

  it('limits the captcha code to 6 characters', async () => {
    const { user } = renderLogin();
    await user.type(codeInput(), 'abc12345');
    expect(codeInput().value).toBe('abc123');
    await user.clear(codeInput());
    await user.type(codeInput(), 'x-y z.1 2 3 4');
    expect(codeInput().value).toBe('xyz123');
  });

  it('keeps a pasted code whole, stripping separators before it counts to 6', async () => {
    const { user } = renderLogin();
    await user.click(codeInput());
    await user.paste('12-34-56');
    expect(codeInput().value).toBe('123456');
  });
});

describe('LoginForm required fields', () => {
  it('sends nothing and asks for the account when it is missing', async () => {
    const { user, sessionEvents } = renderLogin();
    await user.type(passwordInput(), 'passw0rd');
    await user.type(codeInput(), 'abc123');
    await user.click(submitButton());
    expect(alertText()).toBe(text('rule.login.account'));
    expect(login).not.toHaveBeenCalled();
    expect(sessionEvents()).toEqual([]);
  });

  it('asks for the account first when everything is empty', async () => {
    const { user } = renderLogin();
    await user.click(submitButton());
    expect(alertText()).toBe(text('rule.login.account'));
    expect(login).not.toHaveBeenCalled();
  });

  it('sends nothing and asks for the password when it is missing', async () => {
    const { user } = renderLogin();
    await user.type(accountInput(), 'demo01');
    await user.type(codeInput(), 'abc123');
    await user.click(submitButton());
    expect(alertText()).toBe(text('rule.login.password'));
    expect(login).not.toHaveBeenCalled();
  });

  it('sends nothing and asks for the code when the captcha is on and the code is missing', async () => {
    const { user } = renderLogin();
    await user.type(accountInput(), 'demo01');
    await user.type(passwordInput(), 'passw0rd');
    await user.click(submitButton());
    expect(alertText()).toBe(text('rule.login.code'));
    expect(login).not.toHaveBeenCalled();
  });

  it('submits with the Enter key too, and the message goes away once the member types again', async () => {
    const { user } = renderLogin();
    await user.type(accountInput(), 'demo01{Enter}');
    expect(alertText()).toBe(text('rule.login.password'));
    await user.type(passwordInput(), 'p');
    expect(alertText()).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('needs only account and password when the captcha is off', async () => {
    setLoginCaptcha(false);
    login.mockResolvedValue('token-1');
    const { user } = renderLogin();
    await user.type(accountInput(), 'demo01');
    await user.type(passwordInput(), 'passw0rd');
    await user.click(submitButton());
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login.mock.calls[0][0]).toEqual({
      userName: 'demo01',
      password: 'passw0rd',
      code: '',
      codeId: expect.stringMatching(CAPTCHA_ID_PATTERN),
    });
    expect(alertText()).toBeNull();
  });
});

describe('LoginForm submission', () => {
  it('logs in with userName, password, code and codeId, tells the session and clears the form', async () => {
    const pending = deferred<string>();
    login.mockReturnValue(pending.promise);
    const { user, sessionEvents } = renderLogin();
    const shownId = captchaId();
    await user.type(accountInput(), 'demo01');
    await user.type(passwordInput(), 'passw0rd');
    await user.type(codeInput(), 'AbC123');
    await user.click(submitButton());

    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ userName: 'demo01', password: 'passw0rd', code: 'AbC123', codeId: shownId });
    // While the call runs the button is busy and cannot send a second login.
    const busy = screen.getByRole('button', { name: text('auth.submitting') }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(sessionEvents()).toEqual([]);

    await act(async () => pending.resolve('token-abc'));

    await waitFor(() => expect(sessionEvents()).toEqual([{ type: 'LOGGED_IN', token: 'token-abc', newMember: false }]));
    expect(accountInput().value).toBe('');
    expect(passwordInput().value).toBe('');
    expect(codeInput().value).toBe('');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('keeps the form after a failed login, refreshes the captcha and clears the code', async () => {
    login.mockRejectedValue(new Error('wrong account or password'));
    const { user, sessionEvents } = renderLogin();
    const firstId = captchaId();
    await user.type(accountInput(), 'demo01');
    await user.type(passwordInput(), 'passw0rd');
    await user.type(codeInput(), 'abc123');
    await user.click(submitButton());

    await waitFor(() => expect(captchaId()).not.toBe(firstId));
    expect(captchaId()).toMatch(CAPTCHA_ID_PATTERN);
    expect(codeInput().value).toBe('');
    expect(accountInput().value).toBe('demo01');
    expect(passwordInput().value).toBe('passw0rd');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(sessionEvents()).toEqual([]);

    // The member can type the new code and try again; the new codeId is sent.
    const secondId = captchaId();
    login.mockResolvedValue('token-2');
    await user.type(codeInput(), 'xyz789');
    await user.click(submitButton());
    await waitFor(() => expect(sessionEvents()).toHaveLength(1));
    expect(login).toHaveBeenLastCalledWith({ userName: 'demo01', password: 'passw0rd', code: 'xyz789', codeId: secondId });
  });

  it('clicking the captcha image loads a new one, and the next login uses its id', async () => {
    login.mockResolvedValue('token-3');
    const { user } = renderLogin();
    const firstId = captchaId();
    await user.click(captchaImage());
    const secondId = captchaId();
    expect(secondId).not.toBe(firstId);
    expect(secondId).toMatch(CAPTCHA_ID_PATTERN);
    await user.click(captchaImage());
    const thirdId = captchaId();
    expect(thirdId).not.toBe(secondId);

    await user.type(accountInput(), 'demo01');
    await user.type(passwordInput(), 'passw0rd');
    await user.type(codeInput(), 'abc123');
    await user.click(submitButton());
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login.mock.calls[0][0].codeId).toBe(thirdId);
  });
});

describe('LoginForm in Chinese', () => {
  it('shows the rule messages and labels from zh.json', async () => {
    const { user } = renderWithSite(<LoginForm variant="inline" />, { language: 'zh' });
    expect(screen.getByRole('form', { name: text('header.login', {}, 'zh') })).toBeTruthy();
    expect(screen.getByRole('link', { name: text('header.register', {}, 'zh') }).getAttribute('href')).toBe('#/user/register');
    await user.click(screen.getByRole('button', { name: text('auth.submitLogin', {}, 'zh') }));
    expect(alertText()).toBe('请输入账号');
    await user.type(screen.getByPlaceholderText(text('header.account', {}, 'zh')), 'demo01');
    await user.type(screen.getByPlaceholderText(text('header.password', {}, 'zh')), 'passw0rd');
    await user.click(screen.getByRole('button', { name: text('auth.submitLogin', {}, 'zh') }));
    expect(alertText()).toBe('请输入验证码');
    expect(login).not.toHaveBeenCalled();
  });
});
