import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';
import './HelpPopup.css';

/** A section of the transfer page's help pop-up (locale keys), not a help-centre article. */
export interface TransferHelpSection {
  title: string;
  text: string;
}

export const TRANSFER_HELP_SECTIONS: TransferHelpSection[] = [
  { title: 'transfer.help1Title', text: 'transfer.help1Text' },
  { title: 'transfer.help2Title', text: 'transfer.help2Text' },
  { title: 'transfer.help3Title', text: 'transfer.help3Text' },
  { title: 'transfer.help4Title', text: 'transfer.help4Text' },
];

/** One scrollable help pop-up for all sections, opened scrolled to the chosen one (spec section 2). */
export function HelpPopup({
  sections,
  start,
  onClose,
  title = 'transfer.helpTitle',
}: {
  sections: TransferHelpSection[];
  start: number;
  onClose: () => void;
  /** The pop-up's title as a locale key; the withdrawal page has its own. */
  title?: string;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const sectionElements = useRef<Array<HTMLElement | null>>([]);
  useLayoutEffect(() => {
    const section = sectionElements.current[start];
    // The scroller is positioned, so a section's offsetTop is measured from the scroller's top.
    if (section && scroller.current) scroller.current.scrollTop = section.offsetTop;
  }, [start]);
  return (
    <Dialog title={intl.formatMessage({ id: title })} onClose={onClose}>
      <div className="help-popup" ref={scroller} data-testid="help-popup">
        {sections.map((part, index) => (
          <section
            key={part.title}
            data-topic={index}
            ref={(element) => {
              sectionElements.current[index] = element;
            }}
          >
            <h3>
              <FormattedMessage id={part.title} />
            </h3>
            <p>
              <FormattedMessage id={part.text} />
            </p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
