import { call } from './client';
import { auth, type RegisterItem } from '../../contract/auth';
import { site, type ConfigItem, type DictionaryItem, type DictionaryName } from '../../contract/site';
import type { LoginRequest } from '../../machines/loginForm';

export type { ConfigItem, DictionaryItem } from '../../contract/site';

export const captchaUrl = (uuid: string) => `/web${auth.getCaptcha.path}?uuid=${encodeURIComponent(uuid)}`;

/** The login machine's request is the body: userName, password, code and codeId (machines/loginForm.ts). */
export async function login(request: LoginRequest): Promise<string> {
  return (await call(auth.login, { body: request })).token;
}

export async function getRegisterItems(): Promise<RegisterItem[]> {
  return (await call(auth.getRegisterItem, {})).registerItemList;
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
