import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkBirthDate,
  checkEmail,
  checkMiddleFour,
  checkRealName,
  checkWithdrawPassword,
  checkNewWithdrawPassword,
  maskEmail,
  maskPhone,
  parseBirthDate,
  phoneMiddleFour,
  securityLevel,
} from '../../machines/rules/profile';

/** Profile and security rules (spec sections 1, 3 and 5) at their edges: lengths, anchors, 18 years, masks, the meter. */

describe('masks', () => {
  it('show a phone’s first 3 and last 4 digits; 7 digits or fewer as they are', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12345678')).toBe('123*5678');
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskPhone('12345')).toBe('12345');
    expect(phoneMiddleFour('13812345678')).toBe('1234');
  });

  it('hide the second half of an address’s local part', () => {
    expect(maskEmail('member@x.com')).toBe('mem***@x.com');
    expect(maskEmail('abcde@x.cn')).toBe('abc**@x.cn');
    expect(maskEmail('a@b.cn')).toBe('a@b.cn');
    expect(maskEmail('@x.com')).toBe('@x.com');
    expect(maskEmail('nobody')).toBe('nobody');
  });
});

describe('checks', () => {
  it('a withdrawal password: required, then exactly six digits', () => {
    expect(checkWithdrawPassword('')).toBe('security.withdrawPassword.required');
    expect(checkWithdrawPassword('12345')).toBe('security.withdrawPassword.format');
    expect(checkWithdrawPassword('123456')).toBeNull();
  });

  it('a new withdrawal password: not one digit six times, nor a run up or down (the wrap past 9 included)', () => {
    for (const weak of ['000000', '111111', '999999', '123456', '654321', '012345', '543210', '456789', '987654', '890123', '210987']) {
      expect(checkNewWithdrawPassword(weak), weak).toBe('security.withdrawPassword.weak');
    }
    for (const fine of ['135790', '123457', '111112', '211111', '654320', '124356', '121212', '112233', '975310']) {
      expect(checkNewWithdrawPassword(fine), fine).toBeNull();
    }
    expect(checkNewWithdrawPassword('')).toBe('security.withdrawPassword.required');
    expect(checkNewWithdrawPassword('12345')).toBe('security.withdrawPassword.format');
    // An old one is only checked for its shape: a member who chose 123456 before this rule can still type it.
    expect(checkWithdrawPassword('123456')).toBeNull();
  });

  it('a real name: 2 to 30 letters (marks, spaces, · and . inside), trimmed', () => {
    expect(checkRealName('   ')).toBe('profile.realName.required');
    expect(checkRealName('L')).toBe('profile.realName.format');
    expect(checkRealName('Li')).toBeNull();
    expect(checkRealName('  李雷  ')).toBeNull();
    expect(checkRealName(' L ')).toBe('profile.realName.format');
    expect(checkRealName('a'.repeat(30))).toBeNull();
    expect(checkRealName('a'.repeat(31))).toBe('profile.realName.format');
    expect(checkRealName('Jose\u0301 Li')).toBeNull();
    expect(checkRealName('阿·布')).toBeNull();
    expect(checkRealName('1Li')).toBe('profile.realName.format');
    expect(checkRealName('Li1')).toBe('profile.realName.format');
  });

  it('an e-mail address: required, at most 100 characters, a whole address', () => {
    expect(checkEmail('')).toBe('security.email.required');
    expect(checkEmail('a@mail.example.com')).toBeNull();
    expect(checkEmail(`${'x'.repeat(95)}@b.cn`)).toBeNull();
    expect(checkEmail(`${'x'.repeat(96)}@b.cn`)).toBe('security.email.format');
    for (const bad of ['a@b', '#a@b.cn', 'a@b.cn#', 'a b@c.cn']) expect(checkEmail(bad), bad).toBe('security.email.format');
  });

  it('the phone check: exactly four digits', () => {
    expect(checkMiddleFour('1234')).toBeNull();
    for (const bad of ['123', '12345', 'a1234', '1234a']) expect(checkMiddleFour(bad), bad).toBe('security.phoneWrong');
  });
});

describe('birth dates', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    for (const bad of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0099-01-01', 'x2000-01-01', '2000-01-01x', '2000-1-01']) {
      expect(parseBirthDate(bad), bad).toBeNull();
    }
  });

  it('count whole years, a year more on the birthday itself', () => {
    expect(ageOn('2000-03-20', '2026-03-19')).toBe(25);
    expect(ageOn('2000-03-20', '2026-03-20')).toBe(26);
    expect(ageOn('2000-03-20', '2026-02-25')).toBe(25);
    expect(ageOn('2000-01-20', '2026-02-01')).toBe(26);
    expect(ageOn('2000-13-01', '2026-02-01')).toBeNull();
    expect(ageOn('2000-01-01', '2026-02-30')).toBeNull();
  });

  it('may be saved at 18 on the day (spec section 1), not the day before, nor in the future or past 120', () => {
    expect(checkBirthDate('2008-01-15', '2026-01-15')).toBeNull();
    expect(checkBirthDate('2008-01-16', '2026-01-15')).toBe('profile.birthDate.underAge');
    expect(checkBirthDate('2026-01-15', '2026-01-15')).toBe('profile.birthDate.underAge');
    expect(checkBirthDate('2026-01-16', '2026-01-15')).toBe('profile.birthDate.format');
    expect(checkBirthDate('1905-01-16', '2026-01-15')).toBeNull(); // 120
    expect(checkBirthDate('1905-01-15', '2026-01-15')).toBe('profile.birthDate.format'); // 121
    expect(checkBirthDate('2000-02-30', '2026-01-15')).toBe('profile.birthDate.format');
  });
});

describe('the security meter', () => {
  const facts = (count: number) => ({
    hasPhone: count > 0,
    hasEmail: count > 1,
    hasRealName: count > 2,
    hasWithdrawPassword: count > 3,
  });

  it('is low at 0 or 1 of 4, medium at 2 or 3, high at 4, and names the next step in order', () => {
    expect([0, 1, 2, 3, 4].map((count) => securityLevel(facts(count)))).toEqual([
      { score: 0, grade: 'low', next: 'phone' },
      { score: 1, grade: 'low', next: 'email' },
      { score: 2, grade: 'medium', next: 'realName' },
      { score: 3, grade: 'medium', next: 'withdrawPassword' },
      { score: 4, grade: 'high', next: null },
    ]);
    expect(securityLevel({ hasPhone: false, hasEmail: true, hasRealName: true, hasWithdrawPassword: true })).toEqual({
      score: 3,
      grade: 'medium',
      next: 'phone',
    });
  });
});
