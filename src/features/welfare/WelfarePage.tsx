import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import type { ListQuery } from '../../../machines/list';
import * as welfareApi from '../../api/welfare';
import type { WelfareItem, WelfareStatusFilter, WelfareTotal } from '../../api/welfare';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { ListPager } from '../../components/list/RecordTable';
import { useSiteActors } from '../../session/SiteActorsContext';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { recordRevisions, recordsChanged } from '../../store/recordRevisions';
import { sessionData } from '../../store/session';
import { WelfareItemCard } from './WelfareItemCard';
import { WelfareRecords } from './WelfareRecords';
import { NextPacket } from './NextPacket';
import './WelfarePage.css';

/** The centre's tabs: what can be claimed now first, then what waits to open, what was claimed, what expired. */
export const WELFARE_TABS: readonly WelfareStatusFilter[] = ['claimable', 'upcoming', 'claimed', 'expired'];
export const WELFARE_ITEMS_PAGE_SIZE = 8;
const STATUS = 'status';

async function fetchItems(query: ListQuery) {
  const status = query.filters[STATUS] as WelfareStatusFilter;
  const page = await welfareApi.getWelfareItems({ status, pageIndex: query.page, pageSize: query.pageSize ?? WELFARE_ITEMS_PAGE_SIZE }, { handles: 'all' });
  return { items: page.records, total: page.total };
}

function Totals({ total }: { total: WelfareTotal | null }) {
  return (
    <>
      <div className="welfare-tile welfare-tile--claimable">
        <h2>
          <FormattedMessage id="welfare.total.claimable" />
        </h2>
        <p className="welfare-tile__figure" data-testid="welfare-claimable">
          {total ? formatAmount(Number(total.claimableAmount)) : '—'}
          <small>
            <FormattedMessage id="welfare.total.items" values={{ count: total?.claimableCount ?? 0 }} />
          </small>
        </p>
      </div>
      <div className="welfare-tile">
        <h2>
          <FormattedMessage id="welfare.total.claimed" />
        </h2>
        <p className="welfare-tile__figure" data-testid="welfare-claimed">
          {total ? formatAmount(Number(total.claimedAmount)) : '—'}
        </p>
      </div>
    </>
  );
}

/**
 * /record/welfare, the welfare centre (spec sections 2, 7 and 9): the totals and the next weekly red packet's
 * countdown, the member's items by status with their claims and countdowns, and the welfare records of 90 days.
 * A claim refreshes the balance (afterMoneyMoved) and moves the welfare revision, which reloads totals and records.
 */
export default function WelfarePage() {
  const { session } = useSiteActors();
  const { userInfo } = useSnapshot(sessionData);
  const { welfare } = useSnapshot(recordRevisions);
  // A packet opening while the page is open loads the totals again (its card opens by itself, on its own machine).
  const [openings, setOpenings] = useState(0);
  const totals = useList<WelfareTotal>({
    fetchPage: async () => ({ items: [await welfareApi.getWelfareTotal({ handles: 'all' })], total: 1 }),
    reloadKey: `${welfare}:${openings}`,
  });
  const items = useList<WelfareItem>({ fetchPage: fetchItems, filters: { [STATUS]: WELFARE_TABS[0] }, pageSize: WELFARE_ITEMS_PAGE_SIZE });
  const tab = items.filters[STATUS];
  const onClaimed = useCallback(() => {
    afterMoneyMoved(session);
    recordsChanged('welfare');
  }, [session]);
  const onPacketOpen = useCallback(() => setOpenings((count) => count + 1), []);
  return (
    <div className="welfare-page">
      <h1 className="page-title">
        <FormattedMessage id="welfare.title" />
      </h1>
      <div className="welfare-summary">
        <Totals total={totals.loaded ? totals.items[0] : null} />
        <NextPacket level={userInfo?.levelId ?? 0} onOpen={onPacketOpen} />
      </div>
      <section className="welfare-items" aria-labelledby="welfare-items-title">
        <header className="welfare-section__head">
          <h2 id="welfare-items-title">
            <FormattedMessage id="welfare.items.title" />
          </h2>
          <div className="welfare-tabs" role="group" aria-labelledby="welfare-items-title">
            {WELFARE_TABS.map((status) => (
              <button key={status} type="button" aria-pressed={status === tab} className={status === tab ? 'is-active' : undefined} onClick={() => items.setFilter(STATUS, status)}>
                <FormattedMessage id={`welfare.status.${status}`} />
              </button>
            ))}
          </div>
        </header>
        <ListStatus list={items} emptyKey={`welfare.empty.${tab}`} />
        {items.loaded && (
          <div className="welfare-grid">
            {items.items.map((item) => (
              <WelfareItemCard key={`${tab}:${item.id}`} item={item} claim={welfareApi.claimWelfareItem} onClaimed={onClaimed} />
            ))}
          </div>
        )}
        {items.loaded && items.pages > 1 && <ListPager list={items} />}
      </section>
      <WelfareRecords />
    </div>
  );
}
