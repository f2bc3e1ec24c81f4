import { FormattedMessage } from 'react-intl';
import './FooterNote.css';

/**
 * The last line of every footer (the site's and the house games' frame): the age the age notice asks for,
 * the responsible-gaming line and the copyright. One part, so the two footers cannot say different ages.
 */
export function FooterNote({ className, siteName }: { className: string; siteName: string }) {
  return (
    <p className={className}>
      <span className="footer-note__age">21+</span>
      <FormattedMessage id="footer.responsible" /> · <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear(), siteName }} />
    </p>
  );
}
