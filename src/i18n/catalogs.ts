import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { proxy } from 'valtio';
import type { LanguageCode } from '../../machines/rules/language';

/**
 * Each language's messages are their own chunks; only the chosen language loads. Its first catalog
 * holds every key but the areas' (vite.config.ts: LOCALE_AREAS); an area's keys load with the pages
 * that show them (withAreas), and stay loaded, in whichever language is chosen later.
 */
const loaders: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../locales/zh.json'),
  hk: () => import('../../locales/hk.json'),
  en: () => import('../../locales/en.json'),
};

/** A key namespace of vite.config.ts's LOCALE_AREAS. */
export type LocaleArea = string;

export const INTL_LOCALE: Record<LanguageCode, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

/** Bumped when a loaded language gains an area, so that the provider renders its new messages. */
export const catalogState = proxy({ version: 0 });

/** The areas' loaders (one chunk per area and language) are themselves loaded with the first page that needs an area. */
const areaLoaders = () => import('virtual:locale-areas').then((module) => module.areaLoaders);

const cache = createIntlCache();
const loaded = new Map<LanguageCode, { intl: IntlShape; areas: Set<LocaleArea> }>();
const inUse = new Set<LocaleArea>();

export async function loadIntl(language: LanguageCode): Promise<IntlShape> {
  const known = loaded.get(language);
  if (known && [...inUse].every((area) => known.areas.has(area))) return known.intl;
  const areas = new Set(inUse);
  const loadersOfAreas = areas.size > 0 ? await areaLoaders() : {};
  const [first, ...rest] = await Promise.all([loaders[language](), ...[...areas].map((area) => loadersOfAreas[area][language]())]);
  // An area that came into use while this loaded (a page opening as the language changes) joins it now.
  if ([...inUse].some((area) => !areas.has(area))) return loadIntl(language);
  const messages = Object.assign({}, first.default, ...rest.map((part) => part.default)) as Record<string, string>;
  const intl = createIntl({ locale: INTL_LOCALE[language], messages, defaultLocale: 'zh-CN' }, cache);
  loaded.set(language, { intl, areas });
  return intl;
}

export function loadedIntl(language: LanguageCode): IntlShape | null {
  return loaded.get(language)?.intl ?? null;
}

/**
 * Makes `areas` part of `language`'s messages and of every language already loaded (the visitor may have
 * chosen another language while the page that needs them was loading), and of every language loaded after.
 */
export async function loadAreas(language: LanguageCode, areas: readonly LocaleArea[]): Promise<void> {
  // In use before anything is awaited: a language that loads meanwhile includes them.
  const added = areas.filter((area) => !inUse.has(area));
  for (const area of added) inUse.add(area);
  const known = await areaLoaders();
  const unknown = areas.filter((area) => !(area in known));
  if (unknown.length > 0) {
    for (const area of added) inUse.delete(area);
    throw new Error(`no locale area ${unknown.join(', ')} (vite.config.ts: LOCALE_AREAS)`);
  }
  const lacking = (code: LanguageCode) => !areas.every((area) => loaded.get(code)?.areas.has(area));
  const languages = [...new Set<LanguageCode>([language, ...loaded.keys()])].filter(lacking);
  if (languages.length === 0) return;
  await Promise.all(languages.map((code) => loadIntl(code)));
  catalogState.version++;
}
