import { useEffect, useState } from 'react';
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
        {slides.map((slide, position) => (
          <button
            type="button"
            key={slide.imgUrl}
            className={`banner__slide${slide.activityId === null ? '' : ' banner__slide--link'}`}
            aria-hidden={position !== index}
            tabIndex={position === index ? 0 : -1}
            aria-label={intl.formatMessage({ id: 'home.slide' }, { number: position + 1 })}
            onClick={() => send({ type: 'OPEN', activityId: slide.activityId })}
          >
            {/* The first slide is the page's largest paint; the others, clipped off to the side, load as they slide in. */}
            <SmartImage src={slide.imgUrl} alt="" {...(position === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })} />
          </button>
        ))}
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
