import type { AnyActorRef } from 'xstate';
import { refreshWallets } from '../store/wallet';
import { recordsChanged } from '../store/recordRevisions';

/** After money moved: the wallet pages' figures, the lists of transfers and the header's balance are read again. */
export function afterMoneyMoved(session: AnyActorRef): void {
  void refreshWallets();
  recordsChanged('transfers');
  session.send({ type: 'REFRESH_MEMBER' });
}
