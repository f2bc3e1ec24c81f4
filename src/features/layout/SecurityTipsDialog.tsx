import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';

const TIPS = ['tips.tip1', 'tips.tip2', 'tips.tip3', 'tips.tip4'];

export function SecurityTipsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'tips.title' })} onClose={onClose}>
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
