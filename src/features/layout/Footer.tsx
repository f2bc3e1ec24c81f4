import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import './Footer.css';

export function Footer() {
  const { baseInfo } = useSnapshot(sessionData);
  const siteName = baseInfo.siteName ?? '';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img src={baseInfo.logo ?? '/brand/logo.svg'} alt={siteName} height={36} />
          <p>
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        <ul className="site-footer__marks">
          <li>
            <span className="site-footer__mark site-footer__mark--age">18+</span>
            <FormattedMessage id="footer.responsible" />
          </li>
          <li>
            <span className="site-footer__mark">24/7</span>
            <FormattedMessage id="footer.service" />
          </li>
        </ul>
      </div>
      <p className="site-footer__copyright">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear(), siteName }} />
      </p>
    </footer>
  );
}
