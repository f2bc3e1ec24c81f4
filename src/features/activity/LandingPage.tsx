import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { ListQuery } from '../../../machines/list';
import * as activityApi from '../../api/activity';
import type { ActivityDetail } from '../../api/activity';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { SmartImage } from '../../components/SmartImage';
import { useSignedIn } from '../../session/useSignedIn';
import { paths } from '../../config/paths';
import { ActivityPeriod } from './ActivityPeriod';
import { ActivityTerms } from './ActivityTerms';
import { ActivityHtml } from './ActivityHtml';
import { ApplyBox } from './ApplyBox';
import { GuestInvitation } from './GuestInvitation';
import './activity.css';

const ACTIVITY_FILTER = 'activity';

/** One activity, as a list of one: the same loading, failure and retry as every list. */
async function fetchActivity(query: ListQuery) {
  return { items: [await activityApi.getActivityDetail(Number(query.filters[ACTIVITY_FILTER]), { handles: 'all' })], total: 1 };
}

/** Where a member takes part: the apply panel, or for a betting gift its own page. */
function TakePart({ activity }: { activity: ActivityDetail }) {
  const member = useSignedIn();
  if (!member) return <GuestInvitation />;
  if (activity.kind === 'bettingGift') {
    return (
      <section className="apply-panel" aria-label={activity.title}>
        <Link className="button button--gold button--block" href={paths.bettingGift()}>
          <FormattedMessage id="activity.gift.title" />
        </Link>
      </section>
    );
  }
  return <ApplyBox activityId={activity.id} />;
}

function Landing({ activity, wide }: { activity: ActivityDetail; wide: boolean }) {
  return (
    <>
      <header className="activity-landing__hero">
        <SmartImage className="activity-landing__art" src={activity.listImgUrl} alt="" fetchPriority="high" />
        <div className="activity-landing__heading">
          <h1>{activity.title}</h1>
          <p>{activity.summary}</p>
          <dl className="activity-landing__dates">
            <div>
              <dt>
                <FormattedMessage id="activity.landing.period" />
              </dt>
              <dd>
                <ActivityPeriod from={activity.startTime} to={activity.endTime} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="activity.landing.window" />
              </dt>
              <dd>
                <ActivityPeriod from={activity.applyStartTime} to={activity.applyEndTime} />
              </dd>
            </div>
          </dl>
        </div>
      </header>
      <div className={`activity-landing__body${wide ? ' activity-landing__body--wide' : ''}`}>
        <article className="activity-landing__content">
          <ActivityTerms activity={activity} />
          <ActivityHtml className="activity-landing__html" html={activity.content} />
        </article>
        <aside className="activity-landing__side">
          <TakePart activity={activity} />
        </aside>
      </div>
    </>
  );
}

function LandingView({ id, wide }: { id: string; wide: boolean }) {
  const detail = useList<ActivityDetail>({ fetchPage: fetchActivity, filters: { [ACTIVITY_FILTER]: id } });
  const activity = detail.loaded ? detail.items[0] : null;
  return (
    <div className={`activity-landing${wide ? ' activity-landing--wide' : ''}`} data-testid="activity-landing" data-activity={activity?.id}>
      <nav className="activity-landing__nav">
        <Link href={paths.promotions()}>
          <FormattedMessage id="activity.back" />
        </Link>
        {activity && (
          <Link href={wide ? paths.activityLanding(activity.id) : paths.activityLandingWide(activity.id)}>
            <FormattedMessage id={wide ? 'activity.landing.standard' : 'activity.landing.wide'} />
          </Link>
        )}
      </nav>
      {activity ? <Landing activity={activity} wide={wide} /> : <ListStatus list={detail} />}
    </div>
  );
}

/**
 * /activity/activityLandPage?type={activityId} (spec section 2) and its full-width variant /activity/activityLandPageFl:
 * the activity's art, title and dates, who may take part and what they get, its text, and the member's apply
 * panel with their application record (a guest is asked to log in first to learn more). Another `type` is
 * another activity: its own list of one.
 */
export default function LandingPage({ wide = false }: { wide?: boolean }) {
  const type = new URLSearchParams(useSearch()).get('type') ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(type) ? type : '0';
  return <LandingView key={id} id={id} wide={wide} />;
}
