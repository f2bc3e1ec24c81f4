/**
 * Profile and security rules (spec sections 1, 3 and 5), shared by the site and the server. Checks
 * return a locale key or null; masks and the security level are what both sides show.
 */
import type { RuleResult } from './validation';

export const ADULT_AGE = 18;
export const WITHDRAW_PASSWORD_LENGTH = 6;
export const REAL_NAME_MAX = 30;
export const GENDERS = [1, 2] as const;
export const PRESET_AVATAR_COUNT = 8;

/** The preset avatars' addresses (public/avatars/). */
export const PRESET_AVATARS: readonly string[] = Array.from({ length: PRESET_AVATAR_COUNT }, (_, i) => `/avatars/preset-${i + 1}.svg`);

/** Phone shown as its first 3 and last 4 digits. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** E-mail with the second half of its local part hidden: "member@x.com" → "mem***@x.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const kept = Math.ceil(local.length / 2);
  return `${local.slice(0, kept)}${'*'.repeat(local.length - kept)}${email.slice(at)}`;
}

/** The middle four digits the "phone check" asks for: those just before the last four. */
export const phoneMiddleFour = (phone: string): string => phone.slice(-8, -4);

export function checkWithdrawPassword(value: string): RuleResult {
  if (value === '') return 'security.withdrawPassword.required';
  if (!new RegExp(`^[0-9]{${WITHDRAW_PASSWORD_LENGTH}}$`).test(value)) return 'security.withdrawPassword.format';
  return null;
}

/**
 * A withdrawal password anyone would guess: one digit six times (000000, 111111) or a run of digits up or
 * down (123456, 654321, 456789), the step past 9 to 0 included (890123, 210987). Only a new password is held
 * to it; one chosen before the rule still opens withdrawals.
 */
export function isWeakWithdrawPassword(value: string): boolean {
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => (digit - digits[index] + 10) % 10));
  return digits.length > 1 && steps.size === 1 && [0, 1, 9].includes([...steps][0]);
}

/** A withdrawal password being chosen (set or changed): its shape, then not a guessable one. */
export function checkNewWithdrawPassword(value: string): RuleResult {
  return checkWithdrawPassword(value) ?? (isWeakWithdrawPassword(value) ? 'security.withdrawPassword.weak' : null);
}

export function checkRealName(value: string): RuleResult {
  const name = value.trim();
  if (name === '') return 'profile.realName.required';
  if (name.length < 2 || name.length > REAL_NAME_MAX || !/^\p{L}[\p{L}\p{M} ·.]*$/u.test(name)) return 'profile.realName.format';
  return null;
}

export function checkEmail(value: string): RuleResult {
  if (value === '') return 'security.email.required';
  if (value.length > 100 || !/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value)) return 'security.email.format';
  return null;
}

export function checkMiddleFour(value: string): RuleResult {
  if (!/^[0-9]{4}$/.test(value)) return 'security.phoneWrong';
  return null;
}

/** YYYY-MM-DD of a real calendar day, or null. */
export function parseBirthDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date and today (both YYYY-MM-DD); one is a year older on the birthday itself. */
export function ageOn(birthDate: string, today: string): number | null {
  const born = parseBirthDate(birthDate);
  const now = parseBirthDate(today);
  if (!born || !now) return null;
  const birthdayPassed = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (birthdayPassed ? 0 : 1);
}

/** A birth date the member may save: a real day, not in the future, at least 18 years ago (spec section 1). */
export function checkBirthDate(value: string, today: string): RuleResult {
  const age = ageOn(value, today);
  if (age === null || value > today || age > 120) return 'profile.birthDate.format';
  if (age < ADULT_AGE) return 'profile.birthDate.underAge';
  return null;
}

export interface SecurityFacts {
  hasPhone: boolean;
  hasEmail: boolean;
  hasRealName: boolean;
  hasWithdrawPassword: boolean;
}

export type SecurityStep = 'phone' | 'email' | 'realName' | 'withdrawPassword';

/** The security meter: how many of the four are set, its grade, and what to do next. */
export function securityLevel(facts: SecurityFacts): { score: number; grade: 'low' | 'medium' | 'high'; next: SecurityStep | null } {
  const steps: [SecurityStep, boolean][] = [
    ['phone', facts.hasPhone],
    ['email', facts.hasEmail],
    ['realName', facts.hasRealName],
    ['withdrawPassword', facts.hasWithdrawPassword],
  ];
  const score = steps.filter(([, done]) => done).length;
  return {
    score,
    grade: score <= 1 ? 'low' : score < steps.length ? 'medium' : 'high',
    next: steps.find(([, done]) => !done)?.[0] ?? null,
  };
}
