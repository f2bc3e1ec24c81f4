import { Type, type Static } from 'typebox';
import { endpoint, NoData } from './envelope';
import { CAPTCHA_ID_PATTERN } from '../machines/rules/ids';
import { PasswordText } from './secrets';

/**
 * Login, registration and their helpers (guest calls of spec section 7). The form fields are optional
 * text here: the shared rules in machines/rules/validation.ts judge them and answer their own messages
 * ("please enter the account"), so the schema only refuses what no form could send. The spec names the
 * login's and registration's parameters as query parameters; they keep their names but travel in the
 * JSON body, as passwords must (contract/secrets.ts).
 */

const FormText = Type.String({ maxLength: 128 });

export const CaptchaQuery = Type.Object({ uuid: Type.String({ pattern: CAPTCHA_ID_PATTERN.source, description: 'A version-4 UUID chosen by the site' }) });

export const LoginBody = Type.Object({
  userName: Type.Optional(FormText),
  password: PasswordText('The login password'),
  code: Type.Optional(FormText),
  codeId: Type.Optional(FormText),
});
export type LoginBody = Static<typeof LoginBody>;

export const TokenReply = Type.Object({ token: Type.String({ description: 'Sent back in the token header of member calls' }) });

export const RegisterBody = Type.Object({
  userName: Type.Optional(FormText),
  password: PasswordText('The new login password'),
  confirmPassword: PasswordText('The same password again'),
  phone: Type.Optional(FormText),
  smsCode: Type.Optional(FormText),
  inviteCode: Type.Optional(Type.String({ maxLength: 32, description: "An agent's invitation code (the invitation link's code); optional" })),
  agreed: Type.Optional(Type.String({ maxLength: 8, description: '1 or true when the member agreed to the terms' })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterItem = Type.Object({ id: Type.Integer(), itemKey: Type.String(), isShow: Type.Boolean() });
export type RegisterItem = Static<typeof RegisterItem>;

export const RegisterTerms = Type.Object({ title: Type.String(), content: Type.String() });
export type RegisterTerms = Static<typeof RegisterTerms>;

export const RegisterCodeBody = Type.Object({
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer()], { description: 'Mobile number, 8-11 digits' })),
  code: Type.Optional(Type.String({ maxLength: 16, description: "The captcha picture's text, as for the login" })),
  codeId: Type.Optional(Type.String({ maxLength: 64, description: 'The id the captcha picture was fetched with' })),
});

export const auth = {
  getCaptcha: endpoint({
    method: 'GET',
    path: '/guest/user/getCaptcha',
    summary: 'A captcha picture for the given id',
    access: 'guest',
    querystring: CaptchaQuery,
    reply: null,
    produces: 'image/svg+xml',
  }),
  login: endpoint({
    method: 'POST',
    path: '/guest/user/login',
    summary: 'Logs in; answers the session token',
    access: 'guest',
    body: LoginBody,
    reply: TokenReply,
  }),
  register: endpoint({
    method: 'POST',
    path: '/guest/user/register',
    summary: 'Registers a member with an SMS code (and, when given, the agent who invited them); answers the session token',
    access: 'guest',
    body: RegisterBody,
    reply: TokenReply,
  }),
  getRegisterItem: endpoint({
    method: 'POST',
    path: '/guest/user/getRegisterItem',
    summary: 'The register items (item 1 opens registration, item 13 the login captcha)',
    access: 'guest',
    reply: Type.Object({ registerItemList: Type.Array(RegisterItem) }),
  }),
  getRegisterTerms: endpoint({
    method: 'POST',
    path: '/guest/user/getRegisterTerms',
    summary: "The registration terms in the caller's language",
    access: 'guest',
    reply: Type.Object({ registerTerms: RegisterTerms }),
  }),
  getPhoneCodeByRegister: endpoint({
    method: 'POST',
    path: '/guest/user/getPhoneCodeByRegister',
    summary: 'Sends a registration SMS code to a phone not yet registered (needs a solved captcha)',
    access: 'guest',
    body: RegisterCodeBody,
    reply: NoData,
  }),
} as const;
