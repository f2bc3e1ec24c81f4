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
  if (farewell) {
    return (
      <div ref={card} className="age-notice age-notice--farewell" role="dialog" aria-modal="true" aria-label={intl.formatMessage({ id: 'age.farewellTitle' })} tabIndex={-1}>
        <div className="age-notice__card">
          <img src="/content/home/age-21.svg" alt="" width={84} height={84} />
          <h2>
            <FormattedMessage id="age.farewellTitle" />
          </h2>
          <p>
            <FormattedMessage id="age.farewellText" />
          </p>
          <p className="age-notice__small">
            <FormattedMessage id="age.small" />
          </p>
        </div>
      </div>
    );
  }
  if (!showing) return null;
  return (
    <div ref={card} className="age-notice" role="dialog" aria-modal="true" aria-label={intl.formatMessage({ id: 'age.title' })}>
      <div className="age-notice__card">
        <img src="/content/home/age-21.svg" alt="" width={84} height={84} />
        <h2>
          <FormattedMessage id="age.title" />
        </h2>
        <p>
          <FormattedMessage id="age.text" />
        </p>
        <button type="button" className="button button--gold button--large" onClick={() => send({ type: 'DISMISS', at: Date.now() })}>
          <FormattedMessage id="age.confirm" />
        </button>
        <button type="button" className="button age-notice__leave" onClick={() => send({ type: 'LEAVE' })}>
          <FormattedMessage id="age.leave" />
        </button>
        <p className="age-notice__small">
          <FormattedMessage id="age.small" />
        </p>
      </div>
    </div>
  );
}
