import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { Dialog, DialogActions } from '../../components/Dialog';
import { absoluteHref, paths } from '../../config/paths';

/**
 * The customer-service dialog of spec section 2: its button opens the configured service link (site setting
 * `customerServiceLink`) in a new window, without giving that window a handle on this page; the member's
 * page stays where it is. With no link configured the new window shows our customer-service page.
 */
export function CustomerServiceDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { baseInfo } = useSnapshot(sessionData);
  const link = baseInfo.customerServiceLink || absoluteHref(paths.customerService());
  const contact = () => {
    window.open(link, '_blank', 'noopener');
    onClose();
  };
  return (
    <Dialog title={intl.formatMessage({ id: 'service.title' })} onClose={onClose} size="small">
      <p className="prompt-text">
        <FormattedMessage id="service.text" />
      </p>
      <DialogActions>
        <button type="button" className="button button--gold" onClick={contact}>
          <FormattedMessage id="service.open" />
        </button>
      </DialogActions>
    </Dialog>
  );
}
