import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { LanguageCode } from '../../machines/rules/language';

/**
 * The server speaks from the same locale files as the site, so a rule reads the same on both. Messages are
 * ICU messages, as react-intl reads them on the site: English says "1 minute" and "5 minutes" through
 * `{minutes, plural, one {# minute} other {# minutes}}`, while zh and hk keep their single form.
 */
type Catalog = Record<string, string>;

const load = (code: LanguageCode): Catalog =>
  JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Catalog;

const catalogs: Record<LanguageCode, Catalog> = { zh: load('zh'), hk: load('hk'), en: load('en') };

/** The locales the site gives react-intl (src/i18n/catalogs.ts INTL_LOCALE), so plural rules agree. */
const INTL_LOCALE: Record<LanguageCode, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

export type MessageValues = Record<string, string | number>;

/** Each message is parsed once, the first time it is said. */
const formats = new Map<string, IntlMessageFormat>();

function formatOf(language: LanguageCode, key: string, template: string): IntlMessageFormat {
  const cacheKey = `${language}\u0000${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(template, INTL_LOCALE[language]);
    formats.set(cacheKey, format);
  }
  return format;
}

/** Plain {name} filling, leaving a placeholder without a value as it is. */
const fillPlain = (template: string, values: MessageValues) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));

export function translate(language: LanguageCode, key: string, values: MessageValues = {}): string {
  const found = catalogs[language][key] !== undefined ? language : catalogs.zh[key] !== undefined ? 'zh' : null;
  if (found === null) return key;
  const template = catalogs[found][key];
  // Most messages (every success's) have no placeholder to fill.
  if (!template.includes('{')) return template;
  try {
    return String(formatOf(found, key, template).format(values));
  } catch {
    // A value the caller did not give: the placeholder stays, as it always did, rather than failing the answer.
    return fillPlain(template, values);
  }
}
