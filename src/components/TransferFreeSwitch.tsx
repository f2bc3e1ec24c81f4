import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { transferFreeModeMachine } from '../../machines/transferFreeMode';
import * as walletApi from '../api/wallet';
import { useSiteActors } from '../session/SiteActorsContext';
import { afterMoneyMoved } from '../session/afterMoneyMoved';
import { connectTransferFree, transferFreeInput, walletTypeFor } from './connectTransferFree';
import './TransferFreeSwitch.css';

/** The transfer-free mode switch; its steps are the transfer-free mode machine's. `walletType` is the API's field. */
export function TransferFreeSwitch({ walletType }: { walletType: number }) {
  const intl = useIntl();
  const { session, notify, inspect } = useSiteActors();
  const [logic] = useState(() =>
    transferFreeModeMachine.provide({
      actors: { saveTransferFree: fromPromise(({ input }) => walletApi.changeWalletType(walletTypeFor(input.on))) },
      actions: {
        announceSwitched: (_, { on }) => notify('success', on ? 'transfer.modeOn' : 'transfer.modeOff'),
        refreshBalances: () => afterMoneyMoved(session),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect, input: transferFreeInput(walletType) });
  const mode = connectTransferFree(state, send);
  return (
    <div className="mode-switch">
      <div>
        <strong>
          <FormattedMessage id="transfer.modeTitle" />
        </strong>
        <p>
          <FormattedMessage id={mode.on ? 'transfer.modeOnText' : 'transfer.modeOffText'} />
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={mode.on}
        aria-busy={mode.busy}
        aria-label={intl.formatMessage({ id: 'transfer.modeTitle' })}
        className={`mode-switch__toggle${mode.on ? ' is-on' : ''}`}
        disabled={mode.busy}
        onClick={mode.toggle}
      >
        <span />
      </button>
    </div>
  );
}
