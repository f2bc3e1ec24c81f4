import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { transferModeMachine } from '../../machines/transferMode';
import * as walletApi from '../api/wallet';
import { useSiteActors } from '../session/SiteActorsContext';
import { afterMoneyMoved } from '../session/afterMoneyMoved';
import './TransferModeSwitch.css';

/** The transfer-free (auto transfer) switch; its steps are the transfer-mode machine's. */
export function TransferModeSwitch({ walletType }: { walletType: number }) {
  const intl = useIntl();
  const { session, notify, inspect } = useSiteActors();
  const [logic] = useState(() =>
    transferModeMachine.provide({
      actors: { changeWalletType: fromPromise(({ input }) => walletApi.changeWalletType(input.walletType)) },
      actions: {
        announceSwitched: (_, { on }) => notify('success', on ? 'transfer.modeOn' : 'transfer.modeOff'),
        refreshBalances: () => afterMoneyMoved(session),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect, input: { walletType } });
  const on = state.matches('on') || state.matches('switchingOn');
  const busy = state.matches('switchingOn') || state.matches('switchingOff');
  return (
    <div className="mode-switch">
      <div>
        <strong>
          <FormattedMessage id="transfer.modeTitle" />
        </strong>
        <p>
          <FormattedMessage id={on ? 'transfer.modeOnText' : 'transfer.modeOffText'} />
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-busy={busy}
        aria-label={intl.formatMessage({ id: 'transfer.modeTitle' })}
        className={`mode-switch__toggle${on ? ' is-on' : ''}`}
        disabled={busy}
        onClick={() => send({ type: 'TOGGLE' })}
      >
        <span />
      </button>
    </div>
  );
}
