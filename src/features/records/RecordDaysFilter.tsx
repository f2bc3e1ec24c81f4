import { FormattedMessage } from 'react-intl';
import type { DayRange } from '../../../machines/rules/dayRange';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';

/** The records tabs' from/to days, inside the list machine's 30-day window. */
export function RecordDaysFilter({
  range,
  days,
  onChange,
}: {
  range: DayRange;
  days: { earliest: string; latest: string };
  onChange: (change: Partial<DayRange>) => void;
}) {
  return (
    <div className="records-page__filters">
      <label>
        <FormattedMessage id="records.from" />
        <input type="date" min={days.earliest} max={range.to} value={range.from} onChange={(event) => onChange({ from: event.target.value })} />
      </label>
      <label>
        <FormattedMessage id="records.to" />
        <input type="date" min={range.from} max={days.latest} value={range.to} onChange={(event) => onChange({ to: event.target.value })} />
      </label>
      <span className="records-page__note">
        <FormattedMessage id="records.window" values={{ days: RECORD_WINDOW_DAYS }} />
      </span>
    </div>
  );
}
