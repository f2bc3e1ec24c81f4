import { call } from './client';
import { content, WEB_BANNER, type GameCategory, type HelpArticle, type HelpTopic, type Notice, type Slide } from '../../contract/content';

/** Home and public-page content (guest calls of spec section 7); the shapes are the contract's. */

export type { GameCategory, HelpArticle, HelpTopic, Notice, PlatformType, Slide } from '../../contract/content';
export { WEB_BANNER };

export async function getNotices(): Promise<Notice[]> {
  return (await call(content.getNotice, {})).noticeList;
}

export async function getSlides(): Promise<Slide[]> {
  return (await call(content.getSilde, { query: WEB_BANNER })).slideList;
}

export async function getGameCategories(): Promise<GameCategory[]> {
  return (await call(content.getApiGameCategoryList, {})).apiGameCategoryList;
}

export async function getHelpTopics(): Promise<HelpTopic[]> {
  return (await call(content.getHelpList, {})).helpList;
}

export async function getHelpArticle(type: string): Promise<HelpArticle> {
  return (await call(content.getHelpDetail, { query: { type } })).helpDetail;
}
