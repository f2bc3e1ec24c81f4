import { FormattedMessage, useIntl } from 'react-intl';
import type { Notice } from '../../api/content';
import { Dialog } from '../../components/Dialog';

/** The announcement list of the home page. */
export function Announcements({ notices, onMore }: { notices: Notice[]; onMore: () => void }) {
  return (
    <section className="home-section announcements">
      <header className="home-section__head home-section__head--row">
        <h2>
          <FormattedMessage id="home.noticesTitle" />
        </h2>
        <button type="button" className="link-button" onClick={onMore}>
          <FormattedMessage id="home.more" />
        </button>
      </header>
      <ul className="announcements__list">
        {notices.map((notice) => (
          <li key={notice.title}>
            <h3>{notice.title}</h3>
            <p>{notice.content}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every announcement in full, for members. */
export function AllAnnouncements({ notices, onClose }: { notices: Notice[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'home.noticesTitle' })} onClose={onClose}>
      {notices.map((notice) => (
        <article className="announcement-full" key={notice.title}>
          <h3>{notice.title}</h3>
          <p>{notice.content}</p>
        </article>
      ))}
    </Dialog>
  );
}
