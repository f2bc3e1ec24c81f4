import { Type, type Static } from 'typebox';
import { endpoint } from './envelope';

/** Home and public-page content (guest calls of spec section 7), in the caller's language. */

export const Notice = Type.Object({ title: Type.String(), content: Type.String(), scrollContent: Type.String() });
export type Notice = Static<typeof Notice>;

export const SlideQuery = Type.Object({
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, default: 1 })),
  device: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, default: 1 })),
});
export type SlideQuery = Static<typeof SlideQuery>;

/** The web site's banner: device 1, position 1. */
export const WEB_BANNER = { position: 1, device: 1 } as const satisfies SlideQuery;

export const Slide = Type.Object({ imgUrl: Type.String(), activityId: Type.Union([Type.Integer(), Type.Null()]) });
export type Slide = Static<typeof Slide>;

export const PlatformType = Type.Object({
  platType: Type.String(),
  apiTitle: Type.String(),
  eng: Type.String(),
  pcNavbarImgUrl: Type.String(),
});
export type PlatformType = Static<typeof PlatformType>;

export const GameCategory = Type.Object({
  gameType: Type.Integer(),
  gameTypeName: Type.String(),
  layout: Type.Integer(),
  link: Type.String(),
  imgUrl: Type.String(),
  platTypeList: Type.Array(PlatformType),
});
export type GameCategory = Static<typeof GameCategory>;

export const PlatTypesQuery = Type.Object({
  gameType: Type.Integer({ minimum: 0, maximum: 99 }),
  device: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
});

export const HELP_GROUPS = ['guide', 'rules', 'about'] as const;

export const HelpTopic = Type.Object({
  type: Type.String(),
  group: Type.Union([Type.Literal(HELP_GROUPS[0]), Type.Literal(HELP_GROUPS[1]), Type.Literal(HELP_GROUPS[2])]),
  title: Type.String(),
});
export type HelpTopic = Static<typeof HelpTopic>;

export const HelpArticle = Type.Object({ ...HelpTopic.properties, body: Type.String({ description: 'Sanitised HTML' }) });
export type HelpArticle = Static<typeof HelpArticle>;

export const HelpDetailQuery = Type.Object({ type: Type.String({ maxLength: 64 }) });

export const content = {
  getNotice: endpoint({
    method: 'POST',
    path: '/guest/index/getNotice',
    summary: 'Announcements',
    access: 'guest',
    reply: Type.Object({ noticeList: Type.Array(Notice) }),
  }),
  getSilde: endpoint({
    method: 'POST',
    path: '/guest/index/getSilde',
    summary: 'Banner slides of a position and device (the web uses 1 and 1)',
    access: 'guest',
    querystring: SlideQuery,
    reply: Type.Object({ slideList: Type.Array(Slide) }),
  }),
  getApiGameCategoryList: endpoint({
    method: 'POST',
    path: '/guest/api/apiGameCategory/getApiGameCategoryList',
    summary: 'Game categories with their venues',
    access: 'guest',
    reply: Type.Object({ apiGameCategoryList: Type.Array(GameCategory) }),
  }),
  getAllPlatTypes: endpoint({
    method: 'POST',
    path: '/guest/apiCode/getAllPlatTypes',
    summary: 'The venues of a game type, keyed by plat_type',
    access: 'guest',
    querystring: PlatTypesQuery,
    reply: Type.Object({ platTypes: Type.Record(Type.String(), PlatformType) }),
  }),
  getHelpList: endpoint({
    method: 'POST',
    path: '/guest/help/getHelpList',
    summary: 'Help topics',
    access: 'guest',
    reply: Type.Object({ helpList: Type.Array(HelpTopic) }),
  }),
  getHelpDetail: endpoint({
    method: 'POST',
    path: '/guest/help/getHelpDetail',
    summary: 'One help article (404 when there is none of that type)',
    access: 'guest',
    querystring: HelpDetailQuery,
    reply: Type.Object({ helpDetail: HelpArticle }),
  }),
} as const;
