import type { AnyActorRef } from 'xstate';
import { refreshWallets } from '../store/wallet';

/** After money moved: the wallet pages' figures and the header's balance are read again. */
export function afterMoneyMoved(session: AnyActorRef): void {
  void refreshWallets();
  session.send({ type: 'REFRESH_MEMBER' });
}
