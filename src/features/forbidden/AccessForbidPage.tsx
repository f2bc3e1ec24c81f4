import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import './AccessForbidPage.css';

export default function AccessForbidPage() {
  const { forbiddenIp } = useSnapshot(sessionData);
  return (
    <section className="forbid-page">
      <svg className="forbid-page__icon" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="29" />
        <path d="M12 12 52 52" />
      </svg>
      <h1>
        <FormattedMessage id="forbid.title" />
      </h1>
      <p>
        <FormattedMessage id="forbid.text" />
      </p>
      {forbiddenIp && (
        <p className="forbid-page__ip" data-testid="forbidden-ip">
          <FormattedMessage id="forbid.ip" values={{ ip: forbiddenIp }} />
        </p>
      )}
      <p className="forbid-page__help">
        <FormattedMessage id="forbid.help" />
      </p>
    </section>
  );
}
