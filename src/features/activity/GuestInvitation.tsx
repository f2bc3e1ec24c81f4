import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

/** What a guest sees where a member applies (spec section 6): log in first to learn more, or sign up. */
export function GuestInvitation() {
  return (
    <section className="apply-panel apply-panel--guest" aria-labelledby="guest-panel-title" data-testid="guest-panel">
      <h2 id="guest-panel-title">
        <FormattedMessage id="activity.guest.title" />
      </h2>
      <p className="apply-panel__note">
        <FormattedMessage id="prompt.learnMore" />
      </p>
      <Link className="button button--gold button--block" href={paths.login()}>
        <FormattedMessage id="prompt.toLogin" />
      </Link>
      <Link className="button button--outline button--block" href={paths.register()}>
        <FormattedMessage id="header.register" />
      </Link>
    </section>
  );
}
