import { Type, type Static } from 'typebox';
import { endpoint, EpochMs } from './envelope';

/** Site settings, dictionaries and the region check (guest and common calls of spec section 7). */

export const ConfigItem = Type.Object({ configKey: Type.String(), configValue: Type.String() });
export type ConfigItem = Static<typeof ConfigItem>;

export const DICTIONARIES = ['language_type', 'currency_type'] as const;
export type DictionaryName = (typeof DICTIONARIES)[number];

export const DictionaryQuery = Type.Object({ dictionaryValue: Type.Union([Type.Literal(DICTIONARIES[0]), Type.Literal(DICTIONARIES[1])]) });

/** What /web/health tells operators beside liveness: whether this server has met the SMS circuit breaker open. */
export const HealthReply = Type.Object({
  smsBreaker: Type.Object({
    open: Type.Boolean({ description: 'Every code send is refused until closesAt: the hourly SMS limit was reached (an error was logged once)' }),
    closesAt: Type.Optional(EpochMs),
  }),
});

export const DictionaryItem = Type.Object({ name: Type.String(), value: Type.String() });
export type DictionaryItem = Static<typeof DictionaryItem>;

export const site = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: "Liveness, and the SMS circuit breaker as this server last met it: no database, no session",
    access: 'guest',
    reply: HealthReply,
  }),
  getWebsiteBasicInfo: endpoint({
    method: 'POST',
    path: '/guest/index/getWebsiteBasicInfo',
    summary: "The site's settings in the caller's language",
    access: 'guest',
    reply: Type.Object({ websiteBasicInfoList: Type.Array(ConfigItem) }),
  }),
  getSysDictionary: endpoint({
    method: 'POST',
    path: '/common/sysDictionary/getSysDictionary',
    summary: 'The languages or currencies members may choose',
    access: 'guest',
    querystring: DictionaryQuery,
    reply: Type.Object({ sysDictionaryList: Type.Array(DictionaryItem) }),
  }),
  getRestrict: endpoint({
    method: 'POST',
    path: '/guest/restrict/getRestrict',
    summary: "Whether the caller's address may use the site (403 with ip when barred)",
    access: 'guest',
    reply: Type.Object({ ip: Type.String() }),
  }),
} as const;
