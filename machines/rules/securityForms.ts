/**
 * The dialogs of the personal page (spec sections 3 and 5): which fields each shows, how typing is
 * cleaned, and which rule each field breaks. Shared by the securityForm machine and its views; the
 * server applies the same rules itself (profileInfo.ts, secrets.ts, contacts.ts).
 */
import { checkBirthDate, checkEmail, checkMiddleFour, checkNewWithdrawPassword, checkRealName, checkWithdrawPassword, WITHDRAW_PASSWORD_LENGTH } from './profile';
import { checkConfirmPassword, checkPassword, checkPhone, checkSmsCode, SMS_CODE_LENGTH, stripNonWord } from './validation';

export const SECURITY_FORM_KINDS = ['basicInfo', 'phone', 'email', 'withdrawSet', 'withdrawChange', 'password'] as const;
export type SecurityFormKind = (typeof SECURITY_FORM_KINDS)[number];

export type SecurityField =
  | 'realName'
  | 'gender'
  | 'birthDate'
  | 'middleFour'
  | 'phone'
  | 'email'
  | 'via'
  | 'oldPassword'
  | 'code'
  | 'password'
  | 'newPassword'
  | 'confirmPassword';

export type SecurityFields = Record<SecurityField, string>;

/** What the form knows of the member when it opens. */
export interface SecurityFacts {
  /** Set once: afterwards the basic-info form no longer offers it. */
  realNameSet: boolean;
  /** YYYY-MM-DD: the day the 18-year rule counts to. */
  today: string;
}

export const EMPTY_SECURITY_FIELDS: SecurityFields = {
  realName: '',
  gender: '',
  birthDate: '',
  middleFour: '',
  phone: '',
  email: '',
  via: 'old',
  oldPassword: '',
  code: '',
  password: '',
  newPassword: '',
  confirmPassword: '',
};

/** Forms that send a code before they are submitted. */
export const CODE_FORMS: readonly SecurityFormKind[] = ['phone', 'email', 'withdrawSet', 'withdrawChange'];

/** The fields a form shows, in order (a withdrawal-password change shows the old one or a code, as chosen). */
export function formFields(kind: SecurityFormKind, fields: SecurityFields, facts: Pick<SecurityFacts, 'realNameSet'>): SecurityField[] {
  switch (kind) {
    case 'basicInfo':
      return facts.realNameSet ? ['gender', 'birthDate'] : ['realName', 'gender', 'birthDate'];
    case 'phone':
      return ['middleFour', 'phone', 'code'];
    case 'email':
      return ['email', 'code'];
    case 'withdrawSet':
      return ['code', 'password', 'confirmPassword'];
    case 'withdrawChange':
      return [fields.via === 'code' ? 'code' : 'oldPassword', 'password', 'confirmPassword'];
    case 'password':
      return ['oldPassword', 'newPassword', 'confirmPassword'];
  }
}

/** Whether the form's code button is shown: a withdrawal-password change shows it only when changing by code. */
export const usesCode = (kind: SecurityFormKind, fields: SecurityFields): boolean => formFields(kind, fields, { realNameSet: true }).includes('code');

/** The fields a code needs before it can be sent (the phone check and the new phone; the e-mail address). */
export function codeTargetFields(kind: SecurityFormKind): SecurityField[] {
  if (kind === 'phone') return ['middleFour', 'phone'];
  if (kind === 'email') return ['email'];
  return [];
}

const withdrawKind = (kind: SecurityFormKind) => kind === 'withdrawSet' || kind === 'withdrawChange';
const digits = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/** Typing as the member sees it cleaned: digits only where only digits belong, word characters in login passwords. */
export function cleanInput(kind: SecurityFormKind, field: SecurityField, value: string): string {
  switch (field) {
    case 'middleFour':
      return digits(value, 4);
    case 'phone':
      return digits(value, 11);
    case 'code':
      return digits(value, SMS_CODE_LENGTH);
    case 'email':
      return value.replace(/\s/g, '');
    case 'via':
      return value === 'code' ? 'code' : 'old';
    case 'gender':
      return value === '1' || value === '2' ? value : '';
    case 'oldPassword':
    case 'password':
    case 'confirmPassword':
      return withdrawKind(kind) ? digits(value, WITHDRAW_PASSWORD_LENGTH) : stripNonWord(value);
    case 'newPassword':
      return stripNonWord(value);
    default:
      return value;
  }
}

function problemOf(kind: SecurityFormKind, field: SecurityField, fields: SecurityFields, facts: SecurityFacts): string | null {
  switch (field) {
    case 'realName':
      return checkRealName(fields.realName);
    case 'gender':
      return fields.gender === '' ? 'profile.gender.required' : null;
    case 'birthDate':
      return fields.birthDate === '' ? 'profile.birthDate.required' : checkBirthDate(fields.birthDate, facts.today);
    case 'middleFour':
      return checkMiddleFour(fields.middleFour);
    case 'phone':
      return checkPhone(fields.phone);
    case 'email':
      return checkEmail(fields.email);
    case 'code':
      return checkSmsCode(fields.code);
    case 'oldPassword':
      if (withdrawKind(kind)) return checkWithdrawPassword(fields.oldPassword);
      return fields.oldPassword === '' ? 'security.oldPassword.required' : null;
    case 'password':
      return checkNewWithdrawPassword(fields.password);
    case 'newPassword':
      return checkPassword(fields.newPassword) ?? (fields.newPassword === fields.oldPassword ? 'security.password.same' : null);
    case 'confirmPassword':
      if (withdrawKind(kind)) {
        if (fields.confirmPassword === '') return 'security.withdrawPassword.confirmRequired';
        return fields.confirmPassword === fields.password ? null : 'security.withdrawPassword.mismatch';
      }
      return checkConfirmPassword(fields.newPassword, fields.confirmPassword);
    case 'via':
      return null;
  }
}

/** Each shown field's broken rule (a locale key) or null. */
export function securityFormProblems(kind: SecurityFormKind, fields: SecurityFields, facts: SecurityFacts): Partial<Record<SecurityField, string | null>> {
  return Object.fromEntries(formFields(kind, fields, facts).map((field) => [field, problemOf(kind, field, fields, facts)]));
}

export const firstSecurityProblem = (kind: SecurityFormKind, fields: SecurityFields, facts: SecurityFacts): string | null =>
  Object.values(securityFormProblems(kind, fields, facts)).find((problem) => problem) ?? null;

/** The first broken rule among the fields a code needs, or null when the code may be sent. */
export const codeTargetProblem = (kind: SecurityFormKind, fields: SecurityFields): string | null =>
  codeTargetFields(kind)
    .map((field) => problemOf(kind, field, fields, { realNameSet: true, today: '' }))
    .find((problem) => problem) ?? null;
