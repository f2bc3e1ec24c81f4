import './RateEstimate.css';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * What a crypto amount comes to before it is sent (issue 22): "≈ ¥X … at 1 USDT = ¥R (rate set T)", or the
 * rate alone while the amount does not yet read as one. The page names its own messages (its locale area):
 * `estimateId` takes {cny, rate, time}, `rateOnlyId` {rate, time}. Polite live region: it follows the typing.
 */
export function RateEstimate(props: { estimateId: string; rateOnlyId: string; cny: string | null; rate: string; setAt: number; testId?: string }) {
  const intl = useIntl();
  const time = intl.formatDate(props.setAt, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return (
    <p className="rate-estimate" aria-live="polite" data-testid={props.testId}>
      {props.cny === null ? (
        <FormattedMessage id={props.rateOnlyId} values={{ rate: props.rate, time }} />
      ) : (
        <FormattedMessage id={props.estimateId} values={{ cny: <strong>{props.cny}</strong>, rate: props.rate, time }} />
      )}
    </p>
  );
}

/** A crypto order's USDT and rate beside its CNY amount, in a record or an order ("100.00 USDT at 7.10"). */
export function CryptoNote(props: { messageId: string; cryptoAmount: string | null; rate: string | null }) {
  if (props.cryptoAmount === null || props.rate === null) return null;
  return (
    <small className="crypto-note">
      <FormattedMessage id={props.messageId} values={{ usdt: props.cryptoAmount, rate: props.rate }} />
    </small>
  );
}
