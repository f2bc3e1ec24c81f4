import { readFileSync } from 'node:fs';
import type { LanguageCode } from '../../machines/rules/language';

/** The server speaks from the same locale files as the site, so a rule reads the same on both. */
type Catalog = Record<string, string>;

const load = (code: LanguageCode): Catalog =>
  JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Catalog;

const catalogs: Record<LanguageCode, Catalog> = { zh: load('zh'), hk: load('hk'), en: load('en') };

export type MessageValues = Record<string, string | number>;

export function translate(language: LanguageCode, key: string, values: MessageValues = {}): string {
  const template = catalogs[language][key] ?? catalogs.zh[key] ?? key;
  // Most messages (every success's) have no placeholder to fill.
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
