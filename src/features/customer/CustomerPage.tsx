import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import './CustomerPage.css';
import { Link } from 'wouter';
import { absoluteHref, paths } from '../../config/paths';

/** The configured service link may point back at this page (`/#/customer/main`). */
const isOwnPage = (link: string) => link === absoluteHref(paths.customerService()) || link === `#${paths.customerService()}`;

const CHANNELS = [
  { key: 'help', href: paths.help('cpqa') },
  { key: 'feedback', href: paths.feedback() },
  { key: 'contact', href: paths.help('lxwm') },
];

/**
 * /customer/main: customer service, 24/7. An operator's chat link opens here;
 * while the link is this page itself, it lists the ways to reach us.
 */
export default function CustomerPage() {
  const { baseInfo } = useSnapshot(sessionData);
  const link = baseInfo.customerServiceLink ?? '';
  const external = link !== '' && !isOwnPage(link);
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
                <Link href={channel.href}>
                  <strong>
                    <FormattedMessage id={`service.${channel.key}`} />
                  </strong>
                  <span>
                    <FormattedMessage id={`service.${channel.key}Text`} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
