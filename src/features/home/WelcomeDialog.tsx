import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Dialog, DialogActions } from '../../components/Dialog';
import { paths } from '../../config/paths';
import './WelcomeDialog.css';

/** The welcome a new member finds on the home page after registering: the way to a first deposit, or later. */
export function WelcomeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'welcome.title' })} onClose={onClose} size="small">
      <div className="welcome">
        <img className="welcome__art" src="/content/home/welcome.svg" alt="" width={120} height={120} />
        <p className="prompt-text">
          <FormattedMessage id="welcome.text" />
        </p>
        <DialogActions className="welcome__actions">
          <button type="button" className="button welcome__later" onClick={onClose}>
            <FormattedMessage id="welcome.later" />
          </button>
          <Link className="button button--gold" href={paths.deposit()} onClick={onClose}>
            <FormattedMessage id="welcome.deposit" />
          </Link>
        </DialogActions>
      </div>
    </Dialog>
  );
}
