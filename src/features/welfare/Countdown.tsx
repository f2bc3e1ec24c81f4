import { FormattedMessage } from 'react-intl';

/** A running countdown ("Expires in 2 d 03:04:05"); a timer, so screen readers do not read every second. */
export function Countdown({ label, countdown }: { label: string; countdown: { days: number; time: string } }) {
  return (
    <span className="welfare-countdown" role="timer" aria-live="off">
      <FormattedMessage id={label} values={{ days: countdown.days, time: <b>{countdown.time}</b> }} />
    </span>
  );
}
