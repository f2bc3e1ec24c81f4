import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine } from '../../machines/language';
import { Header } from '../../src/features/layout/Header';
import type { SiteActors } from '../../src/session/actors';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import { renderWithSite, sessionRecorder, setLoginCaptcha } from '../components/renderWithSite';

vi.mock('../../src/api/guest', async (original) => (await import('../components/guestApiMock')).mockGuestApi(original));

/** Spec section 9: the header turns flat after scrolling more than 50 px. The 50 is written out here. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('header', () => {
  it('stays raised at 50 px of scroll and turns flat at 51 px', () => {
    setLoginCaptcha(false);
    const languageSelector = createActor(languageMachine, { input: { current: 'en' } }).start();
    const { container } = renderWithSite(
      <SiteActorsContext.Provider value={{ languageSelector, session: sessionRecorder() } as unknown as SiteActors}>
        <Header />
      </SiteActorsContext.Provider>,
    );
    const header = container.querySelector('header')!;
    scrollTo(0);
    expect(header.classList.contains('site-header--flat')).toBe(false);
    scrollTo(50);
    expect(header.classList.contains('site-header--flat')).toBe(false);
    scrollTo(51);
    expect(header.classList.contains('site-header--flat')).toBe(true);
    scrollTo(0);
    expect(header.classList.contains('site-header--flat')).toBe(false);
  });
});
