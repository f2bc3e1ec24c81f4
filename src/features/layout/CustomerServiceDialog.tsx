import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { Dialog } from '../../components/Dialog';
import { absoluteHref, paths } from '../../config/paths';

/** The customer-service dialog of spec section 2: a button opens the configured service link. */
export function CustomerServiceDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { baseInfo } = useSnapshot(sessionData);
  const link = baseInfo.customerServiceLink ?? absoluteHref(paths.customerService());
  return (
    <Dialog title={intl.formatMessage({ id: 'service.title' })} onClose={onClose} size="small">
      <p className="prompt-text">
        <FormattedMessage id="service.text" />
      </p>
      <div className="dialog__actions">
        <a className="button button--gold" href={link} target="_blank" rel="noopener" onClick={onClose}>
          <FormattedMessage id="service.open" />
        </a>
      </div>
    </Dialog>
  );
}
