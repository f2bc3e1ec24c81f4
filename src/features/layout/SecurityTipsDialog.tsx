import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';

const TIPS = ['security.tip1', 'security.tip2', 'security.tip3', 'security.tip4'];

export function SecurityTipsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'security.title' })} onClose={onClose}>
      <ol className="security-tips">
        {TIPS.map((tip) => (
          <li key={tip}>
            <FormattedMessage id={tip} />
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
