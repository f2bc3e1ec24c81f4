/**
 * Every address of the site, defined once (spec section 2). `ROUTE` holds the
 * patterns the router matches; `paths` builds the addresses views link and
 * navigate to, queries included. Views never spell an address themselves.
 *
 * The spec's addresses carry their query inside the hash (`#/help?type=kh`),
 * so a path here is what follows the `#`.
 */

export const ROUTE = {
  home: '/',
  accessForbid: '/access-forbid',
  login: '/user/login',
  register: '/user/register',
  help: '/help',
  download: '/download',
  sponsor: '/sponsor/madrid',
  customerService: '/customer/main',
  agent: '/agent',
  promotions: '/activity/discount',
  activityLanding: '/activity/activityLandPage',
  activityLandingWide: '/activity/activityLandPageFl',
  bettingGift: '/activity/bettingGift',
  giftRecord: '/record/giftRecord',
  /** The four promotions pages above, one route (src/features/activity/ActivityPages.tsx tells them apart). */
  activityPages: '/activity/:page',
  egame: '/game/egame/:id',
  gameCategory: '/game/:category',
  fishing: '/game/fishing',
  mine: '/mine',
  userInfo: '/mine/userInfo',
  vip: '/mine/vip',
  vipDetails: '/mine/details',
  welfare: '/record/welfare',
  betRecord: '/record/betRecord',
  transRecord: '/record/transRecord',
  deposit: '/finance/deposit',
  introTutorial: '/finance/introTutorial',
  transfer: '/finance/transfer',
  withdrawal: '/finance/withdrawal',
  wallet: '/finance/wallet',
  addBankCard: '/addBankCard',
  virtualCoinCard: '/virtualCoinCard',
  ebpayAccount: '/ebpayAccount',
  mail: '/mail',
  feedback: '/feedback',
  feedbackList: '/feedback/list',
  feedbackDetail: '/feedback/detail',
  play: '/play',
  playBaccarat: '/play/baccarat',
  playKeno: '/play/keno',
} as const;

export type RoutePattern = (typeof ROUTE)[keyof typeof ROUTE];

type QueryValue = string | number | null | undefined;

/** A path with its query; parameters without a value are left out. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const present = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined);
  if (present.length === 0) return path;
  return `${path}?${new URLSearchParams(present.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** The code of a help-centre article (`kh`, `cpqa`, …), as `/help?type=` takes it. */
export type HelpArticleCode = string;

/** `/download?type=`: 0 iOS, 1 Android. */
export type DownloadPlatform = 0 | 1;

/** `/record/transRecord?type=`: the record tabs of spec section 2 (deposit, withdrawal, transfer, rebate). */
export const TRANS_RECORD_KINDS = ['recharge', 'withdraw', 'transfer', 'rebate'] as const;
export type TransRecordKind = (typeof TRANS_RECORD_KINDS)[number];

const fixed = <P extends string>(path: P) => () => path;

/** Addresses to link and navigate to. */
export const paths = {
  home: fixed(ROUTE.home),
  accessForbid: fixed(ROUTE.accessForbid),
  login: fixed(ROUTE.login),
  /** The login page with password recovery in the login form's place. */
  forgotPassword: () => withQuery(ROUTE.login, { step: 'forgot' }),
  register: fixed(ROUTE.register),
  help: (article?: HelpArticleCode) => withQuery(ROUTE.help, { type: article }),
  download: (platform?: DownloadPlatform) => withQuery(ROUTE.download, { type: platform }),
  sponsor: fixed(ROUTE.sponsor),
  customerService: fixed(ROUTE.customerService),
  agent: fixed(ROUTE.agent),
  /** `/activity/discount?type=`: a classification's tab (spec section 2: 2 and 5 seen). */
  promotions: (classId?: number) => withQuery(ROUTE.promotions, { type: classId }),
  activityLanding: (activityId: number) => withQuery(ROUTE.activityLanding, { type: activityId }),
  /** The landing page's full-width variant. */
  activityLandingWide: (activityId: number) => withQuery(ROUTE.activityLandingWide, { type: activityId }),
  bettingGift: fixed(ROUTE.bettingGift),
  giftRecord: fixed(ROUTE.giftRecord),
  egame: (id: string | number) => ROUTE.egame.replace(':id', encodeURIComponent(String(id))),
  /** `/game/sport`, `/game/realbet`, `/game/chess`, `/game/gaming`, `/game/lottery`: the shared category page. */
  gameCategory: (category: 'sport' | 'realbet' | 'chess' | 'gaming' | 'lottery') => ROUTE.gameCategory.replace(':category', category),
  fishing: fixed(ROUTE.fishing),
  userInfo: fixed(ROUTE.userInfo),
  vip: fixed(ROUTE.vip),
  vipDetails: fixed(ROUTE.vipDetails),
  welfare: fixed(ROUTE.welfare),
  betRecord: fixed(ROUTE.betRecord),
  play: fixed(ROUTE.play),
  playBaccarat: fixed(ROUTE.playBaccarat),
  playKeno: fixed(ROUTE.playKeno),
  transRecord: (kind: TransRecordKind = 'transfer') => withQuery(ROUTE.transRecord, { type: kind }),
  deposit: fixed(ROUTE.deposit),
  introTutorial: fixed(ROUTE.introTutorial),
  transfer: fixed(ROUTE.transfer),
  withdrawal: fixed(ROUTE.withdrawal),
  wallet: fixed(ROUTE.wallet),
  addBankCard: fixed(ROUTE.addBankCard),
  virtualCoinCard: fixed(ROUTE.virtualCoinCard),
  ebpayAccount: fixed(ROUTE.ebpayAccount),
  mail: fixed(ROUTE.mail),
  feedback: fixed(ROUTE.feedback),
  feedbackList: fixed(ROUTE.feedbackList),
  feedbackDetail: (order: string | number) => withQuery(ROUTE.feedbackDetail, { order }),
};

/** The path of an address, without its query. */
export const pathOf = (address: string) => address.split('?')[0] || ROUTE.home;

/** A site address as a link from outside the single page (a new window): `/#/customer/main`. */
export const absoluteHref = (address: string) => `/#${address}`;
