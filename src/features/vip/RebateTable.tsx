import { FormattedMessage, useIntl } from 'react-intl';
import { VIP_LEVEL_MAX, VIP_LEVEL_MIN } from '../../../machines/rules/vip';
import type { ReturnWaterRow } from '../../api/vip';

const LEVELS = Array.from({ length: VIP_LEVEL_MAX - VIP_LEVEL_MIN + 1 }, (_, index) => VIP_LEVEL_MIN + index);

/** The rebate ratio of each game type at each level 0-10 (spec section 9: at most 1.2 %), the member's level marked. */
export function RebateTable({ rows, level }: { rows: readonly ReturnWaterRow[]; level: number }) {
  const intl = useIntl();
  if (rows.length === 0) {
    return (
      <p className="empty-note">
        <FormattedMessage id="vip.page.noRebates" />
      </p>
    );
  }
  return (
    // A table wider than its column scrolls sideways: the region takes focus so a keyboard can scroll it.
    <div className="vip-table-wrap" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'vip.page.rebates' })}>
      <table className="vip-table vip-table--rebates" data-testid="vip-rebates">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="vip.table.gameType" />
            </th>
            {LEVELS.map((each) => (
              <th key={each} scope="col" className={each === level ? 'is-mine' : undefined} aria-current={each === level ? 'true' : undefined}>
                VIP{each}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.gameType} data-game-type={row.gameType}>
              <th scope="row">{row.gameTypeName}</th>
              {LEVELS.map((each) => {
                const ratio = row.waterStrategyList.find((strategy) => strategy.vipLevel === each)?.ratio;
                return (
                  <td key={each} className={each === level ? 'is-mine' : undefined}>
                    {ratio === undefined ? '—' : `${ratio}%`}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
