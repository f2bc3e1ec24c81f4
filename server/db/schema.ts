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
  /** 1 while transfer-free (automatic transfer) mode is on. */
  wallet_type: Generated<number>;
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
  /** Cached sum of the wallet's ledger entries; only server/ledger/ledger.ts changes it. */
  balance_minor: number;
  /** Money reserved by open pending movements: it can be neither spent nor moved (never above balance_minor). */
  held_minor: Generated<number>;
  /** The wallet feature's promotion lock (see server/features/wallet/walletLock.ts); the ledger never reads it. */
  locked: Generated<number>;
}

export interface HouseAccountsTable {
  code: string;
  description: string;
}

export type MovementPhase = 'single' | 'pending' | 'post' | 'void';

/**
 * One money event. `kind`, `convert_type` and `plat_type` belong to the feature that made it (the wallet
 * feature's transfer records); the ledger stores them without reading them.
 */
export interface MovementsTable {
  id: Generated<number>;
  reference: string;
  /** The caller's unique id of the movement, which is also its idempotency key. */
  movement_key: string;
  kind: string;
  user_id: number;
  convert_type: number | null;
  plat_type: string | null;
  amount_minor: number;
  status: Generated<number>;
  created_at: number;
  phase: Generated<MovementPhase>;
  /** The pending movement a post or void settles; null for single-phase and pending movements. */
  pending_id: number | null;
}

/** The entries a pending movement writes to ledger_entries when it is posted (same shape). */
export interface PendingEntriesTable {
  id: Generated<number>;
  movement_id: number;
  wallet_id: number | null;
  house_account: string | null;
  amount_minor: number;
}

/** A transfer-free mode switch (transfer record type 5 on, 6 off): a record of its own, no money moves. */
export interface WalletModeSwitchesTable {
  id: Generated<number>;
  user_id: number;
  /** The mode switched to: 1 transfer-free, 0 by hand. */
  wallet_type: number;
  reference: string;
  created_at: number;
}

/** One side of a movement: a member wallet or a house account, never both; a movement's entries sum to zero. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  movement_id: number;
  wallet_id: number | null;
  house_account: string | null;
  amount_minor: number;
}

export interface IdempotencyKeysTable {
  user_id: number;
  idem_key: string;
  request: string;
  response: string;
  created_at: number;
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
  house_accounts: HouseAccountsTable;
  movements: MovementsTable;
  ledger_entries: LedgerEntriesTable;
  pending_entries: PendingEntriesTable;
  wallet_mode_switches: WalletModeSwitchesTable;
  idempotency_keys: IdempotencyKeysTable;
  notices: NoticesTable;
  slides: SlidesTable;
  game_categories: GameCategoriesTable;
  platforms: PlatformsTable;
  help_articles: HelpArticlesTable;
}
