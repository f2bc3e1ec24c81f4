import type { Generated } from 'kysely';

/** Times are epoch milliseconds; money is integer minor units; flags are 0 or 1. */
export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  user_name_key: string;
  password_hash: string;
  phone: string;
  real_name: string | null;
  email: string | null;
  language_type: number | null;
  currency_type: number;
  level_id: number;
  photo_url: string | null;
  created_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
}

export interface CaptchasTable {
  uuid: string;
  answer: string;
  expires_at: number;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: string;
  target: string;
  code: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  text: string;
  code: string;
  sent_at: number;
}

export interface LoginThrottleTable {
  scope_key: string;
  failures: number;
  window_started_at: number;
  locked_until: number;
}

export interface RegisterItemsTable {
  id: number;
  item_key: string;
  is_show: number;
}

export interface SiteConfigTable {
  config_key: string;
  language_type: number;
  config_value: string;
}

export interface DictionaryItemsTable {
  dictionary_value: string;
  value: string;
  sort: number;
  name_zh: string;
  name_hk: string;
  name_en: string;
}

export interface TermsTable {
  language_type: number;
  title: string;
  content: string;
}

export interface IpRestrictionsTable {
  id: Generated<number>;
  cidr: string;
  note: string;
}

export interface WalletsTable {
  id: Generated<number>;
  user_id: number;
  venue: string;
  balance_minor: number;
}

export interface NoticesTable {
  id: Generated<number>;
  language_type: number;
  sort: number;
  title: string;
  content: string;
  scroll_content: string;
}

export interface SlidesTable {
  id: Generated<number>;
  language_type: number;
  position: number;
  device: number;
  sort: number;
  img_url: string;
  activity_id: number | null;
}

export interface GameCategoriesTable {
  game_type: number;
  category_key: string;
  sort: number;
  layout: number;
  link: string;
  img_url: string;
  name_zh: string;
  name_hk: string;
  name_en: string;
}

export interface PlatformsTable {
  plat_type: string;
  game_type: number;
  sort: number;
  api_title_zh: string;
  api_title_hk: string;
  eng: string;
  pc_navbar_img_url: string;
}

export interface HelpArticlesTable {
  type: string;
  language_type: number;
  grp: string;
  sort: number;
  title: string;
  body: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  login_throttle: LoginThrottleTable;
  register_items: RegisterItemsTable;
  site_config: SiteConfigTable;
  dictionary_items: DictionaryItemsTable;
  terms: TermsTable;
  ip_restrictions: IpRestrictionsTable;
  wallets: WalletsTable;
  notices: NoticesTable;
  slides: SlidesTable;
  game_categories: GameCategoriesTable;
  platforms: PlatformsTable;
  help_articles: HelpArticlesTable;
}
