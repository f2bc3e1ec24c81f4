import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { vipMachine } from '../../../machines/vip';
import type { VipRequirements, VipStanding } from '../../../machines/rules/vip';
import { parseAmount } from '../../../machines/rules/money';
import { useSiteActors } from '../../session/SiteActorsContext';
import { placeOf } from './connectVip';

/**
 * "Plan your climb": the member's standing run forward through the VIP machine (machines/vip.ts, the statechart
 * the server's daily job runs), one business day at a time with the valid turnover the member types, so the page
 * shows where the rules would take them: a promotion the next day, one level a day, a relegation at a quarter's end.
 */
export function VipPlanner({ requirements, standing }: { requirements: VipRequirements; standing: VipStanding }) {
  const intl = useIntl();
  const { inspect } = useSiteActors();
  const [state, send] = useMachine(vipMachine, { inspect, input: { requirements, standing } });
  const [turnover, setTurnover] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { level, lastChange } = state.context;
  const closeDay = () => {
    const parsed = turnover.trim() === '' ? { minor: 0 } : parseAmount(turnover);
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    send({ type: 'DAY_CLOSED', turnoverMinor: parsed.minor });
  };
  const place = placeOf(state);
  return (
    <section className="vip-planner" aria-labelledby="vip-planner-title">
      <h3 id="vip-planner-title">
        <FormattedMessage id="vip.planner.title" />
      </h3>
      <p data-testid="vip-planned-level" data-place={place}>
        <FormattedMessage id={`vip.planner.${place}`} values={{ level }} />
      </p>
      {lastChange && (
        <p role="status" data-testid="vip-planned-change">
          <FormattedMessage id={`vip.planner.change.${lastChange}`} values={{ level }} />
        </p>
      )}
      <label>
        <FormattedMessage id="vip.planner.turnover" />
        <input value={turnover} inputMode="decimal" onChange={(event) => setTurnover(event.target.value)} aria-invalid={problem !== null} />
      </label>
      {problem && <p role="alert">{intl.formatMessage({ id: problem })}</p>}
      <button type="button" onClick={closeDay}>
        <FormattedMessage id="vip.planner.closeDay" />
      </button>
    </section>
  );
}
