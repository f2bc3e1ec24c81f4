import { proxy } from 'valtio';
import type { MemberInfo } from '../../machines/session';
import type { RegisterItem } from '../../machines/rules/registerItems';
import type { LanguageCode } from '../../machines/rules/language';
import type { DictionaryItem } from '../api/guest';
import type { GameCategory } from '../api/content';
import type { Game } from '../../contract/games';

/**
 * The shared data of spec section 3 that many views read, written by the
 * session actor and the site loader. Whether the visitor is logged in is not
 * here: the session actor alone knows it (`useSignedIn`).
 */
export interface SessionData {
  userInfo: MemberInfo | null;
  /** The central wallet's spendable money (money held by a withdrawal under review is not in it). */
  accountMoney: number | null;
  /** Central money held by withdrawals under review. */
  heldMoney: number | null;
  baseInfo: Record<string, string>;
  registerItems: RegisterItem[];
  languageList: DictionaryItem[];
  gameNavList: GameCategory[];
  unreadCount: number;
  /** The site setting sms_switch: registration and the payout account forms ask for an SMS code (null: not read yet). */
  smsRequired: boolean | null;
  /** Whether the member has bound a bank card (null: not known, or a guest). */
  hasBankCard: boolean | null;
  /** The popular games, first the hottest (loaded for a member). */
  hotGames: Game[];
  locale: LanguageCode;
  forbiddenIp: string | null;
}

export const sessionData = proxy<SessionData>({
  userInfo: null,
  accountMoney: null,
  heldMoney: null,
  baseInfo: {},
  registerItems: [],
  languageList: [],
  gameNavList: [],
  unreadCount: 0,
  smsRequired: null,
  hasBankCard: null,
  hotGames: [],
  locale: 'zh',
  forbiddenIp: null,
});
