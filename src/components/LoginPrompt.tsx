import { FormattedMessage, useIntl } from 'react-intl';
import { navigateHash } from '../app/hashLocation';
import { Dialog } from './Dialog';

/** The guest prompt of spec section 6: titled Tip, confirming goes to /user/login. */
export function LoginPrompt({ messageKey, onClose }: { messageKey: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'prompt.title' })} onClose={onClose} size="small">
      <p className="prompt-text">
        <FormattedMessage id={messageKey} />
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button
          type="button"
          className="button button--gold"
          onClick={() => {
            onClose();
            navigateHash('/user/login');
          }}
        >
          <FormattedMessage id="prompt.toLogin" />
        </button>
      </div>
    </Dialog>
  );
}
