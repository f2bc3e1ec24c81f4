import { call } from './client';
import { auth, type RegisterItem, type RegisterTerms } from '../../contract/auth';
import { site, type ConfigItem, type DictionaryItem, type DictionaryName } from '../../contract/site';
import type { LoginRequest } from '../../machines/loginForm';
import type { RegisterRequest } from '../../machines/registerForm';

export type { ConfigItem, DictionaryItem } from '../../contract/site';

export const captchaUrl = (uuid: string) => `/web${auth.getCaptcha.path}?uuid=${encodeURIComponent(uuid)}`;

export async function login(request: LoginRequest): Promise<string> {
  const { userName, password, code, codeId } = request;
  return (await call(auth.login, { body: { userName, password, code, codeId } })).token;
}

export async function register(request: RegisterRequest): Promise<string> {
  const { userName, password, confirmPassword, phone, smsCode, inviteCode, agreed } = request;
  const body = { userName, password, confirmPassword, phone, smsCode, inviteCode, agreed: agreed ? '1' : '0' };
  return (await call(auth.register, { body })).token;
}

/** The captcha a guest solved for a code send: the picture's id and its text. */
export interface SolvedCaptcha {
  codeId: string;
  code: string;
}

export async function sendRegisterCode(phone: string, captcha: SolvedCaptcha): Promise<void> {
  await call(auth.getPhoneCodeByRegister, { body: { phone, code: captcha.code, codeId: captcha.codeId } });
}

export async function getRegisterItems(): Promise<RegisterItem[]> {
  return (await call(auth.getRegisterItem, {})).registerItemList;
}

export async function getRegisterTerms(): Promise<RegisterTerms> {
  return (await call(auth.getRegisterTerms, {})).registerTerms;
}

export async function getWebsiteBasicInfo(): Promise<ConfigItem[]> {
  return (await call(site.getWebsiteBasicInfo, {})).websiteBasicInfoList;
}

export async function getDictionary(dictionaryValue: DictionaryName): Promise<DictionaryItem[]> {
  return (await call(site.getSysDictionary, { query: { dictionaryValue } })).sysDictionaryList;
}

export async function checkRestriction(): Promise<void> {
  await call(site.getRestrict, {});
}
