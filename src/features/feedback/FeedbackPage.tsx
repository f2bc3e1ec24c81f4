import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { feedbackFormMachine, feedbackFormProblems } from '../../../machines/feedbackForm';
import { DESCRIPTION_MAX, descriptionLength, OPINION_TYPES, opinionTypeKey, SCREENSHOTS_MAX } from '../../../machines/rules/feedback';
import { uploadAccept } from '../../../machines/rules/upload';
import * as feedbackApi from '../../api/feedback';
import { uploadProof } from '../../api/deposit';
import { useSiteActors } from '../../session/SiteActorsContext';
import { paths } from '../../config/paths';
import './FeedbackPage.css';

/** The feedback form machine with the site's calls. */
export function feedbackLogic(notify: (kind: 'success', key: string) => void) {
  return feedbackFormMachine.provide({
    actors: {
      uploadScreenshot: fromPromise(({ input }) => uploadProof(input.file as unknown as File, { handles: 'all' })),
      saveFeedback: fromPromise(({ input }) => feedbackApi.saveFeedback(input)),
    },
    actions: { announceSaved: () => notify('success', 'feedback.saved') },
  });
}

/** /feedback: submit a feedback (spec section 2). */
export default function FeedbackPage() {
  const { notify } = useSiteActors();
  const [logic] = useState(() => feedbackLogic(notify));
  return <FeedbackForm logic={logic} />;
}

/** The form over a feedback form machine (the screen tests give it one with their own actors). */
export function FeedbackForm({ logic }: { logic: typeof feedbackFormMachine }) {
  const intl = useIntl();
  const { inspect } = useSiteActors();
  const [state, send] = useMachine(logic, { inspect });
  const { context } = state;
  const problems = feedbackFormProblems(context);
  const shown = (problem: string | null) => (context.showProblems ? problem : null);
  const count = descriptionLength(context.description);

  if (state.hasTag('done')) {
    return (
      <div className="feedback-page feedback-done" role="status">
        <h1 className="page-title">
          <FormattedMessage id="feedback.doneTitle" />
        </h1>
        <p>
          <FormattedMessage id="feedback.doneText" />
        </p>
        <div className="feedback-done__actions">
          <Link className="button button--gold" href={paths.feedbackList()}>
            <FormattedMessage id="feedback.toList" />
          </Link>
          <button type="button" className="button button--outline" onClick={() => send({ type: 'RESET' })}>
            <FormattedMessage id="feedback.another" />
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="feedback-page feedback-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <header className="feedback-form__head">
        <h1 className="page-title">
          <FormattedMessage id="feedback.title" />
        </h1>
        <Link href={paths.feedbackList()}>
          <FormattedMessage id="feedback.myFeedback" />
        </Link>
      </header>
      <fieldset className="feedback-form__types">
        <legend>
          <FormattedMessage id="feedback.typeLabel" />
        </legend>
        <div className="feedback-form__chips">
          {OPINION_TYPES.map((type) => (
            <label key={type} className={context.opinionType === type ? 'is-chosen' : ''}>
              <input type="radio" name="opinionType" value={type} checked={context.opinionType === type} onChange={() => send({ type: 'SET_TYPE', value: type })} />
              <FormattedMessage id={opinionTypeKey(type)} />
            </label>
          ))}
        </div>
        {shown(problems.opinionType) && (
          <p className="field-problem" role="alert">
            <FormattedMessage id={problems.opinionType!} />
          </p>
        )}
      </fieldset>
      <label className="feedback-form__field">
        <span>
          <FormattedMessage id="feedback.orderLabel" />
        </span>
        <input name="orderNo" value={context.orderNo} maxLength={40} placeholder={intl.formatMessage({ id: 'feedback.orderPlaceholder' })} onChange={(event) => send({ type: 'SET_ORDER', value: event.target.value })} />
      </label>
      <label className="feedback-form__field">
        <span>
          <FormattedMessage id="feedback.descriptionLabel" />
        </span>
        <textarea
          name="problemDescription"
          rows={6}
          value={context.description}
          placeholder={intl.formatMessage({ id: 'feedback.descriptionPlaceholder' })}
          aria-invalid={shown(problems.description) !== null}
          onChange={(event) => send({ type: 'SET_DESCRIPTION', value: event.target.value })}
        />
        <span className={`feedback-form__count${count > DESCRIPTION_MAX ? ' is-over' : ''}`} data-testid="feedback-count">
          {count}/{DESCRIPTION_MAX}
        </span>
      </label>
      {shown(problems.description) && (
        <p className="field-problem" role="alert">
          <FormattedMessage id={problems.description!} />
        </p>
      )}
      <div className="feedback-form__field">
        <span>
          <FormattedMessage id="feedback.screenshotsLabel" values={{ max: SCREENSHOTS_MAX }} />
        </span>
        <ul className="feedback-form__shots">
          {context.screenshots.map((url, index) => (
            <li key={url}>
              <img src={url} alt={intl.formatMessage({ id: 'feedback.screenshot' }, { index: index + 1 })} />
              <button type="button" aria-label={intl.formatMessage({ id: 'feedback.removeScreenshot' }, { index: index + 1 })} onClick={() => send({ type: 'REMOVE_SCREENSHOT', index })}>
                ×
              </button>
            </li>
          ))}
          {context.screenshots.length < SCREENSHOTS_MAX && (
            <li>
              <label className="feedback-form__add" aria-busy={state.hasTag('uploading')}>
                <input
                  type="file"
                  name="screenshot"
                  accept={uploadAccept('proof')}
                  disabled={state.hasTag('uploading')}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) send({ type: 'ADD_SCREENSHOT', file });
                    event.target.value = '';
                  }}
                />
                <span>{state.hasTag('uploading') ? <FormattedMessage id="common.loading" /> : '+'}</span>
              </label>
            </li>
          )}
        </ul>
        {context.fileProblem && (
          <p className="field-problem" role="alert">
            <FormattedMessage id={context.fileProblem} values={{ max: SCREENSHOTS_MAX }} />
          </p>
        )}
      </div>
      {context.failure && (
        <p className="field-problem feedback-form__failure" role="alert">
          {context.failure.msg ?? <FormattedMessage id="call.internal" />}
        </p>
      )}
      <button type="submit" className="button button--gold feedback-form__submit" disabled={state.hasTag('busy') || state.hasTag('uploading')} aria-busy={state.hasTag('busy')}>
        <FormattedMessage id="feedback.submit" />
      </button>
    </form>
  );
}
