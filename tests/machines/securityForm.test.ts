import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SECURITY_RESEND_SECONDS, securityFormMachine, type SecurityFormInput, type SecurityRequest } from '../../machines/securityForm';
import { cleanInput, codeTargetProblem, firstSecurityProblem, formFields, EMPTY_SECURITY_FIELDS } from '../../machines/rules/securityForms';

afterEach(() => vi.useRealTimers());

const TODAY = '2026-11-22';

function form(input: Partial<SecurityFormInput> & Pick<SecurityFormInput, 'kind'>, outcome: { submit?: () => Promise<void>; sendCode?: () => Promise<void> } = {}) {
  const calls: Array<[string, SecurityRequest]> = [];
  const effects: string[] = [];
  const actor = createActor(
    securityFormMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input: request }) => {
          calls.push(['sendCode', request]);
          await outcome.sendCode?.();
        }),
        submit: fromPromise(async ({ input: request }) => {
          calls.push(['submit', request]);
          await outcome.submit?.();
        }),
      },
      actions: {
        announceSaved: () => void effects.push('announceSaved'),
        reloadMember: () => void effects.push('reloadMember'),
        close: () => void effects.push('close'),
      },
    }),
    { input: { realNameSet: false, today: TODAY, ...input } },
  ).start();
  const type = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'SET_FIELD', field: field as never, value });
  };
  return { actor, calls, effects, type };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('personal-page form rules', () => {
  it('a withdrawal password is exactly 6 digits: 5 and 7 are refused, letters never reach it', () => {
    const facts = { realNameSet: true, today: TODAY };
    const withPassword = (password: string) => ({ ...EMPTY_SECURITY_FIELDS, code: '123456', password, confirmPassword: password });
    expect(firstSecurityProblem('withdrawSet', withPassword('12345'), facts)).toBe('security.withdrawPassword.format');
    expect(firstSecurityProblem('withdrawSet', withPassword('1234567'), facts)).toBe('security.withdrawPassword.format');
    expect(firstSecurityProblem('withdrawSet', withPassword('135790'), facts)).toBeNull();
    expect(cleanInput('withdrawSet', 'password', '12a34-5678')).toBe('123456');
    expect(firstSecurityProblem('withdrawSet', { ...withPassword('135790'), confirmPassword: '135791' }, facts)).toBe('security.withdrawPassword.mismatch');
  });

  it('a new withdrawal password too easy to guess is refused before it is sent; the old one is only checked for its shape', () => {
    const facts = { realNameSet: true, today: TODAY };
    for (const weak of ['000000', '111111', '123456', '654321', '456789', '987654']) {
      expect(firstSecurityProblem('withdrawSet', { ...EMPTY_SECURITY_FIELDS, code: '123456', password: weak, confirmPassword: weak }, facts)).toBe('security.withdrawPassword.weak');
    }
    const change = { ...EMPTY_SECURITY_FIELDS, oldPassword: '123456', password: '654321', confirmPassword: '654321' };
    expect(firstSecurityProblem('withdrawChange', change, facts)).toBe('security.withdrawPassword.weak');
    expect(firstSecurityProblem('withdrawChange', { ...change, password: '975310', confirmPassword: '975310' }, facts)).toBeNull();
  });

  it('the login password follows section 5 (8-12 letters and digits) and must change', () => {
    const facts = { realNameSet: true, today: TODAY };
    const change = (newPassword: string, oldPassword = 'oldpass123') => ({ ...EMPTY_SECURITY_FIELDS, oldPassword, newPassword, confirmPassword: newPassword });
    expect(firstSecurityProblem('password', change('abcd123'), facts)).toBe('rule.password.format');
    expect(firstSecurityProblem('password', change('abcd1234'), facts)).toBeNull();
    expect(firstSecurityProblem('password', change('abcd12345678'), facts)).toBeNull();
    expect(firstSecurityProblem('password', change('abcd123456789'), facts)).toBe('rule.password.format');
    expect(firstSecurityProblem('password', change('oldpass123'), facts)).toBe('security.password.same');
    expect(firstSecurityProblem('password', change('abcd1234', ''), facts)).toBe('security.oldPassword.required');
  });

  it('a birth date 18 years ago today passes; one day later is under 18', () => {
    const facts = { realNameSet: true, today: TODAY };
    const basic = (birthDate: string) => ({ ...EMPTY_SECURITY_FIELDS, gender: '2', birthDate });
    expect(firstSecurityProblem('basicInfo', basic('2008-11-22'), facts)).toBeNull();
    expect(firstSecurityProblem('basicInfo', basic('2008-11-23'), facts)).toBe('profile.birthDate.underAge');
    expect(firstSecurityProblem('basicInfo', basic(''), facts)).toBe('profile.birthDate.required');
  });

  it('the real name is offered only until it is set', () => {
    expect(formFields('basicInfo', EMPTY_SECURITY_FIELDS, { realNameSet: false })).toEqual(['realName', 'gender', 'birthDate']);
    expect(formFields('basicInfo', EMPTY_SECURITY_FIELDS, { realNameSet: true })).toEqual(['gender', 'birthDate']);
  });

  it('a phone code needs the middle four digits (4 exactly) and a valid new number first', () => {
    const phone = (middleFour: string, number: string) => ({ ...EMPTY_SECURITY_FIELDS, middleFour, phone: number });
    expect(codeTargetProblem('phone', phone('123', '13912345678'))).toBe('security.phoneWrong');
    expect(codeTargetProblem('phone', phone('1234', '1391234'))).toBe('rule.phone.format');
    expect(codeTargetProblem('phone', phone('1234', '13912345678'))).toBeNull();
    expect(cleanInput('phone', 'middleFour', '12345')).toBe('1234');
  });

  it('a withdrawal-password change asks for the old one or a code, as chosen', () => {
    expect(formFields('withdrawChange', EMPTY_SECURITY_FIELDS, { realNameSet: true })).toEqual(['oldPassword', 'password', 'confirmPassword']);
    expect(formFields('withdrawChange', { ...EMPTY_SECURITY_FIELDS, via: 'code' }, { realNameSet: true })).toEqual(['code', 'password', 'confirmPassword']);
  });
});

describe('securityForm', () => {
  it('sends nothing until every rule passes, and shows the broken rules of every field then', async () => {
    vi.useFakeTimers();
    const { actor, calls, type } = form({ kind: 'email' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.touched).toEqual({ email: true, code: true });
    type({ email: 'member@example' });
    actor.send({ type: 'SEND_CODE' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual([]);
    type({ email: 'member@example.com', code: '654321' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.map(([name, request]) => [name, request.fields.email, request.fields.code])).toEqual([['submit', 'member@example.com', '654321']]);
  });

  it('setting the real name asks for confirmation first (it cannot be changed later); going back sends nothing', async () => {
    vi.useFakeTimers();
    const { actor, calls, type } = form({ kind: 'basicInfo', realNameSet: false });
    type({ realName: '张伟', gender: '1', birthDate: '1990-01-01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('confirmRealName')).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().hasTag('confirmRealName')).toBe(false);
    type({ realName: '张 伟' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(calls.map(([name, request]) => [name, request.fields.realName])).toEqual([['submit', '张 伟']]);
  });

  it('basic information without a new real name saves at once', async () => {
    vi.useFakeTimers();
    const { actor, calls, type } = form({ kind: 'basicInfo', realNameSet: true });
    type({ gender: '2', birthDate: '1990-01-01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.map(([name]) => name)).toEqual(['submit']);
  });

  it('a save announces itself, reloads the member through the session and closes', async () => {
    vi.useFakeTimers();
    const { actor, effects, type } = form({ kind: 'password', realNameSet: true });
    type({ oldPassword: 'oldpass123', newPassword: 'newpass456', confirmPassword: 'newpass456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['announceSaved', 'reloadMember', 'close']);
  });

  it('a refusal keeps the form open with the server message and the field it named', async () => {
    vi.useFakeTimers();
    const { actor, effects, type } = form(
      { kind: 'password', realNameSet: true },
      { submit: () => Promise.reject({ code: 400, msg: 'The current password is wrong.', field: 'oldPassword' }) },
    );
    type({ oldPassword: 'wrongpass1', newPassword: 'newpass456', confirmPassword: 'newpass456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ open: { entry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'The current password is wrong.', field: 'oldPassword' });
    expect(effects).toEqual([]);
    type({ oldPassword: 'oldpass123' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it(`a code may be sent again after the spec's ${SECURITY_RESEND_SECONDS} seconds: not at 59 s, at 60 s`, async () => {
    expect(SECURITY_RESEND_SECONDS).toBe(60);
    vi.useFakeTimers();
    const { actor, calls, type } = form({ kind: 'phone' });
    type({ middleFour: '5678', phone: '13800001111' });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(calls.map(([name, request]) => [name, request.fields.middleFour, request.fields.phone])).toEqual([['sendCode', '5678', '13800001111']]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().hasTag('codeSent')).toBe(true);
    actor.send({ type: 'SEND_CODE' });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().matches({ open: { code: 'ready' } })).toBe(true);
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('a change by the old withdrawal password has no code to send', async () => {
    vi.useFakeTimers();
    const { actor, calls, type } = form({ kind: 'withdrawChange', realNameSet: true });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(calls).toEqual([]);
    type({ via: 'code' });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(calls.map(([name]) => name)).toEqual(['sendCode']);
  });
});

describe('securityForm: what it marks and says', () => {
  it('marks each field the member types, keeping the earlier ones', () => {
    const { actor, type } = form({ kind: 'email' });
    type({ email: 'member@example.com' });
    expect(actor.getSnapshot().context.touched).toEqual({ email: true });
    type({ code: '1' });
    expect(actor.getSnapshot().context.touched).toEqual({ email: true, code: true });
  });

  it('a code asked for a phone not yet valid marks the middle four digits and the new number, and sends nothing', async () => {
    vi.useFakeTimers();
    const { actor, calls } = form({ kind: 'phone' });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(actor.getSnapshot().context.touched).toEqual({ middleFour: true, phone: true });
    expect(calls).toEqual([]);
  });

  it('a failure without the server’s words says the network failed', async () => {
    vi.useFakeTimers();
    const { actor, type } = form({ kind: 'password', realNameSet: true }, { submit: () => Promise.reject(new Error('offline')) });
    type({ oldPassword: 'oldpass123', newPassword: 'newpass456', confirmPassword: 'newpass456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.failure?.message).toBe('call.network');
  });
});

describe('securityForm: sending a code, and once saved', () => {
  it('says a code is being sent; a refusal shows beside the form and a later send clears it; once saved it stays busy', async () => {
    vi.useFakeTimers();
    let sends = 0;
    const { actor, type } = form({ kind: 'email' }, {
      sendCode: async () => {
        sends += 1;
        if (sends === 1) throw { code: 400, msg: 'Too many codes today.' };
      },
    });
    type({ email: 'member@example.com' });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches({ open: { code: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toBe('Too many codes today.');
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(actor.getSnapshot().hasTag('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    type({ code: '654321' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});

describe('securityForm: the countdown’s end', () => {
  it('shows 0 seconds left once a code may be sent again, 60 seconds after it was sent', async () => {
    vi.useFakeTimers();
    const { actor, type } = form({ kind: 'email' });
    type({ email: 'member@example.com' });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches({ open: { code: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });
});
