import { sessionData } from '../store/session';
import { getBankCards } from '../api/payout';
import { getGames } from '../api/games';
import type { LanguageCode } from '../../machines/rules/language';

/**
 * The member's part of spec section 3's session data beyond userInfo and money: whether a bank card is bound
 * and the popular games. Loaded when the session publishes the member (this module and the APIs it uses are
 * a chunk of their own, out of a guest's first load); a failed read leaves a value as it was.
 */

/** How many popular games the session data keeps. */
export const HOT_GAMES_KEPT = 10;

let hotGamesIn: LanguageCode | null = null;

/** Whether the member has bound a bank card; read again after a card is bound or deleted. */
export async function refreshBankCardFlag(): Promise<void> {
  try {
    sessionData.hasBankCard = (await getBankCards({ handles: 'all' })).length > 0;
  } catch {
    // No toast and no change: the next publication of the member tries again.
  }
}

/** The catalogue's hot tab, first the hottest, once per language (the names are translated). */
export async function refreshHotGames(): Promise<void> {
  const language = sessionData.locale;
  if (hotGamesIn === language) return;
  hotGamesIn = language;
  try {
    sessionData.hotGames = (await getGames({ tab: 'hot', pageIndex: 1, pageSize: HOT_GAMES_KEPT }, true, { handles: 'all' })).records;
  } catch {
    hotGamesIn = null;
  }
}

export async function refreshMemberData(): Promise<void> {
  await Promise.all([refreshBankCardFlag(), refreshHotGames()]);
}
