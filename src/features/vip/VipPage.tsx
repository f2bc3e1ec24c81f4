import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { vipMachine } from '../../../machines/vip';
import { formatAmount } from '../../../machines/rules/display';
import * as vipApi from '../../api/vip';
import type { ReturnWaterRow, VipLevel, VipStanding } from '../../api/vip';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { useSiteActors } from '../../session/SiteActorsContext';
import { paths } from '../../config/paths';
import { connectVip, type VipView } from './connectVip';
import { requirementsOf, standingOf } from './vipFigures';
import { VipPlanner } from './VipPlanner';
import { RebateTable } from './RebateTable';
import { VipMedal } from './VipMedal';
import './VipPage.css';

interface VipData {
  levels: VipLevel[];
  rebates: ReturnWaterRow[];
  standing: VipStanding;
}

/** One load of the page's three calls (a list of one, for its loading, failure and retry). */
async function fetchVipData() {
  const [info, rebates, standing] = await Promise.all([vipApi.getVipInfo({ handles: 'all' }), vipApi.getRebateTable({ handles: 'all' }), vipApi.getVipStanding({ handles: 'all' })]);
  return { items: [{ levels: info.levels, rebates, standing }], total: 1 };
}

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="vip-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}

function LevelCard({ view }: { view: VipView }) {
  const intl = useIntl();
  const { next, quarter } = view;
  return (
    <section className={`vip-card vip-card--${view.tier}`} aria-labelledby="vip-card-title" data-testid="vip-card" data-level={view.level} data-place={view.place}>
      <VipMedal level={view.level} />
      <div className="vip-card__climb">
        <h2 id="vip-card-title">
          <FormattedMessage id="vip.page.current" values={{ level: view.level }} />
        </h2>
        {next ? (
          <>
            <p className="vip-card__figures" data-testid="vip-next">
              <FormattedMessage id="vip.page.counted" values={{ counted: <strong>{next.counted}</strong>, required: next.required, level: next.level }} />
            </p>
            <Bar percent={next.percent} label={intl.formatMessage({ id: 'vip.page.nextBar' }, { level: next.level })} />
            <p className="vip-card__missing" data-testid="vip-missing">
              {next.reached ? (
                <FormattedMessage id="vip.page.reached" values={{ level: next.level }} />
              ) : (
                <FormattedMessage id="vip.page.missing" values={{ missing: <strong>{next.missing}</strong>, level: next.level }} />
              )}
            </p>
          </>
        ) : (
          <p className="vip-card__figures" data-testid="vip-next">
            <FormattedMessage id="vip.page.top" />
          </p>
        )}
      </div>
      <div className="vip-card__quarter" data-testid="vip-quarter">
        <h3>
          <FormattedMessage id="vip.page.quarter" />
        </h3>
        <p>
          <FormattedMessage id="vip.page.quarterDays" values={{ closed: quarter.daysClosed, days: quarter.days, left: quarter.daysLeft }} />
        </p>
        <Bar percent={quarter.dayPercent} label={intl.formatMessage({ id: 'vip.page.quarterBar' })} />
        {view.canFall ? (
          <p>
            {quarter.kept ? (
              <FormattedMessage id="vip.page.kept" values={{ turnover: quarter.turnover, keep: quarter.keep }} />
            ) : (
              <FormattedMessage id="vip.page.keepMissing" values={{ turnover: quarter.turnover, keep: quarter.keep, missing: <strong>{quarter.missing}</strong> }} />
            )}
          </p>
        ) : (
          <p>
            <FormattedMessage id="vip.page.noRelegation" />
          </p>
        )}
      </div>
    </section>
  );
}

const BENEFITS = [
  ['dailyWithdrawCount', 'vip.benefit.withdrawCount'],
  ['dailyWithdrawLimit', 'vip.benefit.withdrawLimit'],
  ['upgradeGift', 'vip.benefit.upgradeGift'],
  ['birthdayGift', 'vip.benefit.birthdayGift'],
  ['weeklyRedPacket', 'vip.benefit.weeklyRedPacket'],
  ['exclusiveRedPacket', 'vip.benefit.exclusiveRedPacket'],
] as const;

function Benefits({ level }: { level: VipLevel }) {
  return (
    <section className="vip-section" aria-labelledby="vip-benefits-title">
      <header className="vip-section__head">
        <h2 id="vip-benefits-title">
          <FormattedMessage id="vip.page.benefits" values={{ level: level.vipLevel }} />
        </h2>
        <Link href={paths.vipDetails()}>
          <FormattedMessage id="vip.page.allLevels" />
        </Link>
      </header>
      <dl className="vip-benefits">
        {BENEFITS.map(([field, label]) => (
          <div key={field} data-benefit={field}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{field === 'dailyWithdrawCount' ? level[field] : Number(level[field]) > 0 ? formatAmount(Number(level[field])) : '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function VipStatus({ data }: { data: VipData }) {
  const { inspect } = useSiteActors();
  const requirements = requirementsOf(data.levels);
  const standing = standingOf(data.standing);
  const [state] = useMachine(vipMachine, { inspect, input: { requirements, standing } });
  const view = connectVip(state, data.levels);
  return (
    <>
      <LevelCard view={view} />
      {view.benefits && <Benefits level={view.benefits} />}
      <section className="vip-section" aria-labelledby="vip-rebates-title">
        <header className="vip-section__head">
          <h2 id="vip-rebates-title">
            <FormattedMessage id="vip.page.rebates" />
          </h2>
        </header>
        <RebateTable rows={data.rebates} level={view.level} />
        <p className="vip-note">
          <FormattedMessage id="vip.page.rebateNote" />
        </p>
      </section>
      <VipPlanner requirements={requirements} standing={standing} />
    </>
  );
}

/** /mine/vip: the member's level card, progress to the next level and through the relegation quarter, what the level gives, the rebate table. */
export default function VipPage() {
  const list = useList<VipData>({ fetchPage: fetchVipData });
  return (
    <div className="vip-page">
      <h1 className="page-title">
        <FormattedMessage id="vip.page.title" />
      </h1>
      <ListStatus list={list} />
      {list.loaded && <VipStatus data={list.items[0]} />}
    </div>
  );
}
