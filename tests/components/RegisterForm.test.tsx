import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import * as registrationApi from '../../src/api/registration';
import { RegisterForm } from '../../src/features/auth/RegisterForm';
import type { RegistrationField } from '../../machines/rules/validation';
import { deferred, renderWithSite, setLoginCaptcha, text } from './renderWithSite';

vi.mock('../../src/api/guest', async (original) => (await import('./guestApiMock')).mockGuestApi(original));
vi.mock('../../src/api/registration', async () => (await import('./guestApiMock')).mockRegistrationApi());

const register = vi.mocked(registrationApi.register);
const sendRegisterCode = vi.mocked(registrationApi.sendRegisterCode);
const getRegisterTerms = vi.mocked(registrationApi.getRegisterTerms);

type TextField = Exclude<RegistrationField, 'agreed'>;

const input = (field: TextField) => screen.getByLabelText(text(`register.${field}`)) as HTMLInputElement;
const termsBox = () => screen.getByRole('checkbox') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: text('register.submit') }) as HTMLButtonElement;
const codeButton = (name = text('register.sendCode')) => screen.getByRole('button', { name }) as HTMLButtonElement;
const termsLink = () => screen.getByRole('button', { name: text('register.termsLink') });

/** The live rule message shown for a field, or null when there is none. */
const errorOf = (field: RegistrationField | 'inviteCode') =>
  document.querySelector(`[role="alert"][data-field="${field}"]`)?.textContent ?? null;
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

const valid = {
  userName: 'player01',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  phone: '13800138000',
  smsCode: '123456',
};

function renderRegister(language: 'en' | 'zh' = 'en') {
  return renderWithSite(<RegisterForm />, { language });
}

type Harness = ReturnType<typeof renderRegister>;

async function retype({ user }: Harness, field: TextField, value: string) {
  await user.clear(input(field));
  if (value !== '') await user.type(input(field), value);
}

async function fillValid(harness: Harness) {
  for (const [field, value] of Object.entries(valid) as Array<[TextField, string]>) {
    await harness.user.type(input(field), value);
  }
}

beforeEach(() => {
  vi.clearAllMocks();
  setLoginCaptcha(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RegisterForm live rule messages', () => {
  it('shows no rule message before anything is touched, only the hints', () => {
    renderRegister();
    expect(alertTexts()).toEqual([]);
    expect(screen.getByText(text('register.userNameHint'))).toBeTruthy();
    expect(screen.getByText(text('register.passwordHint'))).toBeTruthy();
    expect(screen.getByText(text('register.smsCodeHint'))).toBeTruthy();
    expect(input('userName').getAttribute('aria-invalid')).toBe('false');
  });

  it('user name: required, characters, length 4-11, first digit, at least 2 letters', async () => {
    const harness = renderRegister();
    const { user } = harness;

    await user.type(input('userName'), 'a');
    expect(errorOf('userName')).toBe(text('rule.userName.length'));
    expect(input('userName').getAttribute('aria-invalid')).toBe('true');
    await user.clear(input('userName'));
    expect(errorOf('userName')).toBe(text('rule.userName.required'));

    // Typing strips non-word characters; the underscore is a word character and stays.
    await user.type(input('userName'), 'ab_cd-e');
    expect(input('userName').value).toBe('ab_cde');
    expect(errorOf('userName')).toBe(text('rule.userName.characters'));

    await retype(harness, 'userName', 'abc');
    expect(errorOf('userName')).toBe(text('rule.userName.length'));
    await retype(harness, 'userName', 'abcdefghijkl');
    expect(errorOf('userName')).toBe(text('rule.userName.length'));
    await retype(harness, 'userName', 'abcdefghijk');
    expect(errorOf('userName')).toBeNull();

    await retype(harness, 'userName', '1abcd');
    expect(errorOf('userName')).toBe(text('rule.userName.firstDigit'));

    await retype(harness, 'userName', 'a1234');
    expect(errorOf('userName')).toBe(text('rule.userName.letters'));

    await retype(harness, 'userName', 'ab12');
    expect(errorOf('userName')).toBeNull();
    expect(input('userName').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText(text('register.userNameHint'))).toBeTruthy();
    // Only the touched field has a message.
    expect(alertTexts()).toEqual([]);
  });

  it('password: required, 8-12 letters or digits', async () => {
    const harness = renderRegister();
    const { user } = harness;
    await user.type(input('password'), 'abc1234');
    expect(errorOf('password')).toBe(text('rule.password.format'));
    await user.type(input('password'), '5');
    expect(errorOf('password')).toBeNull();
    await retype(harness, 'password', 'abcd12345678');
    expect(errorOf('password')).toBeNull();
    await user.type(input('password'), '9');
    expect(errorOf('password')).toBe(text('rule.password.format'));
    await retype(harness, 'password', 'abcd_1234');
    expect(errorOf('password')).toBe(text('rule.password.format'));
    await user.clear(input('password'));
    expect(errorOf('password')).toBe(text('rule.password.required'));
    await user.type(input('password'), 'Abcd 1234!');
    expect(input('password').value).toBe('Abcd1234');
    expect(errorOf('password')).toBeNull();
  });

  it('confirm password: required and must match, also when the password changes afterwards', async () => {
    const harness = renderRegister();
    const { user } = harness;
    await user.type(input('password'), 'abcd1234');
    await user.type(input('confirmPassword'), 'abcd123');
    expect(errorOf('confirmPassword')).toBe(text('rule.confirmPassword.mismatch'));
    await user.type(input('confirmPassword'), '4');
    expect(errorOf('confirmPassword')).toBeNull();

    await user.type(input('password'), '5');
    expect(errorOf('confirmPassword')).toBe(text('rule.confirmPassword.mismatch'));
    await user.type(input('password'), '{Backspace}');
    expect(errorOf('confirmPassword')).toBeNull();

    await user.clear(input('confirmPassword'));
    expect(errorOf('confirmPassword')).toBe(text('rule.confirmPassword.required'));
  });

  it('phone: required, 8 to 11 digits', async () => {
    const harness = renderRegister();
    const { user } = harness;
    await user.type(input('phone'), '1234567');
    expect(errorOf('phone')).toBe(text('rule.phone.format'));
    await user.type(input('phone'), '8');
    expect(errorOf('phone')).toBeNull();
    await retype(harness, 'phone', '13800138000');
    expect(errorOf('phone')).toBeNull();
    await user.type(input('phone'), '1');
    expect(errorOf('phone')).toBe(text('rule.phone.format'));
    await retype(harness, 'phone', '1380013800a');
    expect(errorOf('phone')).toBe(text('rule.phone.format'));
    await user.clear(input('phone'));
    expect(errorOf('phone')).toBe(text('rule.phone.required'));
    await user.type(input('phone'), '138 0013-8000');
    expect(input('phone').value).toBe('13800138000');
    expect(errorOf('phone')).toBeNull();
  });

  it('SMS code: required, 6 digits', async () => {
    const harness = renderRegister();
    const { user } = harness;
    await user.type(input('smsCode'), '12345');
    expect(errorOf('smsCode')).toBe(text('rule.smsCode.format'));
    await user.type(input('smsCode'), '6');
    expect(errorOf('smsCode')).toBeNull();
    await user.type(input('smsCode'), '7');
    expect(errorOf('smsCode')).toBe(text('rule.smsCode.format'));
    await retype(harness, 'smsCode', '12a456');
    expect(errorOf('smsCode')).toBe(text('rule.smsCode.format'));
    await user.clear(input('smsCode'));
    expect(errorOf('smsCode')).toBe(text('rule.smsCode.required'));
  });
});

describe('RegisterForm submission', () => {
  it('an empty form shows every rule message and calls no API', async () => {
    const { user, sessionEvents } = renderRegister();
    await user.click(submitButton());
    expect(errorOf('userName')).toBe(text('rule.userName.required'));
    expect(errorOf('password')).toBe(text('rule.password.required'));
    expect(errorOf('confirmPassword')).toBe(text('rule.confirmPassword.required'));
    expect(errorOf('phone')).toBe(text('rule.phone.required'));
    expect(errorOf('smsCode')).toBe(text('rule.smsCode.required'));
    expect(errorOf('agreed')).toBe(text('rule.terms.required'));
    expect(alertTexts()).toHaveLength(6);
    expect(register).not.toHaveBeenCalled();
    expect(sendRegisterCode).not.toHaveBeenCalled();
    expect(sessionEvents()).toEqual([]);
    expect(submitButton().disabled).toBe(false);
  });

  it('a form with some broken rules shows their messages and calls no API', async () => {
    const harness = renderRegister();
    const { user } = harness;
    await fillValid(harness);
    await retype(harness, 'userName', '9lives');
    await retype(harness, 'confirmPassword', 'abcd9999');
    await user.click(termsBox());
    await user.click(submitButton());
    expect(alertTexts()).toEqual([text('rule.userName.firstDigit'), text('rule.confirmPassword.mismatch')]);
    expect(register).not.toHaveBeenCalled();
  });

  it('with the terms unchecked, submitting shows the terms message and sends nothing; ticking removes it', async () => {
    const harness = renderRegister();
    const { user } = harness;
    await fillValid(harness);
    expect(alertTexts()).toEqual([]);
    await user.click(submitButton());
    expect(errorOf('agreed')).toBe('Please first read and agree to the relevant terms and privacy policy.');
    expect(alertTexts()).toEqual([text('rule.terms.required')]);
    expect(register).not.toHaveBeenCalled();

    await user.click(termsBox());
    expect(termsBox().checked).toBe(true);
    expect(errorOf('agreed')).toBeNull();
    await user.click(termsBox());
    expect(errorOf('agreed')).toBe(text('rule.terms.required'));
  });

  it('a valid form with the terms agreed registers with every field and logs the new member in', async () => {
    const pending = deferred<string>();
    register.mockReturnValue(pending.promise);
    const harness = renderRegister();
    const { user, sessionEvents } = harness;
    await fillValid(harness);
    await user.click(termsBox());
    await user.click(submitButton());

    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({ ...valid, inviteCode: '', agreed: true });
    const busy = screen.getByRole('button', { name: text('auth.submitting') }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(sessionEvents()).toEqual([]);

    await act(async () => pending.resolve('new-member-token'));
    await waitFor(() =>
      expect(sessionEvents()).toEqual([{ type: 'LOGGED_IN', token: 'new-member-token', newMember: true }]),
    );
    // The form stays busy: the session takes the member away, no second registration is possible.
    expect((screen.getByRole('button', { name: text('auth.submitting') }) as HTMLButtonElement).disabled).toBe(true);
    expect(register).toHaveBeenCalledTimes(1);
    expect(sendRegisterCode).not.toHaveBeenCalled();
  });

  it('a rejected registration keeps the form, its values and the submit button enabled', async () => {
    register.mockRejectedValueOnce(new Error('user name taken'));
    const harness = renderRegister();
    const { user, sessionEvents } = harness;
    await fillValid(harness);
    await user.click(termsBox());
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(register).toHaveBeenCalledTimes(1);
    expect(sessionEvents()).toEqual([]);
    for (const [field, value] of Object.entries(valid) as Array<[TextField, string]>) {
      expect(input(field).value).toBe(value);
    }
    expect(termsBox().checked).toBe(true);
    expect(alertTexts()).toEqual([]);

    // The member fixes the name and tries again.
    register.mockResolvedValueOnce('second-token');
    await retype(harness, 'userName', 'player02');
    await user.click(submitButton());
    await waitFor(() => expect(sessionEvents()).toEqual([{ type: 'LOGGED_IN', token: 'second-token', newMember: true }]));
    expect(register).toHaveBeenLastCalledWith({ ...valid, userName: 'player02', inviteCode: '', agreed: true });
  });
});

describe('RegisterForm SMS code', () => {
  it('"get code" with a missing or invalid phone calls nothing and shows the phone message', async () => {
    const harness = renderRegister();
    const { user } = harness;
    await user.click(codeButton());
    expect(errorOf('phone')).toBe(text('rule.phone.required'));
    expect(alertTexts()).toEqual([text('rule.phone.required')]);
    await user.type(input('phone'), '1234');
    await user.click(codeButton());
    expect(errorOf('phone')).toBe(text('rule.phone.format'));
    expect(sendRegisterCode).not.toHaveBeenCalled();
    expect(codeButton().disabled).toBe(false);
  });

  it('with a valid phone sends the code, counts down 60 s with the button disabled, then re-enables it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendRegisterCode.mockResolvedValue(undefined);
    const harness = renderRegister();
    const { user } = harness;
    await user.type(input('phone'), '13800138000');
    await user.click(codeButton());

    expect(sendRegisterCode).toHaveBeenCalledTimes(1);
    expect(sendRegisterCode).toHaveBeenCalledWith('13800138000', { codeId: expect.any(String), code: '' });
    const counting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(text('register.codeSent'))).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(codeButton(text('register.resendIn', { seconds: 59 })).disabled).toBe(true);

    // A click on the disabled button sends nothing.
    await user.click(codeButton(text('register.resendIn', { seconds: 59 })));
    expect(sendRegisterCode).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(codeButton(text('register.resendIn', { seconds: 1 })).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(codeButton().disabled).toBe(false);
    expect(screen.queryByText(text('register.codeSent'))).toBeNull();

    await user.click(codeButton());
    expect(sendRegisterCode).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
  });

  it('shows "sending" while the code request runs and re-enables the button when it fails', async () => {
    const pending = deferred<void>();
    sendRegisterCode.mockReturnValue(pending.promise);
    const { user } = renderRegister();
    await user.type(input('phone'), '12345678');
    await user.click(codeButton());
    expect(codeButton(text('register.sendingCode')).disabled).toBe(true);
    await act(async () => pending.reject(new Error('sms service down')));
    await waitFor(() => expect(codeButton().disabled).toBe(false));
    expect(screen.queryByText(text('register.codeSent'))).toBeNull();
  });
});

describe('RegisterForm terms dialog', () => {
  it('the terms link opens a dialog with the terms, without ticking the box or submitting', async () => {
    getRegisterTerms.mockResolvedValue({ title: 'Terms and privacy', content: 'You must be 18 or older.\nOne account per person.' });
    const { user } = renderRegister();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(termsLink());

    const dialog = await screen.findByRole('dialog', { name: 'Terms and privacy' });
    expect(dialog.querySelector('h2')?.textContent).toBe('Terms and privacy');
    expect(Array.from(dialog.querySelectorAll('.terms-text p'), (p) => p.textContent)).toEqual([
      'You must be 18 or older.',
      'One account per person.',
    ]);
    expect(getRegisterTerms).toHaveBeenCalled();
    expect(termsBox().checked).toBe(false);
    expect(alertTexts()).toEqual([]);
    expect(register).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: text('common.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(termsLink());
    await screen.findByRole('dialog', { name: 'Terms and privacy' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // BUG (src/features/auth/TermsDialog.tsx, `<p key={line}>`): the line text is the React key, so terms
  // with a blank line between paragraphs or any repeated line give duplicate keys (React warns, and
  // reconciliation of those paragraphs is undefined). Marked `fails`; change to `it` once keys are unique.
  it('shows terms with repeated or blank lines without React key warnings', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    getRegisterTerms.mockResolvedValue({ title: 'Terms', content: 'Article 1\n\nSee above.\n\nSee above.' });
    const { user } = renderRegister();
    await user.click(termsLink());
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    expect(dialog.textContent).toContain('Article 1');
    const keyWarnings = consoleError.mock.calls.filter((args) => String(args[0]).includes('same key'));
    consoleError.mockRestore();
    expect(keyWarnings).toEqual([]);
  });

  it('closes the dialog again when the terms cannot be loaded', async () => {
    getRegisterTerms.mockRejectedValue(new Error('network'));
    const { user } = renderRegister();
    await user.click(termsLink());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getRegisterTerms).toHaveBeenCalledTimes(1);
  });

  // Regression: an inline onClose once made every re-render fetch the terms again.
  it('loads the terms once per opening, however often the form re-renders', async () => {
    getRegisterTerms.mockResolvedValue({ title: 'Terms and privacy', content: 'One account per person.' });
    const { user } = renderRegister();
    await user.click(termsLink());
    await screen.findByRole('dialog', { name: 'Terms and privacy' });
    expect(getRegisterTerms).toHaveBeenCalledTimes(1);
    // Anything that re-renders the form while the dialog is open (typing, the SMS countdown ticking).
    await user.type(input('userName'), 'abc');
    expect(getRegisterTerms).toHaveBeenCalledTimes(1);
  });
});

describe('RegisterForm in Chinese', () => {
  it('shows rule messages, the terms message and the countdown in Chinese', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendRegisterCode.mockResolvedValue(undefined);
    const { user } = renderRegister('zh');
    await user.type(screen.getByLabelText('用户名'), '1abc');
    expect(errorOf('userName')).toBe('用户名首位不能是数字');
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(errorOf('agreed')).toBe('请先阅读并同意相关条款和隐私政策');
    expect(errorOf('phone')).toBe('请输入手机号码');
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: '60 秒后重发' });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '59 秒后重发' })).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });
});

describe('RegisterForm with the site setting sms_switch off', () => {
  it('shows no SMS code, captcha or send button, and registers without a code', async () => {
    register.mockResolvedValue('token-2');
    const harness = renderWithSite(<RegisterForm smsRequired={false} />, { language: 'en' });
    expect(screen.queryByLabelText(text('register.smsCode'))).toBeNull();
    expect(screen.queryByLabelText(text('header.captcha'))).toBeNull();
    expect(screen.queryByRole('button', { name: text('register.sendCode') })).toBeNull();
    for (const field of ['userName', 'password', 'confirmPassword', 'phone'] as const) await harness.user.type(input(field), valid[field]);
    await harness.user.click(termsBox());
    await harness.user.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalledWith({ ...valid, smsCode: '', inviteCode: '', agreed: true }));
    expect(alertTexts()).toEqual([]);
    // No code is asked of the server (which refuses to send one while the switch is off).
    expect(sendRegisterCode).not.toHaveBeenCalled();
  });
});

describe('the invitation code (issue 26)', () => {
  it('starts with the link’s code, judges what the member types in it, and registers with it', async () => {
    register.mockResolvedValue('token-invite');
    const harness = renderWithSite(<RegisterForm inviteCode="ktazrpg4" />, { language: 'en' });
    const field = screen.getByLabelText<HTMLInputElement>(text('register.inviteCode'));
    expect(field.value).toBe('KTAZRPG4');
    expect(errorOf('inviteCode')).toBeNull();
    await harness.user.clear(field);
    await harness.user.type(field, 'ktaz');
    expect(errorOf('inviteCode')).toBe(text('register.inviteCodeFormat'));
    await harness.user.type(field, 'rpg5');
    expect(errorOf('inviteCode')).toBeNull();
    await fillValid(harness as unknown as Harness);
    await harness.user.click(termsBox());
    await harness.user.click(submitButton());
    expect(register).toHaveBeenCalledWith({ ...valid, inviteCode: 'KTAZRPG5', agreed: true });
  });
});
