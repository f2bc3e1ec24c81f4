import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';
import type { ConnectedDeposit } from './connectDeposit';

/** Spec section 2: the cancel-order dialog with its reasons; a reason is required (spec section 5). */
export function CancelDialog({ deposit }: { deposit: ConnectedDeposit }) {
  const intl = useIntl();
  const dialog = deposit.cancelDialog!;
  return (
    <Dialog title={intl.formatMessage({ id: 'deposit.cancelTitle' })} onClose={deposit.keepOrder} size="small">
      <fieldset className="deposit-reasons" disabled={dialog.cancelling}>
        <legend>
          <FormattedMessage id="deposit.cancelAsk" />
        </legend>
        {dialog.reasons.map((reason) => (
          <label key={reason.value} className={reason.selected ? 'is-selected' : ''}>
            <input type="radio" name="cancelReason" value={reason.value} checked={reason.selected} onChange={() => deposit.chooseReason(reason.value)} />
            <FormattedMessage id={reason.label} />
          </label>
        ))}
      </fieldset>
      {(dialog.problem || dialog.refusal) && (
        <p className="deposit-form__problem" role="alert">
          {dialog.problem ? <FormattedMessage id={dialog.problem} /> : (dialog.refusal?.msg ?? <FormattedMessage id="deposit.cancelFailed" />)}
        </p>
      )}
      <p className="deposit-field__hint">
        <FormattedMessage id="deposit.cancelLimitNote" />
      </p>
      <div className="deposit-actions deposit-actions--dialog">
        <button type="button" className="button button--outline" onClick={deposit.keepOrder} disabled={dialog.cancelling}>
          <FormattedMessage id="deposit.keepOrder" />
        </button>
        <button type="button" className="button button--gold" onClick={deposit.confirmCancel} disabled={dialog.cancelling}>
          <FormattedMessage id={dialog.cancelling ? 'auth.submitting' : 'deposit.confirmCancel'} />
        </button>
      </div>
    </Dialog>
  );
}
