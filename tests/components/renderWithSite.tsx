import type { ReactElement } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assign, createActor, setup, type AnyEventObject } from 'xstate';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import hk from '../../locales/hk.json';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import type { SiteActors } from '../../src/session/actors';
import type { LanguageCode } from '../../machines/rules/language';
import type { RegisterItem } from '../../machines/rules/registerItems';
import { sessionData } from '../../src/store/session';
import { SiteRouter } from '../../src/app/hashRouting';

/**
 * Renders a component the way App does: inside react-intl with one of the real
 * locale catalogues and inside SiteActorsContext. The session actor is a tiny
 * machine that records every event it receives, so tests can see exactly what
 * the forms send to the session without running the real one (which reloads
 * the page, stores tokens and calls the member API).
 */

export const catalogues: Record<LanguageCode, Record<string, string>> = { en, zh, hk };
const INTL_LOCALE: Record<LanguageCode, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

/** The text of `id` in `language` with its values, as react-intl formats it (plurals included). */
export function text(id: string, values: Record<string, string | number> = {}, language: LanguageCode = 'en'): string {
  const message = catalogues[language][id];
  if (message === undefined) throw new Error(`no message ${id} in ${language}`);
  try {
    return String(new IntlMessageFormat(message, INTL_LOCALE[language]).format(values));
  } catch {
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])); // a value not given
  }
}

/** Records every event; like the real session, it holds a token from LOGGED_IN until LOGOUT. */
const recorderMachine = setup({
  types: { context: {} as { events: AnyEventObject[]; token: string | null }, events: {} as AnyEventObject },
}).createMachine({
  id: 'sessionRecorder',
  context: { events: [], token: null },
  on: {
    '*': {
      actions: assign({
        events: ({ context, event }) => [...context.events, event],
        token: ({ context, event }) => (event.type === 'LOGGED_IN' ? String(event.token) : event.type === 'LOGOUT' ? null : context.token),
      }),
    },
  },
});

/** A stand-in session actor for screens that render without renderWithSite's provider. */
export function sessionRecorder() {
  const session = createActor(recorderMachine);
  session.start();
  return session;
}

/** Missing translations and other react-intl errors seen while rendering; each test must end with none. */
const intlErrors: string[] = [];

afterEach(() => {
  const seen = intlErrors.splice(0);
  expect(seen, 'react-intl reported errors (missing message ids?)').toEqual([]);
});

export function setRegisterItems(items: Array<Pick<RegisterItem, 'id' | 'isShow'>>): void {
  sessionData.registerItems = items.map((item) => ({ itemKey: `item${item.id}`, ...item }));
}

/** The register item list with the login captcha (item 13) on or off; item 1 (registration) always on. */
export function setLoginCaptcha(on: boolean): void {
  setRegisterItems([
    { id: 1, isShow: true },
    { id: 12, isShow: !on },
    { id: 13, isShow: on },
  ]);
}

export function renderWithSite(ui: ReactElement, { language = 'en' as LanguageCode } = {}) {
  const session = sessionRecorder();
  const notices: Array<{ kind: string; messageKey: string }> = [];
  const actors = { session, notify: (kind: string, messageKey: string) => void notices.push({ kind, messageKey }) } as unknown as SiteActors;
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {});
  const result = render(
    <IntlProvider
      locale={INTL_LOCALE[language]}
      defaultLocale="zh-CN"
      messages={catalogues[language]}
      onError={(error) => intlErrors.push(String(error.message))}
    >
      <SiteActorsContext.Provider value={actors}>
        <SiteRouter>{ui}</SiteRouter>
      </SiteActorsContext.Provider>
    </IntlProvider>,
  );
  return {
    ...result,
    user,
    /** Every event the form sent to the session actor, in order. */
    sessionEvents: () => session.getSnapshot().context.events,
    /** Every toast the page asked for (the site actors' notify), in order. */
    notices,
  };
}

export { deferred } from '../machines/deferred';
