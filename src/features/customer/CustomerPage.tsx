import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import './CustomerPage.css';

const OWN_PAGE = /^\/?#\/customer\/main$/;

const CHANNELS = [
  { key: 'help', href: '#/help?type=cpqa' },
  { key: 'feedback', href: '#/feedback' },
  { key: 'contact', href: '#/help?type=lxwm' },
];

/**
 * /customer/main: customer service, 24/7. An operator's chat link opens here;
 * while the link is this page itself, it lists the ways to reach us.
 */
export default function CustomerPage() {
  const { baseInfo } = useSnapshot(sessionData);
  const link = baseInfo.customerServiceLink ?? '';
  const external = link !== '' && !OWN_PAGE.test(link);
  return (
    <div className="customer-page">
      <section className="customer-page__card">
        <div className="customer-page__badge">24/7</div>
        <h1>
          <FormattedMessage id="service.title" />
        </h1>
        <p>
          <FormattedMessage id="service.pageLead" />
        </p>
        {external ? (
          <iframe className="customer-page__chat" src={link} title="chat" />
        ) : (
          <ul className="customer-page__channels">
            {CHANNELS.map((channel) => (
              <li key={channel.key}>
                <a href={channel.href}>
                  <strong>
                    <FormattedMessage id={`service.${channel.key}`} />
                  </strong>
                  <span>
                    <FormattedMessage id={`service.${channel.key}Text`} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
