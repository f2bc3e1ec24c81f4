import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { rangeTimes } from '../../../machines/rules/dayRange';
import * as agentApi from '../../api/agent';
import type { RebateRecord } from '../../api/agent';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { ListPager } from '../../components/list/RecordTable';
import { REPORT_PAGE_SIZE, reportQuery, reportWindow, useRangeRef, useReportPeriod, type ReportPeriod } from './reportWindow';

const money = (amount: string) => formatAmount(Number(amount));

/**
 * Platform fee details: each business day the nightly job settled in the chosen period (its active invitees, the
 * tier reached and its share, the platform fee, the rebate paid and its order number), and under it the day's
 * lines by game type (valid bets × fee rate = platform fee; × the share = rebate).
 */
export function FeeDetails({ days }: { days: ReportPeriod }) {
  const list = useList<RebateRecord>({
    fetchPage: async (query) => {
      const page = await agentApi.getRebateRecords(reportQuery(query), { handles: 'all' });
      return { items: page.records, total: page.total };
    },
    pageSize: REPORT_PAGE_SIZE,
    window: reportWindow(days),
  });
  useReportPeriod(list as never, days);
  const range = useRangeRef(list.range);
  const totals = useList({
    fetchPage: async () => ({ items: [await agentApi.getRebateWindowTotal(rangeTimes(range.current!), { handles: 'all' })], total: 1 }),
    reloadKey: list.range ? `${list.range.from}:${list.range.to}` : '',
  });
  const total = totals.loaded ? totals.items[0] : null;
  return (
    <>
      <p className="agent-report__summary" data-testid="agent-fee-summary">
        {list.range && (
          <span>
            {list.range.from} – {list.range.to}
          </span>
        )}
        {total && (
          <>
            <span>
              <FormattedMessage id="agent.totalDays" values={{ count: total.days }} />
            </span>
            <span>
              <FormattedMessage id="agent.col.validBets" />: <strong>{money(total.validBetAmount)}</strong>
            </span>
            <span>
              <FormattedMessage id="agent.col.fee" />: <strong>{money(total.platformFee)}</strong>
            </span>
            <span>
              <FormattedMessage id="agent.col.rebate" />: <strong>{money(total.rebate)}</strong>
            </span>
          </>
        )}
      </p>
      <table className="records-table agent-table agent-fees" aria-busy={list.loading} data-testid="agent-fee-report">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="agent.col.day" />
            </th>
            <th>
              <FormattedMessage id="agent.col.gameType" />
            </th>
            <th className="is-number">
              <FormattedMessage id="agent.col.validBets" />
            </th>
            <th className="is-number">
              <FormattedMessage id="agent.col.feeRate" />
            </th>
            <th className="is-number">
              <FormattedMessage id="agent.col.fee" />
            </th>
            <th className="is-number">
              <FormattedMessage id="agent.col.share" />
            </th>
            <th className="is-number">
              <FormattedMessage id="agent.col.rebate" />
            </th>
          </tr>
        </thead>
        <tbody>
          {list.loaded &&
            list.items.map((day) => (
              <Fragment key={day.id}>
                <tr className="agent-fees__day" data-day={day.businessDay}>
                  <td>
                    <strong>{day.businessDay}</strong>
                    <small>{day.orderNo ?? '—'}</small>
                  </td>
                  <td>
                    <FormattedMessage id="agent.allGames" />
                    <small>
                      {day.tier === null ? <FormattedMessage id="agent.noTier" /> : <FormattedMessage id="agent.tierName" values={{ tier: day.tier }} />}
                      {' · '}
                      <FormattedMessage id="agent.col.active" />: {day.activeInvitees}
                    </small>
                  </td>
                  <td className="is-number">{money(day.validBetAmount)}</td>
                  <td className="is-number">—</td>
                  <td className="is-number">{money(day.platformFee)}</td>
                  <td className="is-number">{day.sharePercent}%</td>
                  <td className="is-number agent-fees__rebate">{money(day.rebate)}</td>
                </tr>
                {day.lines.map((line) => (
                  <tr key={line.gameType} className="agent-fees__line">
                    <td />
                    <td>{line.gameType === -1 ? <FormattedMessage id="agent.uncategorised" /> : line.gameTypeName}</td>
                    <td className="is-number">{money(line.validBetAmount)}</td>
                    <td className="is-number">{line.feePercent}%</td>
                    <td className="is-number">{money(line.platformFee)}</td>
                    <td className="is-number">{day.sharePercent}%</td>
                    <td className="is-number">{money(line.rebate)}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
        </tbody>
      </table>
      <ListStatus list={list as never} emptyKey="agent.empty.fees" />
      <ListPager list={list as never} />
    </>
  );
}
