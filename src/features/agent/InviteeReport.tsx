import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { rangeTimes } from '../../../machines/rules/dayRange';
import { winLossTone } from '../../../machines/rules/bets';
import * as agentApi from '../../api/agent';
import type { InviterRecord, InviterRecordGroup } from '../../api/agent';
import { useList } from '../../components/list/useList';
import { RecordTable, RecordTime, type RecordColumn } from '../../components/list/RecordTable';
import { REPORT_PAGE_SIZE, reportQuery, reportWindow, useRangeRef, useReportPeriod, type ReportPeriod } from './reportWindow';

const money = (amount: string) => formatAmount(Number(amount));
const winLossMinor = (amount: string) => Math.round(Number(amount) * 100);

const MEMBER_COLUMNS: RecordColumn<InviterRecord>[] = [
  { title: 'agent.col.member', cell: (row) => row.userName },
  { title: 'agent.col.registered', cell: (row) => <RecordTime value={row.registerTime} /> },
  {
    title: 'agent.col.qualified',
    cell: (row) => <span className={`agent-pill agent-pill--${row.qualified ? 'yes' : 'no'}`}>{<FormattedMessage id={row.qualified ? 'agent.col.yes' : 'agent.col.no'} />}</span>,
  },
  { title: 'agent.col.bets', kind: 'number', cell: (row) => row.betCount },
  { title: 'agent.col.validBets', kind: 'number', cell: (row) => money(row.validBetAmount) },
  { title: 'agent.col.winLoss', kind: 'number', cell: (row) => money(row.winLoss), cellClass: (row) => `is-${winLossTone(winLossMinor(row.winLoss))}` },
];

const GAME_COLUMNS: RecordColumn<InviterRecord>[] = [
  { title: 'agent.col.member', cell: (row) => row.userName },
  { title: 'agent.col.gameType', cell: (row) => (row.gameType === -1 ? <FormattedMessage id="agent.uncategorised" /> : row.gameTypeName) },
  { title: 'agent.col.bets', kind: 'number', cell: (row) => row.betCount },
  { title: 'agent.col.validBets', kind: 'number', cell: (row) => money(row.validBetAmount) },
  { title: 'agent.col.winLoss', kind: 'number', cell: (row) => money(row.winLoss), cellClass: (row) => `is-${winLossTone(winLossMinor(row.winLoss))}` },
];

/**
 * The member report (a row per invitee) or member game details (per invitee and game type) of the chosen days,
 * on the list machine, with the period's totals above.
 */
export function InviteeReport({ groupBy, days }: { groupBy: InviterRecordGroup; days: ReportPeriod }) {
  const list = useList<InviterRecord>({
    fetchPage: async (query) => {
      const page = await agentApi.getInviterRecords({ ...reportQuery(query), groupBy }, { handles: 'all' });
      return { items: page.records, total: page.total };
    },
    pageSize: REPORT_PAGE_SIZE,
    window: reportWindow(days),
  });
  useReportPeriod(list as never, days);
  const range = useRangeRef(list.range);
  const totals = useList({
    fetchPage: async () => ({ items: [await agentApi.getInviterRecordTotal(rangeTimes(range.current!), { handles: 'all' })], total: 1 }),
    reloadKey: list.range ? `${list.range.from}:${list.range.to}` : '',
  });
  const total = totals.loaded ? totals.items[0] : null;
  return (
    <>
      <p className="agent-report__summary" data-testid="agent-report-summary">
        {list.range && (
          <span>
            {list.range.from} – {list.range.to}
          </span>
        )}
        {total && (
          <>
            <span>
              <FormattedMessage id="agent.stats.invitees" />: <strong>{total.invitees}</strong>
            </span>
            <span>
              <FormattedMessage id="agent.col.active" />: <strong>{total.activeInvitees}</strong>
            </span>
            <span>
              <FormattedMessage id="agent.col.validBets" />: <strong>{money(total.validBetAmount)}</strong>
            </span>
            <span>
              <FormattedMessage id="agent.col.winLoss" />: <strong>{money(total.winLoss)}</strong>
            </span>
          </>
        )}
      </p>
      <RecordTable
        list={list}
        columns={groupBy === 'game' ? GAME_COLUMNS : MEMBER_COLUMNS}
        className="agent-table"
        testId={`agent-${groupBy}-report`}
        emptyKey={groupBy === 'game' ? 'agent.empty.games' : 'agent.empty.members'}
      />
    </>
  );
}
