import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';
import './HelpPopup.css';

export interface HelpTopic {
  title: string;
  text: string;
}

export const TRANSFER_HELP: HelpTopic[] = [
  { title: 'transfer.help1Title', text: 'transfer.help1Text' },
  { title: 'transfer.help2Title', text: 'transfer.help2Text' },
  { title: 'transfer.help3Title', text: 'transfer.help3Text' },
  { title: 'transfer.help4Title', text: 'transfer.help4Text' },
];

/** One scrollable help pop-up for all topics, opened scrolled to the chosen one (spec section 2). */
export function HelpPopup({ topics, start, onClose }: { topics: HelpTopic[]; start: number; onClose: () => void }) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const sections = useRef<Array<HTMLElement | null>>([]);
  useLayoutEffect(() => {
    const section = sections.current[start];
    // The scroller is positioned, so a section's offsetTop is measured from the scroller's top.
    if (section && scroller.current) scroller.current.scrollTop = section.offsetTop;
  }, [start]);
  return (
    <Dialog title={intl.formatMessage({ id: 'transfer.helpTitle' })} onClose={onClose}>
      <div className="help-popup" ref={scroller} data-testid="help-popup">
        {topics.map((topic, index) => (
          <section
            key={topic.title}
            data-topic={index}
            ref={(element) => {
              sections.current[index] = element;
            }}
          >
            <h3>
              <FormattedMessage id={topic.title} />
            </h3>
            <p>
              <FormattedMessage id={topic.text} />
            </p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
