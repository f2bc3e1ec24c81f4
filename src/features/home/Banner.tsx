import { useEffect, useState, type MouseEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { bannerMachine } from '../../../machines/banner';
import type { Slide } from '../../api/content';
import { navigateTo } from '../../session/navigation';
import { paths } from '../../config/paths';
import { SmartImage } from '../../components/SmartImage';
import { useSiteActors } from '../../session/SiteActorsContext';
import './Banner.css';

/** The rotating home banner; its timing and wrapping live in the banner machine. */
export function Banner({ slides }: { slides: Slide[] }) {
  const intl = useIntl();
  const { inspect } = useSiteActors();
  const [logic] = useState(() =>
    bannerMachine.provide({
      actions: {
        openActivity: (_, { activityId }) => navigateTo(paths.activityLanding(activityId)),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  useEffect(() => send({ type: 'SET_SLIDES', count: slides.length }), [send, slides.length]);
  const { index } = state.context;

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'home.banner' })}>
      <div className="banner__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, position) => {
          const shown = position === index;
          // The first slide is the page's largest paint; the others, clipped off to the side, load as they slide in.
          const picture = <SmartImage src={slide.imgUrl} alt="" {...(position === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })} />;
          const label = intl.formatMessage({ id: 'home.slide' }, { number: position + 1 });
          if (slide.activityId === null) {
            return (
              <div key={slide.imgUrl} className="banner__slide" role="group" aria-roledescription="slide" aria-label={label} aria-hidden={!shown}>
                {picture}
              </div>
            );
          }
          const activityId = slide.activityId;
          // One link, to the activity's landing page; the banner machine opens it (spec section 4), while a
          // modified click (new tab or window) is left to the browser.
          const open = (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            send({ type: 'OPEN', activityId });
          };
          return (
            <a
              key={slide.imgUrl}
              className="banner__slide banner__slide--link"
              href={`#${paths.activityLanding(activityId)}`}
              aria-hidden={!shown}
              tabIndex={shown ? 0 : -1}
              aria-label={label}
              onClick={open}
            >
              {picture}
            </a>
          );
        })}
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className="banner__arrow banner__arrow--prev" aria-label={intl.formatMessage({ id: 'home.previous' })} onClick={() => send({ type: 'PREV' })}>
            ‹
          </button>
          <button type="button" className="banner__arrow banner__arrow--next" aria-label={intl.formatMessage({ id: 'home.next' })} onClick={() => send({ type: 'NEXT' })}>
            ›
          </button>
          <div className="banner__dots">
            {slides.map((slide, position) => (
              <button
                type="button"
                key={slide.imgUrl}
                className={`banner__dot${position === index ? ' is-active' : ''}`}
                aria-label={intl.formatMessage({ id: 'home.slide' }, { number: position + 1 })}
                aria-current={position === index}
                onClick={() => send({ type: 'GO', index: position })}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
