import { post } from './client';

/** Home and public-page content (guest calls of spec section 7). */

export interface Notice {
  title: string;
  content: string;
  scrollContent: string;
}

export interface Slide {
  imgUrl: string;
  activityId: number | null;
}

export interface PlatformType {
  platType: string;
  apiTitle: string;
  eng: string;
  pcNavbarImgUrl: string;
}

export interface GameCategory {
  gameType: number;
  gameTypeName: string;
  layout: number;
  link: string;
  imgUrl: string;
  platTypeList: PlatformType[];
}

export interface HelpTopic {
  type: string;
  group: 'guide' | 'rules' | 'about';
  title: string;
}

export interface HelpArticle extends HelpTopic {
  body: string;
}

/** The web site's banner: device 1, position 1. */
export const WEB_BANNER = { position: 1, device: 1 } as const;

export async function getNotices(): Promise<Notice[]> {
  return (await post<{ noticeList: Notice[] }>('/guest/index/getNotice')).noticeList;
}

export async function getSlides(): Promise<Slide[]> {
  return (await post<{ slideList: Slide[] }>('/guest/index/getSilde', { query: WEB_BANNER })).slideList;
}

export async function getGameCategories(): Promise<GameCategory[]> {
  return (await post<{ apiGameCategoryList: GameCategory[] }>('/guest/api/apiGameCategory/getApiGameCategoryList'))
    .apiGameCategoryList;
}

export async function getHelpTopics(): Promise<HelpTopic[]> {
  return (await post<{ helpList: HelpTopic[] }>('/guest/help/getHelpList')).helpList;
}

export async function getHelpArticle(type: string): Promise<HelpArticle> {
  return (await post<{ helpDetail: HelpArticle }>('/guest/help/getHelpDetail', { query: { type } })).helpDetail;
}
