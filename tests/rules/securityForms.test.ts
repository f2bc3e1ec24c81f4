import { describe, expect, it } from 'vitest';
import {
  cleanInput,
  codeTargetFields,
  codeTargetProblem,
  EMPTY_SECURITY_FIELDS,
  firstSecurityProblem,
  formFields,
  SECURITY_FORM_KINDS,
  securityFormProblems,
  usesCode,
  type SecurityFields,
} from '../../machines/rules/securityForms';

/** The personal page's dialogs (spec sections 3 and 5): each form's fields, cleaning and rules, form by form. */

const fields = (values: Partial<SecurityFields> = {}): SecurityFields => ({ ...EMPTY_SECURITY_FIELDS, ...values });
const facts = { realNameSet: false, today: '2026-01-15' };

describe('the fields of each form', () => {
  it('are listed in order, the withdrawal-password change showing the old password or a code as chosen', () => {
    expect(formFields('basicInfo', fields(), { realNameSet: false })).toEqual(['realName', 'gender', 'birthDate']);
    expect(formFields('basicInfo', fields(), { realNameSet: true })).toEqual(['gender', 'birthDate']);
    expect(formFields('phone', fields(), facts)).toEqual(['middleFour', 'phone', 'code']);
    expect(formFields('email', fields(), facts)).toEqual(['email', 'code']);
    expect(formFields('withdrawSet', fields(), facts)).toEqual(['code', 'password', 'confirmPassword']);
    expect(formFields('withdrawChange', fields({ via: 'old' }), facts)).toEqual(['oldPassword', 'password', 'confirmPassword']);
    expect(formFields('withdrawChange', fields({ via: 'code' }), facts)).toEqual(['code', 'password', 'confirmPassword']);
    expect(formFields('password', fields(), facts)).toEqual(['oldPassword', 'newPassword', 'confirmPassword']);
  });

  it('show a code button on the forms that send one', () => {
    const shown = SECURITY_FORM_KINDS.filter((kind) => usesCode(kind, fields()));
    expect(shown).toEqual(['phone', 'email', 'withdrawSet']);
    expect(usesCode('withdrawChange', fields({ via: 'code' }))).toBe(true);
    // Even before the real name is set, the basic-info form sends no code.
    expect(usesCode('basicInfo', fields())).toBe(false);
  });

  it('name what a code needs before it is sent: the phone check and the new phone, or the address', () => {
    expect(codeTargetFields('phone')).toEqual(['middleFour', 'phone']);
    expect(codeTargetFields('email')).toEqual(['email']);
    for (const kind of ['basicInfo', 'withdrawSet', 'withdrawChange', 'password'] as const) expect(codeTargetFields(kind)).toEqual([]);
    expect(codeTargetProblem('phone', fields({ middleFour: '1234', phone: '' }))).toBe('rule.phone.required');
    expect(codeTargetProblem('phone', fields({ middleFour: '12', phone: '13800138000' }))).toBe('security.phoneWrong');
    expect(codeTargetProblem('phone', fields({ middleFour: '1234', phone: '13800138000' }))).toBeNull();
    expect(codeTargetProblem('email', fields({ email: 'a@b' }))).toBe('security.email.format');
    expect(codeTargetProblem('withdrawSet', fields())).toBeNull();
  });
});

describe('typing, cleaned', () => {
  it('keeps digits only, up to each field’s length', () => {
    expect(cleanInput('phone', 'middleFour', '12a3456')).toBe('1234');
    expect(cleanInput('phone', 'phone', '138-0013-8000-99')).toBe('13800138000');
    expect(cleanInput('phone', 'code', '12 34 56 78')).toBe('123456');
  });

  it('drops spaces from an address, keeps a chosen way and a known gender only', () => {
    expect(cleanInput('email', 'email', ' a b@c.d ')).toBe('ab@c.d');
    expect(cleanInput('withdrawChange', 'via', 'code')).toBe('code');
    expect(cleanInput('withdrawChange', 'via', 'anything')).toBe('old');
    expect(cleanInput('basicInfo', 'gender', '1')).toBe('1');
    expect(cleanInput('basicInfo', 'gender', '2')).toBe('2');
    expect(cleanInput('basicInfo', 'gender', '3')).toBe('');
    expect(cleanInput('basicInfo', 'realName', ' Li Lei ')).toBe(' Li Lei ');
  });

  it('keeps six digits in withdrawal passwords and word characters in login passwords', () => {
    for (const field of ['oldPassword', 'password', 'confirmPassword'] as const) {
      expect(cleanInput('withdrawSet', field, '12a34-5678')).toBe('123456');
      expect(cleanInput('withdrawChange', field, '12a34-5678')).toBe('123456');
      expect(cleanInput('password', field, 'ab c-12_3!')).toBe('abc12_3');
    }
    expect(cleanInput('password', 'newPassword', 'ab c-12_3!')).toBe('abc12_3');
    expect(cleanInput('withdrawSet', 'newPassword', 'ab c-12')).toBe('abc12');
  });
});

describe('the rules of each form', () => {
  it('basic info: a real name, a gender and a birth date', () => {
    expect(securityFormProblems('basicInfo', fields(), facts)).toEqual({
      realName: 'profile.realName.required',
      gender: 'profile.gender.required',
      birthDate: 'profile.birthDate.required',
    });
    expect(securityFormProblems('basicInfo', fields({ realName: '李雷', gender: '1', birthDate: '2000-01-01' }), facts)).toEqual({
      realName: null,
      gender: null,
      birthDate: null,
    });
  });

  it('phone and e-mail: each field in turn', () => {
    expect(firstSecurityProblem('phone', fields(), facts)).toBe('security.phoneWrong');
    expect(securityFormProblems('phone', fields({ middleFour: '1234', phone: '13800138000' }), facts)).toEqual({
      middleFour: null,
      phone: null,
      code: 'rule.smsCode.required',
    });
    expect(securityFormProblems('email', fields({ email: 'a@b.cn', code: '123456' }), facts)).toEqual({ email: null, code: null });
  });

  it('withdrawal password: six digits twice, the old one of six digits too', () => {
    expect(securityFormProblems('withdrawSet', fields({ code: '123456', password: '975310' }), facts)).toEqual({
      code: null,
      password: null,
      confirmPassword: 'security.withdrawPassword.confirmRequired',
    });
    expect(securityFormProblems('withdrawSet', fields({ code: '123456', password: '975310', confirmPassword: '975311' }), facts)).toMatchObject({
      confirmPassword: 'security.withdrawPassword.mismatch',
    });
    expect(securityFormProblems('withdrawChange', fields({ via: 'old', oldPassword: '12', password: '975310', confirmPassword: '975310' }), facts)).toEqual({
      oldPassword: 'security.withdrawPassword.format',
      password: null,
      confirmPassword: null,
    });
    expect(firstSecurityProblem('withdrawChange', fields({ via: 'old', oldPassword: '123456', password: '975310', confirmPassword: '975310' }), facts)).toBeNull();
    // A new one too easy to guess is refused; the old one (chosen before the rule) is only checked for its shape.
    expect(securityFormProblems('withdrawChange', fields({ via: 'old', oldPassword: '123456', password: '654321', confirmPassword: '654321' }), facts)).toEqual({
      oldPassword: null,
      password: 'security.withdrawPassword.weak',
      confirmPassword: null,
    });
  });

  it('login password: the old one required, a new one unlike it, confirmed', () => {
    expect(securityFormProblems('password', fields(), facts)).toMatchObject({ oldPassword: 'security.oldPassword.required' });
    expect(securityFormProblems('password', fields({ oldPassword: 'abc12345', newPassword: 'abc12345', confirmPassword: 'abc12345' }), facts)).toEqual({
      oldPassword: null,
      newPassword: 'security.password.same',
      confirmPassword: null,
    });
    expect(firstSecurityProblem('password', fields({ oldPassword: 'abc12345', newPassword: 'xyz12345', confirmPassword: 'xyz12345' }), facts)).toBeNull();
  });
});
