import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import { sessionData } from '../../store/session';

/** The label of the site header's balance, which the venue's lobby shows under the same words. */
export const SITE_BALANCE_LABEL = 'header.balance';

/**
 * The balance the venue's lobby shows: the figure the site header shows, from the same store value
 * (sessionData.accountMoney), or null before the first reading. Which figure that is belongs to the
 * store, not to this page; this hook only places it.
 */
export function useSiteBalance(): string | null {
  const { accountMoney } = useSnapshot(sessionData);
  return accountMoney === null ? null : formatAmount(accountMoney);
}
