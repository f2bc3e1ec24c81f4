import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { SmartImage } from '../../components/SmartImage';
import { CustomerServiceDialog } from './CustomerServiceDialog';
import './Footer.css';

const PARTNERS = ['bank', 'onlinebank', 'usdt', 'koi', 'eb', 'card'];
const CERTIFICATES = [
  { image: 'fairplay', text: 'footer.certFairPlay' },
  { image: 'securepay', text: 'footer.certSecurePay' },
  { image: 'rng', text: 'footer.certRng' },
];
const GUIDE_LINKS = [
  { href: '#/help?type=xsyd', label: 'footer.guideNewbie' },
  { href: '#/help?type=kh', label: 'footer.guideAccount' },
  { href: '#/help?type=cpqa', label: 'footer.guideQuestions' },
  { href: '#/help?type=gzytk', label: 'footer.guideRules' },
  { href: '#/help?type=ysbhgz', label: 'footer.guidePrivacy' },
  { href: '#/help?type=lxwm', label: 'footer.guideContact' },
  { href: '#/agent', label: 'footer.guideAgent' },
  { href: '#/download', label: 'footer.guideDownload' },
];

export function Footer() {
  const { baseInfo } = useSnapshot(sessionData);
  const [service, setService] = useState(false);
  const siteName = baseInfo.siteName ?? '';
  return (
    <footer className="site-footer">
      <div className="site-footer__partners">
        {PARTNERS.map((partner) => (
          <SmartImage key={partner} src={`/content/partners/${partner}.svg`} alt="" height={40} loading="lazy" />
        ))}
      </div>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img src={baseInfo.logo ?? '/brand/logo.svg'} alt={siteName} height={36} />
          <p>
            <FormattedMessage id="footer.tagline" />
          </p>
          <button type="button" className="button button--ghost" onClick={() => setService(true)}>
            <FormattedMessage id="footer.service" />
          </button>
        </div>
        <nav className="site-footer__guide" aria-label="guide">
          {GUIDE_LINKS.map((link) => (
            <a key={link.label} href={link.href}>
              <FormattedMessage id={link.label} />
            </a>
          ))}
        </nav>
        <ul className="site-footer__certs">
          {CERTIFICATES.map((certificate) => (
            <li key={certificate.image}>
              <SmartImage src={`/content/certs/${certificate.image}.svg`} alt="" height={40} loading="lazy" />
              <span>
                <FormattedMessage id={certificate.text} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="site-footer__copyright">
        <span className="site-footer__age">18+</span>
        <FormattedMessage id="footer.responsible" /> · <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear(), siteName }} />
      </p>
      {service && <CustomerServiceDialog onClose={() => setService(false)} />}
    </footer>
  );
}
