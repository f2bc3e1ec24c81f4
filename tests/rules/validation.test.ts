import { describe, expect, it } from 'vitest';
import {
  checkConfirmPassword,
  checkLogin,
  checkPassword,
  checkPhone,
  checkRegistration,
  checkSmsCode,
  checkTermsAgreed,
  checkUserName,
  firstRegistrationError,
  normaliseCaptcha,
  stripNonWord,
} from '../../machines/rules/validation';

describe('user name rule', () => {
  it.each(['ab12', 'player01', 'Abcdefghijk', 'ab3c'])('accepts %s', (name) => expect(checkUserName(name)).toBeNull());
  it.each([
    ['', 'rule.userName.required'],
    ['ab_12', 'rule.userName.characters'],
    ['abc', 'rule.userName.length'],
    ['abcdefghijkl', 'rule.userName.length'],
    ['1abc', 'rule.userName.firstDigit'],
    ['a1234', 'rule.userName.letters'],
  ])('rejects %s with %s', (name, message) => expect(checkUserName(name)).toBe(message));
});

describe('password rule', () => {
  it.each(['abcd1234', 'ABCDEFGHIJKL', '12345678'])('accepts %s', (password) => expect(checkPassword(password)).toBeNull());
  it.each([
    ['', 'rule.password.required'],
    ['abc1234', 'rule.password.format'],
    ['abcdefghijklm', 'rule.password.format'],
    ['abcd 1234', 'rule.password.format'],
  ])('rejects %s', (password, message) => expect(checkPassword(password)).toBe(message));
});

describe('other registration rules', () => {
  it('confirm password must be given and match', () => {
    expect(checkConfirmPassword('abcd1234', '')).toBe('rule.confirmPassword.required');
    expect(checkConfirmPassword('abcd1234', 'abcd12345')).toBe('rule.confirmPassword.mismatch');
    expect(checkConfirmPassword('abcd1234', 'abcd1234')).toBeNull();
  });

  it('phone numbers are 8 to 11 digits', () => {
    expect(checkPhone('91234567')).toBeNull();
    expect(checkPhone('13912345678')).toBeNull();
    expect(checkPhone('')).toBe('rule.phone.required');
    expect(checkPhone('1234567')).toBe('rule.phone.format');
    expect(checkPhone('139123456789')).toBe('rule.phone.format');
    expect(checkPhone('1391234567a')).toBe('rule.phone.format');
  });

  it('SMS codes are 6 digits', () => {
    expect(checkSmsCode('012345')).toBeNull();
    expect(checkSmsCode('')).toBe('rule.smsCode.required');
    expect(checkSmsCode('12345')).toBe('rule.smsCode.format');
    expect(checkSmsCode('12345a')).toBe('rule.smsCode.format');
  });

  it('the terms must be agreed', () => {
    expect(checkTermsAgreed(false)).toBe('rule.terms.required');
    expect(checkTermsAgreed(true)).toBeNull();
  });

  it('reports every field and the first failing one', () => {
    const fields = { userName: 'player01', password: 'abcd1234', confirmPassword: 'abcd1234', phone: '13912345678', smsCode: '123456', inviteCode: '', agreed: true };
    expect(Object.values(checkRegistration(fields)).every((result) => result === null)).toBe(true);
    expect(firstRegistrationError(fields)).toBeNull();
    expect(firstRegistrationError({ ...fields, phone: '1' })).toBe('rule.phone.format');
    expect(firstRegistrationError({ ...fields, agreed: false })).toBe('rule.terms.required');
  });
});

describe('login rules', () => {
  it('needs account and password, and the code only when the captcha is on', () => {
    expect(checkLogin({ userName: '', password: 'x', code: '' }, false)).toBe('rule.login.account');
    expect(checkLogin({ userName: 'a', password: '', code: '' }, false)).toBe('rule.login.password');
    expect(checkLogin({ userName: 'a', password: 'x', code: '' }, true)).toBe('rule.login.code');
    expect(checkLogin({ userName: 'a', password: 'x', code: '' }, false)).toBeNull();
  });

  it('inputs keep only word characters; captcha at most 6', () => {
    expect(stripNonWord('a b-c.d_1!')).toBe('abcd_1');
    expect(normaliseCaptcha('ab cd-ef gh')).toBe('abcdef');
  });
});
