import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { LanguageCode } from '../../machines/rules/language';

/** Each language's messages are their own chunk; only the chosen one loads. */
const loaders: Record<LanguageCode, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('../../locales/zh.json'),
  hk: () => import('../../locales/hk.json'),
  en: () => import('../../locales/en.json'),
};

export const INTL_LOCALE: Record<LanguageCode, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

const cache = createIntlCache();
const loaded = new Map<LanguageCode, IntlShape>();

export async function loadIntl(language: LanguageCode): Promise<IntlShape> {
  const known = loaded.get(language);
  if (known) return known;
  const messages = (await loaders[language]()).default;
  const intl = createIntl({ locale: INTL_LOCALE[language], messages, defaultLocale: 'zh-CN' }, cache);
  loaded.set(language, intl);
  return intl;
}

export function loadedIntl(language: LanguageCode): IntlShape | null {
  return loaded.get(language) ?? null;
}
