import { FormattedMessage } from 'react-intl';
import type { InviterBaseConfig } from '../../api/agent';
import { AgentIcon } from './AgentIcon';

/** The programme's consultation contacts: an e-mail address is a link; the others are handles to add in their app. */
export function AgentContacts({ contacts }: { contacts: InviterBaseConfig['contacts'] }) {
  return (
    <section className="agent-section agent-contacts" aria-labelledby="agent-contacts-title">
      <div className="agent-contacts__intro">
        <h2 id="agent-contacts-title" className="agent-section__title">
          <FormattedMessage id="agent.contacts.title" />
        </h2>
        <p>
          <FormattedMessage id="agent.contacts.lead" />
        </p>
      </div>
      <ul className="agent-contacts__list" data-testid="agent-contacts">
        {contacts.map((contact) => (
          <li key={contact.kind} className={`agent-contact agent-contact--${contact.kind}`}>
            <span className="agent-contact__icon">
              <AgentIcon name={contact.kind} />
            </span>
            <span className="agent-contact__kind">
              <FormattedMessage id={`agent.contact.${contact.kind}`} />
            </span>
            {contact.kind === 'email' ? <a href={`mailto:${contact.address}`}>{contact.address}</a> : <strong>{contact.address}</strong>}
          </li>
        ))}
      </ul>
    </section>
  );
}
