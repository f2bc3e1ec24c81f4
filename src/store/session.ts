import { proxy } from 'valtio';
import type { MemberInfo } from '../../machines/session';
import type { RegisterItem } from '../../machines/rules/registerItems';
import type { LanguageCode } from '../../machines/rules/language';
import type { DictionaryItem } from '../api/guest';
import type { GameCategory } from '../api/content';

/** The shared session data of spec section 3, written by the session actor and the site loader. */
export interface SessionData {
  isLogin: boolean;
  userInfo: MemberInfo | null;
  accountMoney: number | null;
  baseInfo: Record<string, string>;
  registerItems: RegisterItem[];
  languageList: DictionaryItem[];
  gameNavList: GameCategory[];
  unreadCount: number;
  locale: LanguageCode;
  forbiddenIp: string | null;
}

export const sessionData = proxy<SessionData>({
  isLogin: false,
  userInfo: null,
  accountMoney: null,
  baseInfo: {},
  registerItems: [],
  languageList: [],
  gameNavList: [],
  unreadCount: 0,
  locale: 'zh',
  forbiddenIp: null,
});
