import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from './Dialog';
import './HelpPopup.css';

/** A section of a page's help pop-up (locale keys), not a help-centre article. */
export interface HelpSection {
  title: string;
  text: string;
}

/** One scrollable help pop-up for all of a page's sections (transfer, withdrawal), opened scrolled to the chosen one (spec section 2). */
export function HelpPopup({
  sections,
  start,
  onClose,
  title = 'transfer.helpTitle',
}: {
  sections: HelpSection[];
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
      {/* Focusable, so a keyboard can scroll the sections too. */}
      <div className="help-popup" ref={scroller} data-testid="help-popup" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: title })}>
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
