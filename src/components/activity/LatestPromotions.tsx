import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { PROMOTION_PANEL_SIZE } from '../../../machines/rules/activity';
import * as activityApi from '../../api/activity';
import type { ActivitySummary } from '../../api/activity';
import { useList } from '../list/useList';
import { SmartImage } from '../SmartImage';
import { paths } from '../../config/paths';

/** The shell's call (spec section 7): every classification, device 1, page 1 of 5. */
async function fetchLatest() {
  const page = await activityApi.getActivities({ activityClassId: null, pageIndex: 1, pageSize: PROMOTION_PANEL_SIZE }, { handles: 'all' });
  return { items: page.records, total: page.total };
}

/**
 * The five promotions of the deposit, wallet and payout-account panels (spec sections 2 and 9), each opening its
 * landing page (the betting gift its own page), and the way to them all.
 */
export function LatestPromotions() {
  const list = useList<ActivitySummary>({ fetchPage: fetchLatest });
  return (
    <section data-slot="promotions" aria-labelledby="latest-promotions-title">
      <h2 className="panel-title" id="latest-promotions-title">
        <FormattedMessage id="side.promotionsTitle" />
      </h2>
      {list.loaded ? (
        <ul className="latest-promotions" data-testid="latest-promotions">
          {list.items.map((activity) => (
            <li key={activity.id}>
              <Link href={activity.kind === 'bettingGift' ? paths.bettingGift() : paths.activityLanding(activity.id)}>
                <SmartImage src={activity.listImgUrl} alt="" loading="lazy" />
                <span>
                  <strong>{activity.title}</strong>
                  <small>{activity.summary}</small>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">
          <FormattedMessage id={list.loading ? 'common.loading' : 'side.promotionsText'} />
        </p>
      )}
      <Link className="panel-more" href={paths.promotions()}>
        <FormattedMessage id="side.promotionsGo" />
      </Link>
    </section>
  );
}
