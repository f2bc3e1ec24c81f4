import { post } from './client';
import type { RegisterItem } from '../../machines/rules/registerItems';
import type { LoginRequest } from '../../machines/loginForm';
import type { RegisterRequest } from '../../machines/registerForm';

export interface ConfigItem {
  configKey: string;
  configValue: string;
}

export interface DictionaryItem {
  name: string;
  value: string;
}

export const captchaUrl = (uuid: string) => `/web/guest/user/getCaptcha?uuid=${encodeURIComponent(uuid)}`;

export async function login(request: LoginRequest): Promise<string> {
  const { token } = await post<{ token: string }>('/guest/user/login', { query: { ...request } });
  return token;
}

export async function register(request: RegisterRequest): Promise<string> {
  const { agreed, ...fields } = request;
  const { token } = await post<{ token: string }>('/guest/user/register', {
    query: { ...fields, agreed: agreed ? 1 : 0 },
  });
  return token;
}

export async function sendRegisterCode(phone: string): Promise<void> {
  await post('/guest/user/getPhoneCodeByRegister', { body: { phone } });
}

export async function getRegisterItems(): Promise<RegisterItem[]> {
  return (await post<{ registerItemList: RegisterItem[] }>('/guest/user/getRegisterItem')).registerItemList;
}

export async function getRegisterTerms(): Promise<{ title: string; content: string }> {
  return (await post<{ registerTerms: { title: string; content: string } }>('/guest/user/getRegisterTerms')).registerTerms;
}

export async function getWebsiteBasicInfo(): Promise<ConfigItem[]> {
  return (await post<{ websiteBasicInfoList: ConfigItem[] }>('/guest/index/getWebsiteBasicInfo')).websiteBasicInfoList;
}

export async function getDictionary(dictionaryValue: 'language_type' | 'currency_type'): Promise<DictionaryItem[]> {
  return (
    await post<{ sysDictionaryList: DictionaryItem[] }>('/common/sysDictionary/getSysDictionary', {
      query: { dictionaryValue },
    })
  ).sysDictionaryList;
}

export async function checkRestriction(): Promise<void> {
  await post('/guest/restrict/getRestrict');
}
