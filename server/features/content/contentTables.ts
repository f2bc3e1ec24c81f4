import { LANGUAGES } from '../../../machines/rules/language';
import type { ContentFiles, ContentTexts } from './contentFiles';

/**
 * How each kind of content file becomes rows: the table of what every language shares and, for translated
 * content, its `<table>_texts` rows (one per language; see server/db/schema.ts). Listed in the order they
 * are written, parents before the tables that reference them.
 */

/** A game's art, made for this site from its code and name (tests/tooling/gameArt.ts), under public/. */
export const gameImageOf = (gameCode: string) => `/content/games/${gameCode}.svg`;

export type Row = Record<string, string | number | null>;

/** One content item as rows: its own row and, when translated, one texts row per language. */
export interface ContentRows {
  row: Row;
  texts: Row[];
}

export interface ContentTable {
  /** The item's kind in content_versions. */
  kind: string;
  table: string;
  keys: string[];
  /** The texts table and what the keys are called there; absent for content that is not translated. */
  texts?: { table: string; keys: string[] };
  items(files: ContentFiles): ContentRows[];
}

/** One texts row per language, from a record of the translated fields by column. */
function textsRows(columns: Record<string, ContentTexts>): Row[] {
  return LANGUAGES.map(({ code, id }) => ({
    language_type: id,
    ...Object.fromEntries(Object.entries(columns).map(([column, texts]) => [column, texts[code]])),
  }));
}

/** Position of each item among those of the same group, for the sort column. */
function sortWithin<T>(items: T[], groupOf: (item: T) => string): number[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const group = groupOf(item);
    const sort = seen.get(group) ?? 0;
    seen.set(group, sort + 1);
    return sort;
  });
}

export const CONTENT_TABLES: ContentTable[] = [
  {
    kind: 'registerItem',
    table: 'register_items',
    keys: ['id'],
    items: (files) => files.registerItems.map((item) => ({ row: { id: item.id, item_key: item.key, is_show: item.shown ? 1 : 0 }, texts: [] })),
  },
  {
    kind: 'setting',
    table: 'site_config',
    keys: ['config_key'],
    texts: { table: 'site_config_texts', keys: ['config_key'] },
    items: (files) =>
      files.settings.map(({ key, value }) =>
        typeof value === 'string'
          ? { row: { config_key: key, config_value: value }, texts: [] }
          : { row: { config_key: key, config_value: null }, texts: textsRows({ config_value: value }) },
      ),
  },
  {
    kind: 'dictionaryItem',
    table: 'dictionary_items',
    keys: ['dictionary_value', 'value'],
    texts: { table: 'dictionary_items_texts', keys: ['dictionary_value', 'value'] },
    items: (files) =>
      files.dictionary.map((item, sort) => ({
        row: { dictionary_value: item.dictionary, value: item.value, sort },
        texts: textsRows({ name: item.name }),
      })),
  },
  {
    kind: 'terms',
    table: 'terms',
    keys: ['terms_key'],
    texts: { table: 'terms_texts', keys: ['terms_key'] },
    items: (files) => files.terms.map((terms) => ({ row: { terms_key: terms.key }, texts: textsRows({ title: terms.title, content: terms.content }) })),
  },
  {
    kind: 'notice',
    table: 'notices',
    keys: ['id'],
    texts: { table: 'notices_texts', keys: ['notice_id'] },
    items: (files) =>
      files.notices.map((notice, sort) => ({
        row: { id: notice.id, sort },
        texts: textsRows({ title: notice.title, content: notice.content, scroll_content: notice.scrollContent }),
      })),
  },
  {
    kind: 'slide',
    table: 'slides',
    keys: ['id'],
    texts: { table: 'slides_texts', keys: ['slide_id'] },
    items: (files) => {
      const sorts = sortWithin(files.slides, (slide) => `${slide.position}/${slide.device}`);
      return files.slides.map((slide, index) => ({
        row: { id: slide.id, position: slide.position, device: slide.device, sort: sorts[index], activity_id: slide.activityId },
        texts: textsRows({ img_url: slide.imgUrl }),
      }));
    },
  },
  {
    kind: 'gameCategory',
    table: 'game_categories',
    keys: ['game_type'],
    texts: { table: 'game_categories_texts', keys: ['game_type'] },
    items: (files) =>
      files.gameCategories.map((category, sort) => ({
        row: {
          game_type: category.gameType,
          category_key: category.key,
          sort,
          layout: category.layout,
          link: category.link,
          img_url: category.imgUrl,
        },
        texts: textsRows({ name: category.name }),
      })),
  },
  {
    kind: 'platform',
    table: 'platforms',
    keys: ['plat_type'],
    texts: { table: 'platforms_texts', keys: ['plat_type'] },
    items: (files) =>
      files.platforms.map((platform, sort) => ({
        row: { plat_type: platform.platType, game_type: platform.gameType, sort, pc_navbar_img_url: platform.navbarImgUrl },
        texts: textsRows({ title: platform.title }),
      })),
  },
  {
    kind: 'game',
    table: 'games',
    keys: ['id'],
    texts: { table: 'games_texts', keys: ['game_id'] },
    items: (files) => {
      const sorts = sortWithin(files.games, (game) => game.platType);
      return files.games.map((game, index) => ({
        row: {
          id: game.id,
          plat_type: game.platType,
          game_code: game.gameCode,
          game_type: game.gameType,
          image: gameImageOf(game.gameCode),
          hot_rank: game.hotRank,
          tags: game.tags.join(','),
          sort: sorts[index],
        },
        texts: textsRows({ name: game.name }),
      }));
    },
  },
  {
    kind: 'rebate',
    table: 'game_rebates',
    keys: ['game_type', 'vip_level'],
    items: (files) =>
      files.rebates.map((rebate) => ({ row: { game_type: rebate.gameType, vip_level: rebate.vipLevel, ratio_bp: rebate.ratioBp }, texts: [] })),
  },
  {
    kind: 'vipLevel',
    table: 'vip_levels',
    keys: ['vip_level'],
    items: (files) =>
      files.vipLevels.map((level) => ({
        row: {
          vip_level: level.level,
          promotion_minor: level.promotionMinor,
          keep_minor: level.keepMinor,
          daily_count: level.dailyWithdrawCount,
          daily_limit_minor: level.dailyWithdrawLimitMinor,
          upgrade_gift_minor: level.upgradeGiftMinor,
          birthday_gift_minor: level.birthdayGiftMinor,
          weekly_packet_minor: level.weeklyPacketMinor,
          exclusive_packet_minor: level.exclusivePacketMinor,
        },
        texts: [],
      })),
  },
  {
    kind: 'welfareKind',
    table: 'welfare_kinds',
    keys: ['kind'],
    items: (files) => files.welfareKinds.map(({ kind, multiple }) => ({ row: { kind, turnover_multiple: multiple }, texts: [] })),
  },
  // The agent programme (agent.json, server/features/agent/agentContent.ts).
  {
    kind: 'agentSettings',
    table: 'agent_settings',
    keys: ['id'],
    items: (files) => files.agentSettings.map((settings) => ({ row: { id: 1, qualify_minor: settings.qualifyValidBetsMinor }, texts: [] })),
  },
  {
    kind: 'agentTier',
    table: 'agent_tiers',
    keys: ['tier'],
    items: (files) =>
      files.agentTiers.map((tier) => ({ row: { tier: tier.tier, min_active: tier.minActive, min_valid_minor: tier.minValidMinor, share_bp: tier.shareBp }, texts: [] })),
  },
  {
    kind: 'agentFee',
    table: 'agent_fees',
    keys: ['game_type'],
    items: (files) => files.agentFees.map((fee) => ({ row: { game_type: fee.gameType, fee_bp: fee.feeBp }, texts: [] })),
  },
  {
    kind: 'agentPrize',
    table: 'agent_prizes',
    keys: ['invitees'],
    items: (files) => files.agentPrizes.map((prize) => ({ row: { invitees: prize.invitees, prize_minor: prize.prizeMinor }, texts: [] })),
  },
  {
    kind: 'agentContact',
    table: 'agent_contacts',
    keys: ['kind'],
    items: (files) => files.agentContacts.map((contact, sort) => ({ row: { kind: contact.kind, address: contact.address, sort }, texts: [] })),
  },
  {
    kind: 'helpArticle',
    table: 'help_articles',
    keys: ['type'],
    texts: { table: 'help_articles_texts', keys: ['type'] },
    items: (files) =>
      files.helpArticles.map((article, sort) => ({
        row: { type: article.type, grp: article.group, sort },
        texts: textsRows({ title: article.title, body: article.body }),
      })),
  },
];
