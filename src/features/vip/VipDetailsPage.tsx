import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import * as vipApi from '../../api/vip';
import type { VipLevel, WelfareMultiples } from '../../api/vip';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { sessionData } from '../../store/session';
import { paths } from '../../config/paths';
import { VipMedal } from './VipMedal';
import './VipPage.css';

interface LevelsData {
  levels: VipLevel[];
  multiples: WelfareMultiples;
}

const money = (amount: string) => formatAmount(Number(amount));
/** A gift the level does not give (0.00) reads as a dash, not as an amount. */
const gift = (amount: string) => (Number(amount) > 0 ? money(amount) : '—');

/** The columns of the levels table: what each level asks, then what it gives. */
const COLUMNS: Array<{ title: string; cell: (level: VipLevel) => string | number }> = [
  { title: 'vip.table.promotion', cell: (level) => money(level.promotionTurnover) },
  { title: 'vip.table.relegation', cell: (level) => money(level.relegationTurnover) },
  { title: 'vip.benefit.withdrawCount', cell: (level) => level.dailyWithdrawCount },
  { title: 'vip.benefit.withdrawLimit', cell: (level) => money(level.dailyWithdrawLimit) },
  { title: 'vip.benefit.upgradeGift', cell: (level) => gift(level.upgradeGift) },
  { title: 'vip.benefit.birthdayGift', cell: (level) => gift(level.birthdayGift) },
  { title: 'vip.benefit.weeklyRedPacket', cell: (level) => gift(level.weeklyRedPacket) },
  { title: 'vip.benefit.exclusiveRedPacket', cell: (level) => gift(level.exclusiveRedPacket) },
];

/** /mine/details: every VIP level 0-10 with what it asks and gives, the member's own row marked, and the rules under it. */
export default function VipDetailsPage() {
  const intl = useIntl();
  const { userInfo } = useSnapshot(sessionData);
  const mine = userInfo?.levelId ?? null;
  const list = useList<LevelsData>({
    fetchPage: async () => {
      const info = await vipApi.getVipInfo({ handles: 'all' });
      return { items: [{ levels: [...info.levels].sort((a, b) => a.vipLevel - b.vipLevel), multiples: info.multiples }], total: 1 };
    },
  });
  const data = list.loaded ? list.items[0] : null;
  return (
    <div className="vip-page">
      <header className="vip-section__head vip-section__head--page">
        <h1 className="page-title">
          <FormattedMessage id="vip.details.title" />
        </h1>
        <Link href={paths.vip()}>
          <FormattedMessage id="vip.details.back" />
        </Link>
      </header>
      <ListStatus list={list} />
      {data && (
        <>
          {/* A table wider than its column scrolls sideways: the region takes focus so a keyboard can scroll it. */}
          <div className="vip-table-wrap" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'vip.details.title' })}>
            <table className="vip-table vip-table--levels" data-testid="vip-levels">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="vip.table.level" />
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column.title} scope="col">
                      <FormattedMessage id={column.title} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.levels.map((level) => (
                  <tr key={level.vipLevel} data-level={level.vipLevel} className={level.vipLevel === mine ? 'is-mine' : undefined} aria-current={level.vipLevel === mine ? 'true' : undefined}>
                    <th scope="row">
                      <VipMedal level={level.vipLevel} size="small" />
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.title}>{column.cell(level)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <section className="vip-rules" aria-labelledby="vip-rules-title">
            <h2 id="vip-rules-title">
              <FormattedMessage id="vip.details.rulesTitle" />
            </h2>
            <ul>
              <li>
                <FormattedMessage id="vip.details.rulePromotion" />
              </li>
              <li>
                <FormattedMessage id="vip.details.ruleRelegation" />
              </li>
              <li>
                <FormattedMessage id="vip.details.ruleRedPacket" />
              </li>
              <li>
                <FormattedMessage id="vip.details.ruleGifts" values={{ upgrade: data.multiples.upgrade, birthday: data.multiples.birthday, weekly: data.multiples.weekly }} />
              </li>
              <li>
                <FormattedMessage id="vip.details.ruleRebate" values={{ rebate: data.multiples.rebate }} />
              </li>
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
