import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { callFailureOf } from '../../../machines/rules/callFailure';
import { paths } from '../../config/paths';
import { Dialog, DialogActions } from '../../components/Dialog';

/**
 * Deleting a payout account (spec section 5): only with a withdrawal password set (else the spec's message
 * with a link to set it), confirmed with that password. A refusal keeps the dialog open with the server's words.
 */
export function DeleteAccountDialog({
  name,
  hasWithdrawPassword,
  remove,
  onClose,
  onDeleted,
}: {
  name: string;
  hasWithdrawPassword: boolean;
  remove: (password: string) => Promise<unknown>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(password)) {
      setProblem('withdrawal.form.password');
      return;
    }
    setBusy(true);
    try {
      await remove(password);
      onDeleted();
    } catch (error) {
      setProblem(callFailureOf(error).msg ?? 'call.network');
      setPassword('');
      setBusy(false);
    }
  };
  return (
    <Dialog title={intl.formatMessage({ id: 'payout.delete.title' })} onClose={onClose} size="small">
      {hasWithdrawPassword ? (
        <form className="payout-form" onSubmit={onSubmit} noValidate>
          <p className="payout-delete__text">
            <FormattedMessage id="payout.delete.confirm" values={{ name }} />
          </p>
          <div className={`payout-form__field${problem ? ' has-problem' : ''}`}>
            <label htmlFor="payout-delete-password">
              <FormattedMessage id="withdrawal.password" />
            </label>
            <input
              id="payout-delete-password"
              name="password"
              type="password"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              value={password}
              disabled={busy}
              aria-invalid={problem !== null}
              onChange={(event) => {
                setPassword(event.target.value.replace(/\D/g, '').slice(0, 6));
                setProblem(null);
              }}
            />
            {problem && (
              <p className="payout-form__problem" role="alert">
                <FormattedMessage id={problem} defaultMessage={problem} />
              </p>
            )}
          </div>
          <DialogActions>
            <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
              <FormattedMessage id="common.cancel" />
            </button>
            <button type="submit" className="button button--danger" disabled={busy}>
              <FormattedMessage id={busy ? 'auth.submitting' : 'payout.delete.submit'} />
            </button>
          </DialogActions>
        </form>
      ) : (
        <div className="payout-delete__gate" role="alert">
          <p>
            <FormattedMessage id="security.withdrawPassword.notSet" />
          </p>
          <Link className="button button--gold" href={paths.userInfo()} onClick={onClose}>
            <FormattedMessage id="withdrawal.fix.withdrawPassword" />
          </Link>
        </div>
      )}
    </Dialog>
  );
}
