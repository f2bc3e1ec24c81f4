import { FormattedMessage } from 'react-intl';
import { AgentIcon } from './AgentIcon';

const STEPS = ['share', 'play', 'earn'] as const;

/** How the programme works, in three steps (what a visitor reads before signing up). */
export function AgentSteps() {
  return (
    <section className="agent-section" aria-labelledby="agent-steps-title">
      <h2 id="agent-steps-title" className="agent-section__title">
        <FormattedMessage id="agent.steps.title" />
      </h2>
      <ol className="agent-steps">
        {STEPS.map((step, index) => (
          <li key={step} className="agent-step">
            <span className="agent-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="agent-step__icon">
              <AgentIcon name={step} />
            </span>
            <h3>
              <FormattedMessage id={`agent.steps.${step}`} />
            </h3>
            <p>
              <FormattedMessage id={`agent.steps.${step}Text`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
