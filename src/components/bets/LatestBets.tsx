import { useState } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { localDay } from '../../../machines/rules/dayRange';
import type { ListQuery } from '../../../machines/list';
import * as betsApi from '../../api/bets';
import type { BetRecord } from '../../api/bets';
import { useList } from '../list/useList';
import { ListStatus } from '../list/ListStatus';
import { rangeTimes } from '../../../machines/rules/dayRange';
import './BetStatus.css';
import './LatestBets.css';

/** How many of today's bets the panels show (spec section 2: "five latest bet records of today"). */
export const LATEST_BETS = 5;

async function fetchLatestBets(query: ListQuery) {
  const page = await betsApi.getBetRecords(
    { platType: '', ...rangeTimes(query.range!), pageIndex: 1, pageSize: LATEST_BETS },
    { handles: 'all' },
  );
  return { items: page.records, total: Math.min(page.total, LATEST_BETS) };
}

/**
 * The member's five latest bets of today, through the bet records call, for the account panels
 * (userInfo, wallet). The caller gives the section its title and "more" link.
 */
export function LatestBets() {
  const [today] = useState(() => localDay(Date.now()));
  const list = useList<BetRecord>({ fetchPage: fetchLatestBets, pageSize: LATEST_BETS, window: { days: 1, today, initialDays: 1 } });
  return (
    <div className="latest-bets" aria-busy={list.loading}>
      {list.loaded && (
        <ul>
          {list.items.map((bet) => (
            <li key={bet.id} data-status={bet.status}>
              <span className="latest-bets__game">
                <strong>{bet.gameName}</strong>
                <small>
                  {bet.apiTitle} · <FormattedTime value={bet.createTime} hour="2-digit" minute="2-digit" />
                </small>
              </span>
              <span className="latest-bets__money">
                <span>{formatAmount(Number(bet.betAmount))}</span>
                <small className={`bet-status bet-status--${bet.status}`}>
                  {bet.status === 1 ? <FormattedMessage id="bets.payoutShort" values={{ payout: formatAmount(Number(bet.payout)) }} /> : bet.statusName}
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ListStatus list={list} />
    </div>
  );
}
