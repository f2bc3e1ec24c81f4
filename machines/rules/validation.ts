/**
 * Form rules of spec section 5, shared by the site's machines and the API server
 * so that the browser and the server never disagree. Each check returns the
 * locale key of the message to show, or null when the value passes.
 */
export type RuleResult = string | null;

export const CAPTCHA_MAX_LENGTH = 6;
export const SMS_CODE_LENGTH = 6;

/** Account, password and captcha inputs drop every non-word character while typing. */
export function stripNonWord(value: string): string {
  return value.replace(/\W/g, '');
}

export function normaliseCaptcha(value: string): string {
  return stripNonWord(value).slice(0, CAPTCHA_MAX_LENGTH);
}

export function checkUserName(value: string): RuleResult {
  if (value === '') return 'rule.userName.required';
  if (!/^[A-Za-z0-9]+$/.test(value)) return 'rule.userName.characters';
  if (value.length < 4 || value.length > 11) return 'rule.userName.length';
  if (/^[0-9]/.test(value)) return 'rule.userName.firstDigit';
  if ((value.match(/[A-Za-z]/g) ?? []).length < 2) return 'rule.userName.letters';
  return null;
}

export function checkPassword(value: string): RuleResult {
  if (value === '') return 'rule.password.required';
  if (!/^[A-Za-z0-9]{8,12}$/.test(value)) return 'rule.password.format';
  return null;
}

export function checkConfirmPassword(password: string, confirmation: string): RuleResult {
  if (confirmation === '') return 'rule.confirmPassword.required';
  if (confirmation !== password) return 'rule.confirmPassword.mismatch';
  return null;
}

/** Mobile numbers of the markets served: 8 (Hong Kong) to 11 (mainland) digits. */
export function checkPhone(value: string): RuleResult {
  if (value === '') return 'rule.phone.required';
  if (!/^[0-9]{8,11}$/.test(value)) return 'rule.phone.format';
  return null;
}

export function checkSmsCode(value: string): RuleResult {
  if (value === '') return 'rule.smsCode.required';
  if (!new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`).test(value)) return 'rule.smsCode.format';
  return null;
}

export function checkTermsAgreed(agreed: boolean): RuleResult {
  return agreed ? null : 'rule.terms.required';
}

export interface LoginFields {
  userName: string;
  password: string;
  code: string;
}

/** Login needs account and password, and the captcha code when the captcha setting is on. */
export function checkLogin(fields: LoginFields, captchaRequired: boolean): RuleResult {
  if (fields.userName === '') return 'rule.login.account';
  if (fields.password === '') return 'rule.login.password';
  if (captchaRequired && fields.code === '') return 'rule.login.code';
  return null;
}

export interface RegistrationFields {
  userName: string;
  password: string;
  confirmPassword: string;
  phone: string;
  smsCode: string;
  /** An agent's invitation code (optional: '' is none), carried by the invitation link. */
  inviteCode: string;
  agreed: boolean;
}

/**
 * The fields the rules here judge. The invitation code has its rule with the agent programme's
 * (machines/rules/agent.ts, checkInviteCode): the login form that loads with every page needs none of it.
 */
export type RegistrationField = Exclude<keyof RegistrationFields, 'inviteCode'>;

/** `smsRequired` false (site setting sms_switch off): no SMS code is asked for, so none is judged. */
export function checkRegistration(fields: RegistrationFields, smsRequired = true): Record<RegistrationField, RuleResult> {
  return {
    userName: checkUserName(fields.userName),
    password: checkPassword(fields.password),
    confirmPassword: checkConfirmPassword(fields.password, fields.confirmPassword),
    phone: checkPhone(fields.phone),
    smsCode: smsRequired ? checkSmsCode(fields.smsCode) : null,
    agreed: checkTermsAgreed(fields.agreed),
  };
}

export function firstRegistrationError(fields: RegistrationFields, smsRequired = true): RuleResult {
  return Object.values(checkRegistration(fields, smsRequired)).find((result) => result !== null) ?? null;
}
