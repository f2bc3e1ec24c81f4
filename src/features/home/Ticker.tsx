import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { tickerMachine } from '../../../machines/ticker';
import { useSiteActors } from '../../session/SiteActorsContext';
import './Ticker.css';

/** The announcement ticker; when and how far it scrolls is the ticker machine's. */
export function Ticker({ text, onMore }: { text: string; onMore: () => void }) {
  const { inspect } = useSiteActors();
  const [state, send] = useMachine(tickerMachine, { inspect });
  const box = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLSpanElement>(null);
  const [viewport, remeasure] = useState(0);

  // Measured after the page has been painted, from the layout the browser has made by then: a layout effect
  // would make the browser lay out the whole page inside React's commit, one long task instead of two.
  useEffect(() => {
    // A box that is not laid out (hidden, or not yet on screen) has nothing to measure.
    if (!box.current || !copy.current || box.current.clientWidth === 0) return;
    send({ type: 'MEASURE', contentWidth: copy.current.offsetWidth, boxWidth: box.current.clientWidth });
  }, [send, text, viewport]);

  useEffect(() => {
    const onResize = () => remeasure((count) => count + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const scrolling = state.hasTag('scrolling');
  return (
    <div className="ticker">
      <div className="ticker__inner">
        <span className="ticker__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <path d="M4 10v4h3l5 4V6L7 10zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />
          </svg>
        </span>
        <div
          className="ticker__box"
          ref={box}
          onMouseEnter={() => send({ type: 'HOVER' })}
          onMouseLeave={() => send({ type: 'LEAVE' })}
          data-testid="ticker"
          data-state={scrolling ? (state.hasTag('paused') ? 'paused' : 'running') : 'still'}
        >
          <div className="ticker__track" style={{ transform: `translateX(-${state.context.offset}px)` }}>
            <span ref={copy} className="ticker__text">
              {text}
            </span>
            {scrolling && (
              <span className="ticker__text" aria-hidden="true">
                {text}
              </span>
            )}
          </div>
        </div>
        <button type="button" className="ticker__more" onClick={onMore}>
          <FormattedMessage id="home.more" />
        </button>
      </div>
    </div>
  );
}
