import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import { accountDeletionMachine } from '../../../machines/accountDeletion';
import { paths } from '../../config/paths';
import { Dialog, DialogActions } from '../../components/Dialog';
import { useSiteActors } from '../../session/SiteActorsContext';

/**
 * Deleting a payout account (spec section 5), run by machines/accountDeletion.ts: only with a withdrawal
 * password set (else the spec's message with a link to set it), confirmed with that password. A refusal keeps
 * the dialog open with the server's words.
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
  const { inspect } = useSiteActors();
  const [logic] = useState(() =>
    accountDeletionMachine.provide({
      actors: { remove: fromPromise(({ input }) => remove(input.password)) },
      actions: { deleted: onDeleted },
    }),
  );
  const [state, send] = useMachine(logic, { input: { hasWithdrawPassword }, inspect });
  const { password, problem } = state.context;
  const busy = state.hasTag('busy');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <Dialog title={intl.formatMessage({ id: 'payout.delete.title' })} onClose={onClose} size="small">
      {!state.hasTag('needsWithdrawPassword') ? (
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
              onChange={(event) => send({ type: 'SET_PASSWORD', password: event.target.value })}
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
