import { useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ageNoticeMachine } from '../../../machines/ageNotice';
import { useSiteActors } from '../../session/SiteActorsContext';
import { readAgeNoticeShownAt, writeAgeNoticeShownAt } from '../../store/storage';
import { useFocusTrap } from '../../components/useFocusTrap';
import './AgeNotice.css';

/**
 * The 21+ notice of the home page; when it shows is the age-notice machine's. A visitor under 21 leaves: a
 * farewell screen then covers the whole site (nothing is stored, so a later visit asks again).
 */
export function AgeNotice() {
  const intl = useIntl();
  const { inspect } = useSiteActors();
  const [logic] = useState(() =>
    ageNoticeMachine.provide({ actions: { storeShownAt: (_, { at }) => writeAgeNoticeShownAt(at) } }),
  );
  const [state, send] = useMachine(logic, { inspect, input: { storedAt: readAgeNoticeShownAt(), now: Date.now() } });
  const card = useRef<HTMLDivElement>(null);
  const showing = state.hasTag('showing');
  const farewell = state.hasTag('farewell');
  useFocusTrap(card, { active: showing || farewell });
  if (!showing && !farewell) return null;
  // One card for both: the notice with its two answers, or the farewell that covers the site.
  const title = farewell ? 'age.farewellTitle' : 'age.title';
  return (
    <div
      ref={card}
      className={farewell ? 'age-notice age-notice--farewell' : 'age-notice'}
      role="dialog"
      aria-modal="true"
      aria-label={intl.formatMessage({ id: title })}
      tabIndex={farewell ? -1 : undefined}
    >
      <div className="age-notice__card">
        <img src="/content/home/age-21.svg" alt="" width={84} height={84} />
        <h2>
          <FormattedMessage id={title} />
        </h2>
        <p>
          <FormattedMessage id={farewell ? 'age.farewellText' : 'age.text'} />
        </p>
        {showing && (
          <>
            <button type="button" className="button button--gold button--large" onClick={() => send({ type: 'DISMISS', at: Date.now() })}>
              <FormattedMessage id="age.confirm" />
            </button>
            <button type="button" className="button age-notice__leave" onClick={() => send({ type: 'LEAVE' })}>
              <FormattedMessage id="age.leave" />
            </button>
          </>
        )}
        <p className="age-notice__small">
          <FormattedMessage id="age.small" />
        </p>
      </div>
    </div>
  );
}
