import { FormattedDate, FormattedMessage } from 'react-intl';

/** An activity's period as its cards and pages show it: the first day to the last (its end is exclusive). */
export function ActivityPeriod({ from, to }: { from: number; to: number }) {
  const day = (at: number) => <FormattedDate value={at} year="numeric" month="2-digit" day="2-digit" />;
  return <FormattedMessage id="activity.period" values={{ from: day(from), to: day(to - 1) }} />;
}
