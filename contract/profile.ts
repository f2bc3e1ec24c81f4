import { Type, type Static } from 'typebox';
import { endpoint, NoData } from './envelope';
import { PasswordText } from './secrets';

/**
 * Profile and security (user calls of spec section 7), the phone and e-mail codes of "Verification and
 * upload", and password recovery (guest calls). Form fields are optional text: the shared rules in
 * machines/rules/profile.ts and validation.ts judge them and answer their own messages.
 */

const FormText = Type.Optional(Type.String({ maxLength: 128 }));

export const ModifyUserInfoBody = Type.Object({
  photoUrl: Type.Optional(Type.String({ maxLength: 200, description: 'A preset avatar (/avatars/preset-N.svg) or an address of your own upload' })),
  realName: Type.Optional(Type.String({ maxLength: 64, description: 'Set once; afterwards only the operator changes it' })),
  gender: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 male, 2 female' })),
  birthDate: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD; at least 18 years ago' })),
});
export type ModifyUserInfoBody = Static<typeof ModifyUserInfoBody>;

/** The spec's /user/modifyPassword (q) parameters, by the same names, in the JSON body (contract/secrets.ts). */
export const ModifyPasswordBody = Type.Object({
  oldPassword: PasswordText('The current login password'),
  newPassword: PasswordText('The new login password'),
  confirmPassword: PasswordText('The new password again'),
});
export type ModifyPasswordBody = Static<typeof ModifyPasswordBody>;

export const WithdrawPasswordBody = Type.Object({
  password: FormText,
  confirmPassword: FormText,
  code: Type.Optional(Type.String({ maxLength: 16, description: 'The SMS code sent to the bound phone (purpose withdrawPassword)' })),
  oldPassword: Type.Optional(Type.String({ maxLength: 16, description: 'Changing: the current withdrawal password, instead of a code' })),
});
export type WithdrawPasswordBody = Static<typeof WithdrawPasswordBody>;

export const SmsPurpose = Type.Union([Type.Literal('withdrawPassword'), Type.Literal('bindPhone'), Type.Literal('bindAccount')], {
  description: 'bindAccount: binding or changing a payout account (code to the bound phone)',
});
export const EmailPurpose = Type.Literal('bindEmail');

export const SmsCodeBody = Type.Object({
  purpose: SmsPurpose,
  phone: Type.Optional(Type.String({ maxLength: 32, description: 'bindPhone: the new number' })),
  middleFour: Type.Optional(Type.String({ maxLength: 8, description: 'bindPhone: the middle four digits of the bound phone (the phone check)' })),
  code: Type.Optional(Type.String({ maxLength: 16 })),
});
export type SmsCodeBody = Static<typeof SmsCodeBody>;

export const EmailCodeBody = Type.Object({
  purpose: EmailPurpose,
  email: Type.String({ maxLength: 128 }),
  code: Type.Optional(Type.String({ maxLength: 16 })),
});
export type EmailCodeBody = Static<typeof EmailCodeBody>;

export const ForgotChannel = Type.Union([Type.Literal('phone'), Type.Literal('email')]);
export const ForgotBody = Type.Object({
  userName: FormText,
  channel: Type.Optional(ForgotChannel),
  code: Type.Optional(Type.String({ maxLength: 16 })),
  newPassword: FormText,
  confirmPassword: FormText,
});
export type ForgotBody = Static<typeof ForgotBody>;

/** A recovery code send: the account name and a solved captcha, named as the login and the registration code send name it. */
export const ForgotSendBody = Type.Object({
  userName: FormText,
  code: Type.Optional(Type.String({ maxLength: 16, description: "The captcha picture's text, as for the login" })),
  codeId: Type.Optional(Type.String({ maxLength: 64, description: 'The id the captcha picture was fetched with' })),
});
export type ForgotSendBody = Static<typeof ForgotSendBody>;

const member = 'member' as const;
const guest = 'guest' as const;

export const profile = {
  modifyUserInfo: endpoint({ method: 'POST', path: '/user/modifyUserInfo', summary: 'Saves photoUrl, the real name (once), gender and birth date', access: member, body: ModifyUserInfoBody, reply: NoData }),
  modifyPassword: endpoint({ method: 'POST', path: '/user/modifyPassword', summary: "Changes the login password; the member's other sessions end", access: member, body: ModifyPasswordBody, reply: NoData }),
  checkIsSetWidthPassword: endpoint({ method: 'POST', path: '/user/checkIsSetWidthPassword', summary: 'Whether a withdrawal password is set', access: member, reply: Type.Object({ isSet: Type.Boolean() }) }),
  setWithdrawPwd: endpoint({ method: 'POST', path: '/user/setWithdrawPwd', summary: 'Sets the 6-digit withdrawal password with an SMS code to the bound phone', access: member, body: WithdrawPasswordBody, reply: NoData }),
  modifyWithdrawPwd: endpoint({ method: 'POST', path: '/user/modifyWithdrawPwd', summary: 'Changes the withdrawal password with the old one or an SMS code', access: member, body: WithdrawPasswordBody, reply: NoData }),
  checkWithdrawPwd: endpoint({ method: 'POST', path: '/user/checkWithdrawPwd', summary: 'Checks the withdrawal password (5 wrong in 15 minutes lock it for 15 minutes)', access: member, body: Type.Object({ password: FormText }), reply: NoData }),
  getSmsCode: endpoint({ method: 'POST', path: '/sms/getSmsCode', summary: 'Sends a code: withdrawPassword to the bound phone, bindPhone to the new phone after the phone check', access: member, body: SmsCodeBody, reply: NoData }),
  checkSmsCode: endpoint({ method: 'POST', path: '/sms/checkSmsCode', summary: 'Checks a code; for bindPhone the right code binds the new phone', access: member, body: SmsCodeBody, reply: NoData }),
  getEmailCode: endpoint({ method: 'POST', path: '/email/getEmailCode', summary: 'Sends a code to the e-mail address to bind', access: member, body: EmailCodeBody, reply: NoData }),
  checkEmailCode: endpoint({ method: 'POST', path: '/email/checkEmailCode', summary: 'Checks the code; the right code binds the e-mail address', access: member, body: EmailCodeBody, reply: NoData }),
  forgetPasswordFirstStep: endpoint({ method: 'POST', path: '/guest/user/forgetPasswordFirstStep', summary: 'Starts recovery for a user name; the same answer whether or not it exists', access: guest, body: ForgotBody, reply: NoData }),
  getPhoneCodeByForgetPwd: endpoint({ method: 'POST', path: '/guest/user/getPhoneCodeByForgetPwd', summary: "Sends a recovery code to the account's phone, if there is such an account (needs a solved captcha; the same answer either way)", access: guest, body: ForgotSendBody, reply: NoData }),
  getEmailCodeByForgetPwd: endpoint({ method: 'POST', path: '/guest/user/getEmailCodeByForgetPwd', summary: "Sends a recovery code to the account's e-mail, if it has one (needs a solved captcha; the same answer either way)", access: guest, body: ForgotSendBody, reply: NoData }),
  checkPhoneCodeByForgetPwd: endpoint({ method: 'POST', path: '/guest/user/checkPhoneCodeByForgetPwd', summary: 'Checks a recovery code (channel phone or email) without spending it', access: guest, body: ForgotBody, reply: NoData }),
  modifyPasswordByForget: endpoint({ method: 'POST', path: '/guest/user/modifyPasswordByForget', summary: 'Sets a new password with the recovery code; every session of the account ends', access: guest, body: ForgotBody, reply: NoData }),
} as const;
