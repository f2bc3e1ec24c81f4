import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { SmartImage } from '../../components/SmartImage';
import { CustomerServiceDialog } from './lazyDialogs';
import './Footer.css';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { FooterNote } from '../../components/FooterNote';

const PARTNERS = ['bank', 'onlinebank', 'usdt', 'koi', 'eb', 'card'];
const CERTIFICATES = [
  { image: 'fairplay', text: 'footer.certFairPlay' },
  { image: 'securepay', text: 'footer.certSecurePay' },
  { image: 'rng', text: 'footer.certRng' },
];
const GUIDE_LINKS = [
  { href: paths.help('xsyd'), label: 'footer.guideNewbie' },
  { href: paths.help('kh'), label: 'footer.guideAccount' },
  { href: paths.help('cpqa'), label: 'footer.guideQuestions' },
  { href: paths.help('gzytk'), label: 'footer.guideRules' },
  { href: paths.help('ysbhgz'), label: 'footer.guidePrivacy' },
  { href: paths.help('lxwm'), label: 'footer.guideContact' },
  { href: paths.agent(), label: 'footer.guideAgent' },
  { href: paths.download(), label: 'footer.guideDownload' },
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
            <Link key={link.label} href={link.href}>
              <FormattedMessage id={link.label} />
            </Link>
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
      <FooterNote className="site-footer__copyright" siteName={siteName} />
      {service && <CustomerServiceDialog onClose={() => setService(false)} />}
    </footer>
  );
}
