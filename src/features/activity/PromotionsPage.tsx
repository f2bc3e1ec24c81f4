import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { ListQuery } from '../../../machines/list';
import * as activityApi from '../../api/activity';
import type { ActivityClass, ActivitySummary } from '../../api/activity';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { ListPager } from '../../components/list/RecordTable';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useSignedIn } from '../../session/useSignedIn';
import { paths } from '../../config/paths';
import { ActivityCard } from './ActivityCard';
import './activity.css';

export const PROMOTIONS_PAGE_SIZE = 9;
const CLASS_FILTER = 'class';

async function fetchClasses() {
  const items = await activityApi.getActivityClasses({ handles: 'all' });
  return { items, total: items.length };
}

async function fetchActivities(query: ListQuery) {
  const classId = query.filters[CLASS_FILTER] ? Number(query.filters[CLASS_FILTER]) : null;
  const page = await activityApi.getActivities({ activityClassId: classId, pageIndex: query.page, pageSize: query.pageSize ?? PROMOTIONS_PAGE_SIZE }, { handles: 'all' });
  return { items: page.records, total: page.total };
}

/** `?type=` as a classification id, or '' for all (anything unknown shows all). */
const classFilterOf = (search: string) => {
  const type = new URLSearchParams(search).get('type') ?? '';
  return /^[1-5]$/.test(type) ? type : '';
};

/** The running promotions of one tab, on a list machine of their own (a new tab starts a new list). */
function ActivityList({ classFilter, nameOf, onGuestOpen }: { classFilter: string; nameOf: (id: number) => string; onGuestOpen: (() => void) | null }) {
  const activities = useList<ActivitySummary>({ fetchPage: fetchActivities, filters: { [CLASS_FILTER]: classFilter }, pageSize: PROMOTIONS_PAGE_SIZE });
  return (
    <>
      <ListStatus list={activities} emptyKey="activity.empty" />
      {activities.loaded && (
        <div className="activity-grid" data-testid="activity-list">
          {activities.items.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} className={nameOf(activity.activityClassId)} onGuestOpen={onGuestOpen} />
          ))}
        </div>
      )}
      {activities.loaded && activities.pages > 1 && <ListPager list={activities} />}
    </>
  );
}

/**
 * /activity/discount (spec section 2): the classification tabs (`?type=`, types 2 and 5 seen) and the running
 * promotions as cards, a page at a time. A guest opening one is asked to log in first (spec section 6).
 */
export default function PromotionsPage() {
  const intl = useIntl();
  const member = useSignedIn();
  const classFilter = classFilterOf(useSearch());
  const classes = useList<ActivityClass>({ fetchPage: fetchClasses });
  const [asked, setAsked] = useState(false);
  const nameOf = (id: number) => classes.items.find((each) => each.id === id)?.name ?? '';
  const tabs: Array<{ id: string; name: string | null }> = [{ id: '', name: null }, ...classes.items.map((each) => ({ id: String(each.id), name: each.name }))];
  return (
    <div className="activity-page">
      <header className="activity-hero">
        <h1>
          <FormattedMessage id="activity.title" />
        </h1>
        <p>
          <FormattedMessage id="activity.lead" />
        </p>
      </header>
      <div className="activity-page__body">
        <nav className="activity-tabs" aria-label={intl.formatMessage({ id: 'activity.tabs' })} data-testid="activity-tabs">
          {tabs.map((tab) => (
            <Link key={tab.id} href={paths.promotions(tab.id ? Number(tab.id) : undefined)} className={tab.id === classFilter ? 'is-active' : undefined} aria-current={tab.id === classFilter ? 'page' : undefined}>
              {tab.name ?? <FormattedMessage id="activity.tab.all" />}
            </Link>
          ))}
        </nav>
        <ActivityList key={classFilter} classFilter={classFilter} nameOf={nameOf} onGuestOpen={member ? null : () => setAsked(true)} />
      </div>
      {asked && <LoginPrompt messageKey="prompt.learnMore" onClose={() => setAsked(false)} />}
    </div>
  );
}
