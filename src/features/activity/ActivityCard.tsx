import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ActivitySummary } from '../../api/activity';
import { SmartImage } from '../../components/SmartImage';
import { paths } from '../../config/paths';
import { ActivityPeriod } from './ActivityPeriod';

/**
 * One promotion in the list: its art, classification, title, summary and period. A member opens its details; a
 * guest is asked to log in first (spec sections 5 and 6), which the page shows when `onGuestOpen` is given.
 */
export function ActivityCard({ activity, className, onGuestOpen }: { activity: ActivitySummary; className: string; onGuestOpen: (() => void) | null }) {
  const titleId = `activity-${activity.id}-title`;
  const href = activity.kind === 'bettingGift' ? paths.bettingGift() : paths.activityLanding(activity.id);
  return (
    <article className="activity-card" data-testid="activity-card" data-activity={activity.id} aria-labelledby={titleId}>
      <div className="activity-card__art">
        <SmartImage src={activity.listImgUrl} alt="" loading="lazy" />
        <span className="activity-card__class">{className}</span>
      </div>
      <div className="activity-card__body">
        <h2 id={titleId}>{activity.title}</h2>
        <p className="activity-card__summary">{activity.summary}</p>
        <p className="activity-card__period">
          <ActivityPeriod from={activity.startTime} to={activity.endTime} />
        </p>
        {onGuestOpen ? (
          <button type="button" className="button button--gold" onClick={onGuestOpen} aria-describedby={titleId}>
            <FormattedMessage id="activity.details" />
          </button>
        ) : (
          <Link className="button button--gold" href={href} aria-describedby={titleId}>
            <FormattedMessage id="activity.details" />
          </Link>
        )}
      </div>
    </article>
  );
}
