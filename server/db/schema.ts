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
  /** Migration 011: 1 male, 2 female, null unset. */
  gender: Generated<number | null>;
  /** Migration 011: YYYY-MM-DD, null unset. */
  birth_date: Generated<string | null>;
  /** Migration 011: slow hash of the 6-digit withdrawal password, null until set. */
  withdraw_password_hash: Generated<string | null>;
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
  /** Migration 011: the member a code was sent for (null for guests' codes). */
  user_id: Generated<number | null>;
}

/** Migration 011: a file a member uploaded, stored under the data directory by its random name. */
export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  purpose: string;
  mime: string;
  size_bytes: number;
  created_at: number;
}

/** Migration 011: when a code last went to a destination for a purpose (the 60 s resend rule, claimed atomically). */
export interface CodeSendSlotsTable {
  slot_key: string;
  last_sent_at: number;
  /** When the slot's current day began (its first send after a day without one), and how many went since. */
  day_started_at: number;
  sent_in_day: number;
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

/**
 * Translated content follows one scheme (migration 006): a table holds what is the same in every
 * language, and its `<table>_texts` table holds one row per language (language_type 1 zh, 2 hk, 3 en)
 * with the translated columns, keyed by the parent's key and the language.
 */

/** A setting: config_value is shared by every language, or null when site_config_texts has one per language. */
export interface SiteConfigTable {
  config_key: string;
  config_value: string | null;
}

export interface SiteConfigTextsTable {
  config_key: string;
  language_type: number;
  config_value: string;
}

export interface DictionaryItemsTable {
  dictionary_value: string;
  value: string;
  sort: number;
}

export interface DictionaryItemsTextsTable {
  dictionary_value: string;
  value: string;
  language_type: number;
  name: string;
}

/** A terms document (the registration terms are 'register'). */
export interface TermsTable {
  terms_key: string;
}

export interface TermsTextsTable {
  terms_key: string;
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
  id: number;
  sort: number;
}

export interface NoticesTextsTable {
  notice_id: number;
  language_type: number;
  title: string;
  content: string;
  scroll_content: string;
}

export interface SlidesTable {
  id: number;
  position: number;
  device: number;
  sort: number;
  activity_id: number | null;
}

/** The slide's image carries text, so each language has its own. */
export interface SlidesTextsTable {
  slide_id: number;
  language_type: number;
  img_url: string;
}

export interface GameCategoriesTable {
  game_type: number;
  category_key: string;
  sort: number;
  layout: number;
  link: string;
  img_url: string;
}

export interface GameCategoriesTextsTable {
  game_type: number;
  language_type: number;
  name: string;
}

/** A game venue (provider); its English title is also the API's language-independent `eng`. */
export interface PlatformsTable {
  plat_type: string;
  game_type: number;
  sort: number;
  pc_navbar_img_url: string;
}

export interface PlatformsTextsTable {
  plat_type: string;
  language_type: number;
  title: string;
}

export interface HelpArticlesTable {
  type: string;
  grp: string;
  sort: number;
}

export interface HelpArticlesTextsTable {
  type: string;
  language_type: number;
  title: string;
  body: string;
}

/** The hash of each content item as the content loader last wrote it (server/features/content/loadContent.ts). */
export interface ContentVersionsTable {
  kind: string;
  item_key: string;
  content_hash: string;
}

/** A venue's game (content file games.json); its name is in games_texts, one row per language. */
export interface GamesTable {
  id: number;
  plat_type: string;
  game_code: string;
  game_type: number;
  image: string;
  /** 0: not in the popular tab; 1, 2, …: its place there. */
  hot_rank: number;
  /** Comma-separated labels (new, hot, jackpot). */
  tags: string;
  sort: number;
}

export interface GamesTextsTable {
  game_id: number;
  language_type: number;
  name: string;
}

export interface GameFavouritesTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  created_at: number;
}

/** One search of the game lobby by name (normalised), for the popular-search list; user_id null for a guest. */
export interface GameSearchesTable {
  id: Generated<number>;
  user_id: number | null;
  term: string;
  searched_at: number;
}

/** The rebate ratio of a game type at a VIP level, in basis points (1 = 0.01 %; at most 120 = 1.2 %). */
export interface GameRebatesTable {
  game_type: number;
  vip_level: number;
  ratio_bp: number;
}

/** A deposit order (issue 13); status codes are machines/rules/deposit.ts RECHARGE_STATUS. */
export interface RechargeOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  payment_method_id: number;
  recharge_type: string;
  pay_mode: string;
  channel_id: number | null;
  provider_code: string | null;
  amount_minor: number;
  depositor_name: string | null;
  protocol: string | null;
  account_json: string | null;
  remark_code: string | null;
  voucher_urls: Generated<string>;
  pay_url: string | null;
  status: number;
  cancel_reason: string | null;
  reject_reason: string | null;
  expire_at: number | null;
  created_at: number;
  confirmed_at: number | null;
  cancelled_at: number | null;
  settled_at: number | null;
  movement_id: number | null;
  /** Migration 016, crypto orders only: the USDT paid (cents), the rate (1/10,000 CNY per USDT) and its time. */
  crypto_amount_minor: number | null;
  crypto_rate_e4: number | null;
  crypto_rate_set_at: number | null;
  /** Migration 024, an order held for review (status 7): what the provider says it captured, and why it is held ('late' or 'amount'). */
  paid_minor: number | null;
  review_reason: string | null;
}

/** A provider's notification as received; event_id only when its signature verified. */
export interface PayNotificationsTable {
  id: Generated<number>;
  provider_code: string;
  event_id: string | null;
  order_no: string | null;
  outcome: string;
  received_at: number;
}

/** Turnover a member must bet before withdrawing (1x a credited deposit, or a promotion's multiple). */
export interface TurnoverRequirementsTable {
  id: Generated<number>;
  user_id: number;
  source: string;
  source_ref: string;
  amount_minor: number;
  multiple: number;
  required_minor: number;
  created_at: number;
}

/** What an operator did, and who (migration 017): approve or reject a deposit or withdrawal, add or disable an operator. */
export interface OperatorActionsTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  /** deposit, withdrawal or operator. */
  target_kind: string;
  /** The order number, or the operator's id. */
  target_id: string;
  reason: string | null;
  detail: string | null;
  created_at: number;
}

/** The site's operators (migration 017): key_hash is the SHA-256 of the key, null only for the bootstrap admin (its key is OPERATOR_KEY). */
export interface OperatorsTable {
  id: Generated<number>;
  name: string;
  role: string;
  key_hash: string | null;
  created_at: number;
  disabled_at: number | null;
}

/** One scheduled job's run for one slot (migration 020, server/jobs/claims.ts): times are real time except the slot, which is the server clock's. */
export interface JobClaimsTable {
  job: string;
  slot: number;
  claimed_by: string;
  attempts: number;
  started_at: number;
  lease_until: number;
  finished_at: number | null;
}

/** Status of a bet: 0 invalid (voided, stake refunded), 1 settled, 2 unsettled. */
export type BetStatus = 0 | 1 | 2;

/** One bet at a venue; its stake, payout and refund are ledger movements named by their keys. */
export interface BetsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  bet_key: string;
  plat_type: string;
  game_code: string;
  game_name: string;
  round_id: string;
  stake_minor: number;
  valid_stake_minor: Generated<number>;
  payout_minor: Generated<number>;
  status: Generated<BetStatus>;
  bet_at: number;
  settled_at: number | null;
  stake_movement: string;
  settle_movement: string | null;
}

/** The in-house venue's baccarat rounds (migration 009): stakes, cards ("rank-suit,…"), outcome and payout. */
export interface HouseBaccaratRoundsTable {
  id: Generated<number>;
  user_id: number;
  bet_id: number;
  stake_player_minor: number;
  stake_banker_minor: number;
  stake_tie_minor: number;
  player_cards: string;
  banker_cards: string;
  outcome: string;
  payout_minor: number;
  valid_stake_minor: number;
  dealt_at: number;
  settled_at: number | null;
}

/** A keno round (id = minutes since the epoch); drawn ("n,n,…"), total and drawn_at null until the draw. */
export interface HouseKenoRoundsTable {
  id: number;
  draw_at: number;
  drawn: string | null;
  total: number | null;
  drawn_at: number | null;
}

/** A keno ticket: numbers ("n,n"), markets ("big,earth"), the stake per selection and what it paid. */
export interface HouseKenoTicketsTable {
  id: Generated<number>;
  round_id: number;
  user_id: number;
  bet_id: number;
  numbers: string;
  markets: string;
  stake_minor: number;
  total_stake_minor: number;
  hits: number | null;
  payout_minor: number | null;
  bought_at: number;
  settled_at: number | null;
}

/** One of the 15 supported banks (issue 15); its name is the locale key payout.bank.<bank_code>. */
export interface SystemBanksTable {
  id: Generated<number>;
  bank_code: string;
  icon_url: string;
  sort_order: number;
}

export interface UserBankCardsTable {
  id: Generated<number>;
  user_id: number;
  holder_name: string;
  card_type: number;
  bank_id: number;
  card_no: string;
  phone: string;
  created_at: number;
}

export interface UserBlockchainAccountsTable {
  id: Generated<number>;
  user_id: number;
  alias: string;
  address: string;
  protocol: string;
  created_at: number;
}

export interface UserThirdPartAccountsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  alias: string;
  account: string;
  created_at: number;
}

/** A withdrawal order; status codes are machines/rules/withdrawal.ts WITHDRAW_STATUS. */
export interface WithdrawOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  account_kind: string;
  account_id: number;
  account_name: string;
  account_no: string;
  method: string;
  amount_minor: number;
  bonus_minor: number;
  status: number;
  reject_reason: string | null;
  hold_key: string;
  settle_key: string | null;
  bonus_key: string | null;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
  /** Migration 016, crypto orders only: the USDT to pay out (cents), the rate (1/10,000 CNY per USDT) and its time. */
  crypto_amount_minor: number | null;
  crypto_rate_e4: number | null;
  crypto_rate_set_at: number | null;
  /** Migration 024: why the payout failed (status 4), as the payout service said; when it was paid (status 1). */
  payout_reason: string | null;
  paid_at: number | null;
}

/** Migration 016: the operator's USDT rate, one row each time it is set; the newest is in force. */
export interface CryptoRatesTable {
  id: Generated<number>;
  currency: string;
  rate_e4: number;
  set_at: number;
  set_by: string;
}

/** Migration 023: a site setting an operator set (a key never set reads as its default). */
export interface SiteSettingsTable {
  setting_key: string;
  setting_value: string;
  updated_at: number;
  updated_by: string;
}

/** Migration 014: each voucher proves one deposit order. */
export interface RechargeVouchersTable {
  voucher_url: string;
  order_id: number;
}

/** Migration 019: a message; user_id null is a message to everyone, stored once. Kinds: machines/rules/messages.ts. */
export interface MessagesTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  /** Written out by the operator, or null when the server words it from `template` with `params` (JSON). */
  title: string | null;
  content: string | null;
  template: string | null;
  params: string | null;
  created_at: number;
}

/** Migration 019: one member's state of one message, written only when the member reads or deletes it. */
export interface MessageStatesTable {
  message_id: number;
  user_id: number;
  read_at: number | null;
  deleted_at: number | null;
}

/** Migration 019: a member's feedback (opinion types: machines/rules/feedback.ts). */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  opinion_type: number;
  order_no: string | null;
  description: string;
  status: string;
  reply: string | null;
  replied_at: number | null;
  created_at: number;
  /** Set when the member deletes it: hidden from the member, kept for the operator. */
  deleted_at: number | null;
}


/** Migration 022: what a VIP level asks (turnover to reach, to keep per 90-day quarter) and gives (withdrawals a day, gifts). */
export interface VipLevelsTable {
  vip_level: number;
  promotion_minor: number;
  keep_minor: number;
  daily_count: number;
  daily_limit_minor: number;
  upgrade_gift_minor: number;
  birthday_gift_minor: number;
  weekly_packet_minor: number;
  exclusive_packet_minor: number;
}

/** Migration 022: the turnover multiple of each welfare kind (upgrade, birthday, weekly, exclusive, rebate). */
export interface WelfareKindsTable {
  kind: string;
  turnover_multiple: number;
}

/** Migration 022: a member's VIP counters and the last business day (yyyy-mm-dd, UTC+8) the daily job closed for them. */
export interface VipStandingsTable {
  user_id: number;
  counted_minor: number;
  quarter_days: number;
  quarter_minor: number;
  closed_day: string;
}

/** Migration 022: a promotion or relegation, one level, at most one a member a business day. */
export interface VipLevelChangesTable {
  id: Generated<number>;
  user_id: number;
  business_day: string;
  from_level: number;
  to_level: number;
  created_at: number;
}

/** Migration 022: a welfare item a member may claim once within its window; item_key also keys its ledger movement. */
export interface WelfareItemsTable {
  id: Generated<number>;
  user_id: number;
  item_key: string;
  kind: string;
  vip_level: number;
  amount_minor: number;
  turnover_multiple: number;
  business_day: string;
  available_from: number;
  expires_at: number;
  claimed_at: number | null;
  created_at: number;
}

/** Migration 022: a claimed welfare item: its order number (the movement's reference) and the turnover it requires. */
export interface WelfareRecordsTable {
  id: Generated<number>;
  user_id: number;
  item_id: number;
  order_no: string;
  kind: string;
  amount_minor: number;
  required_minor: number;
  created_at: number;
}

/** Migration 019: a feedback's screenshots, 1 to 3, each the member's own upload. */
export interface FeedbackScreenshotsTable {
  feedback_id: number;
  position: number;
  image_url: string;
}

/** Migration 026: a member in the agent programme and the invitation code others register with. */
export interface AgentsTable {
  user_id: number;
  invite_code: string;
  created_at: number;
}

/** Migration 026: who invited whom; the invitee's valid bets counted by the nightly job, and when they qualified. */
export interface InvitationsTable {
  invitee_id: number;
  inviter_id: number;
  invite_code: string;
  counted_minor: Generated<number>;
  qualified_day: string | null;
  created_at: number;
}

/** Migration 026: an agent tier: the day's minimum active invitees and valid bets, and the share of the platform fee it pays (≤ 5,500 bp). */
export interface AgentTiersTable {
  tier: number;
  min_active: number;
  min_valid_minor: number;
  share_bp: number;
}

/** Migration 026: the platform fee of a game type, basis points of valid bets. */
export interface AgentFeesTable {
  game_type: number;
  fee_bp: number;
}

/** Migration 026: the prize for a number of qualified invitees. */
export interface AgentPrizesTable {
  invitees: number;
  prize_minor: number;
}

/** Migration 026: the programme's consultation contacts. */
export interface AgentContactsTable {
  kind: string;
  address: string;
  sort: number;
}

/** Migration 026: the programme's one row of settings: the valid bets that make an invitee qualified. */
export interface AgentSettingsTable {
  id: number;
  qualify_minor: number;
}

/** Migration 026: an agent's business day closed by the nightly job (only days with invitee activity). */
export interface AgentDaysTable {
  agent_id: number;
  business_day: string;
  active_invitees: number;
  valid_minor: number;
  tier: number | null;
  share_bp: number;
  rebate_minor: number;
  /** The rebate's movement reference (order number), null when nothing was paid. */
  reference: string | null;
  created_at: number;
}

/** Migration 026: a closed day's platform fee detail of one game type (-1: a venue without a category). */
export interface AgentRebateLinesTable {
  agent_id: number;
  business_day: string;
  game_type: number;
  valid_minor: number;
  fee_bp: number;
  rebate_minor: number;
}

/** Migration 026: a prize paid for a number of qualified invitees, once per agent and number. */
export interface AgentPrizeAwardsTable {
  agent_id: number;
  invitees: number;
  prize_minor: number;
  business_day: string;
  reference: string;
  created_at: number;
}

/** Migration 025: a promotion: what it asks and gives, its classification, art, period and application window. */
export interface ActivitiesTable {
  id: Generated<number>;
  class_id: number;
  kind: string;
  sort: number;
  list_img_url: string;
  starts_at: number;
  ends_at: number;
  apply_from: number;
  apply_until: number;
  min_vip_level: number;
  deposit_rule: string;
  min_deposit_minor: number;
  member_days_min: number | null;
  member_days_max: number | null;
  per_member_limit: number;
  bonus_type: string;
  bonus_fixed_minor: number;
  bonus_percent_bp: number;
  bonus_cap_minor: number;
  turnover_multiple: number;
  review: number;
  wallet_venue: string;
  locks_wallet: number;
  created_at: number;
  updated_at: number;
}

/** Migration 025: an activity's title, summary and HTML body in one language. */
export interface ActivitiesTextsTable {
  activity_id: number;
  language_type: number;
  title: string;
  summary: string;
  content: string;
}

/** Migration 025: a betting gift's stake tier. */
export interface ActivityGiftTiersTable {
  activity_id: number;
  tier: number;
  turnover_minor: number;
  gift_minor: number;
}

/** Migration 025: a member's application to an activity (a betting gift: a tier's claim). */
export interface ActivityApplicationsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  activity_id: number;
  tier: number | null;
  slot: number;
  status: string;
  deposit_order_no: string | null;
  deposit_minor: number | null;
  bonus_minor: number;
  turnover_multiple: number;
  required_minor: number;
  wallet_venue: string;
  locks_wallet: number;
  reject_reason: string | null;
  operator_id: number | null;
  movement_id: number | null;
  created_at: number;
  reviewed_at: number | null;
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
  site_config_texts: SiteConfigTextsTable;
  dictionary_items: DictionaryItemsTable;
  dictionary_items_texts: DictionaryItemsTextsTable;
  terms: TermsTable;
  terms_texts: TermsTextsTable;
  ip_restrictions: IpRestrictionsTable;
  wallets: WalletsTable;
  house_accounts: HouseAccountsTable;
  movements: MovementsTable;
  ledger_entries: LedgerEntriesTable;
  pending_entries: PendingEntriesTable;
  wallet_mode_switches: WalletModeSwitchesTable;
  idempotency_keys: IdempotencyKeysTable;
  notices: NoticesTable;
  notices_texts: NoticesTextsTable;
  slides: SlidesTable;
  slides_texts: SlidesTextsTable;
  game_categories: GameCategoriesTable;
  game_categories_texts: GameCategoriesTextsTable;
  platforms: PlatformsTable;
  platforms_texts: PlatformsTextsTable;
  help_articles: HelpArticlesTable;
  help_articles_texts: HelpArticlesTextsTable;
  content_versions: ContentVersionsTable;
  house_baccarat_rounds: HouseBaccaratRoundsTable;
  house_keno_rounds: HouseKenoRoundsTable;
  house_keno_tickets: HouseKenoTicketsTable;
  games: GamesTable;
  games_texts: GamesTextsTable;
  game_favourites: GameFavouritesTable;
  game_searches: GameSearchesTable;
  game_rebates: GameRebatesTable;
  uploads: UploadsTable;
  code_send_slots: CodeSendSlotsTable;
  recharge_orders: RechargeOrdersTable;
  recharge_vouchers: RechargeVouchersTable;
  pay_notifications: PayNotificationsTable;
  turnover_requirements: TurnoverRequirementsTable;
  operator_actions: OperatorActionsTable;
  operators: OperatorsTable;
  bets: BetsTable;
  system_banks: SystemBanksTable;
  user_bank_cards: UserBankCardsTable;
  user_blockchain_accounts: UserBlockchainAccountsTable;
  user_third_part_accounts: UserThirdPartAccountsTable;
  withdraw_orders: WithdrawOrdersTable;
  crypto_rates: CryptoRatesTable;
  messages: MessagesTable;
  message_states: MessageStatesTable;
  feedback: FeedbackTable;
  feedback_screenshots: FeedbackScreenshotsTable;
  job_claims: JobClaimsTable;
  vip_levels: VipLevelsTable;
  welfare_kinds: WelfareKindsTable;
  vip_standings: VipStandingsTable;
  vip_level_changes: VipLevelChangesTable;
  welfare_items: WelfareItemsTable;
  welfare_records: WelfareRecordsTable;
  site_settings: SiteSettingsTable;
  agents: AgentsTable;
  invitations: InvitationsTable;
  agent_tiers: AgentTiersTable;
  agent_fees: AgentFeesTable;
  agent_prizes: AgentPrizesTable;
  agent_contacts: AgentContactsTable;
  agent_settings: AgentSettingsTable;
  agent_days: AgentDaysTable;
  agent_rebate_lines: AgentRebateLinesTable;
  agent_prize_awards: AgentPrizeAwardsTable;
  activities: ActivitiesTable;
  activities_texts: ActivitiesTextsTable;
  activity_gift_tiers: ActivityGiftTiersTable;
  activity_applications: ActivityApplicationsTable;
}
