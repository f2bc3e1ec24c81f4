import * as guestApi from '../api/guest';
import * as contentApi from '../api/content';
import { sessionData } from '../store/session';

/** Loads what every page reads once per visit: site settings, register items, languages and game navigation. */
export async function loadSiteSettings(): Promise<void> {
  const [baseInfo, registerItems, languages, categories] = await Promise.allSettled([
    guestApi.getWebsiteBasicInfo(),
    guestApi.getRegisterItems(),
    guestApi.getDictionary('language_type'),
    contentApi.getGameCategories(),
  ]);
  if (baseInfo.status === 'fulfilled') {
    sessionData.baseInfo = Object.fromEntries(baseInfo.value.map((item) => [item.configKey, item.configValue]));
  }
  if (registerItems.status === 'fulfilled') sessionData.registerItems = registerItems.value;
  if (languages.status === 'fulfilled') sessionData.languageList = languages.value;
  if (categories.status === 'fulfilled') sessionData.gameNavList = categories.value;
}
