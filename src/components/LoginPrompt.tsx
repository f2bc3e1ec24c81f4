import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { Dialog, DialogActions } from './Dialog';

/** The guest prompt of spec section 6: titled Tip, confirming goes to /user/login. */
export function LoginPrompt({ messageKey, onClose }: { messageKey: string; onClose: () => void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <Dialog title={intl.formatMessage({ id: 'prompt.title' })} onClose={onClose} size="small">
      <p className="prompt-text">
        <FormattedMessage id={messageKey} />
      </p>
      <DialogActions>
        <button type="button" className="button button--outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button
          type="button"
          className="button button--gold"
          onClick={() => {
            onClose();
            navigate(paths.login());
          }}
        >
          <FormattedMessage id="prompt.toLogin" />
        </button>
      </DialogActions>
    </Dialog>
  );
}
