import type { SnapshotFrom } from 'xstate';
import type { transferFreeModeMachine, TransferFreeModeEvent } from '../../machines/transferFreeMode';
import { WALLET_TYPE } from '../../machines/rules/wallet';

/** The switch's input from the API's `walletType`. */
export const transferFreeInput = (walletType: number) => ({ on: walletType === WALLET_TYPE.transferFree });

/** The API's `walletType` for a switch position. */
export const walletTypeFor = (on: boolean) => (on ? WALLET_TYPE.transferFree : WALLET_TYPE.manual);

/** The transfer-free switch as the view shows it. */
export function connectTransferFree(state: SnapshotFrom<typeof transferFreeModeMachine>, send: (event: TransferFreeModeEvent) => void) {
  return {
    on: state.hasTag('on'),
    busy: state.hasTag('busy'),
    toggle: () => send({ type: 'TOGGLE' }),
  };
}
