import { proxy } from 'valtio';

/**
 * How many times this page session the member's withdrawal records changed (an order submitted, an
 * outcome seen). Lists of withdrawals (the withdrawal page's side panel) reload when it moves; the
 * withdrawal machine's `refreshRecords` effect moves it.
 */
export const withdrawalRecords = proxy({ revision: 0 });

export function withdrawalRecordsChanged(): void {
  withdrawalRecords.revision += 1;
}
