import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../../machines/rules/display';
import { paths } from '../../config/paths';
import { useActivityApply, type ApplyCalls } from './useActivityApply';

/**
 * The member's side of a landing page (spec section 2: apply button and application record): where they stand
 * (machines/activityApply.ts), the reasons in their words when they may not apply, the apply button, and their
 * latest application with what became of it.
 */
export function ApplyBox({ activityId, calls, clock }: { activityId: number; calls?: ApplyCalls; clock?: Parameters<typeof useActivityApply>[2] }) {
  const apply = useActivityApply({ activityId, tier: null, standing: null }, calls, clock);
  const { latest } = apply;
  return (
    <section className="apply-panel" aria-labelledby="apply-panel-title" data-testid="apply-panel" data-place={apply.place}>
      <h2 id="apply-panel-title">
        <FormattedMessage id="activity.apply.title" />
      </h2>
      {apply.place === 'checking' && (
        <p className="apply-panel__note" role="status">
          <FormattedMessage id="activity.apply.checking" />
        </p>
      )}
      {apply.place === 'failed' && (
        <div className="apply-panel__note" role="alert">
          <p>
            <FormattedMessage id="activity.apply.failed" />
          </p>
          <button type="button" className="button button--outline" onClick={apply.check}>
            <FormattedMessage id="list.retry" />
          </button>
        </div>
      )}
      {apply.canApply && (
        <>
          {apply.bonus && (
            <p className="apply-panel__worth">
              <FormattedMessage id="activity.apply.worth" values={{ amount: formatAmount(Number(apply.bonus)) }} />
            </p>
          )}
          <button type="button" className="button button--gold button--block" onClick={apply.apply} disabled={apply.busy}>
            <FormattedMessage id={apply.busy ? 'activity.apply.applying' : 'activity.apply.button'} />
          </button>
          {apply.failure && (
            <p className="apply-panel__refusal" role="alert">
              {'key' in apply.failure ? <FormattedMessage id="activity.apply.noAnswer" /> : apply.failure.text}
            </p>
          )}
        </>
      )}
      {apply.place === 'pending' && (
        <div className="apply-panel__state apply-panel__state--pending" role="status">
          <strong>
            <FormattedMessage id="activity.apply.pending" />
          </strong>
          <p>
            <FormattedMessage id="activity.apply.pendingNote" />
          </p>
          <button type="button" className="link-button" onClick={apply.check}>
            <FormattedMessage id="activity.apply.recheck" />
          </button>
        </div>
      )}
      {apply.place === 'granted' && (
        <div className="apply-panel__state apply-panel__state--granted" role="status">
          <strong>
            <FormattedMessage id="activity.apply.granted" />
          </strong>
        </div>
      )}
      {(apply.place === 'ineligible' || apply.place === 'refused') && (
        <div className="apply-panel__state apply-panel__state--refused">
          <strong data-testid="apply-state">
            <FormattedMessage id={apply.place === 'refused' ? 'activity.apply.refused' : 'activity.apply.ineligible'} />
          </strong>
          {apply.problems.length > 0 && (
            <ul data-testid="apply-problems">
              {apply.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <button type="button" className="link-button" onClick={apply.check}>
            <FormattedMessage id="activity.apply.recheck" />
          </button>
        </div>
      )}
      {latest && (
        <dl className="apply-panel__record" data-testid="apply-record" data-status={latest.status}>
          <div>
            <dt>
              <FormattedMessage id="giftRecord.prize" />
            </dt>
            <dd>{formatAmount(Number(latest.prize))}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="giftRecord.status" />
            </dt>
            <dd>{latest.statusName}</dd>
          </div>
          <div className="apply-panel__delivery">
            <dt>
              <FormattedMessage id="giftRecord.delivery" />
            </dt>
            <dd>{latest.deliveryInfo}</dd>
          </div>
        </dl>
      )}
      <Link className="apply-panel__more" href={paths.giftRecord()}>
        <FormattedMessage id="activity.apply.records" />
      </Link>
    </section>
  );
}
