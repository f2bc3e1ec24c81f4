import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import * as guestApi from '../../src/api/guest';
import * as userApi from '../../src/api/user';
import { connectApi } from '../../src/api/client';
import { createSiteActors, type SiteActors } from '../../src/session/actors';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import { LoginForm } from '../../src/components/LoginForm';
import { RegisterForm } from '../../src/features/auth/RegisterForm';
import { catalogues, setLoginCaptcha, text } from './renderWithSite';

/**
 * With inspection on, main.tsx hands the inspector's observer to
 * createSiteActors; here a recording observer stands in for Stately's, and the
 * real site actors run with their API calls mocked (no network).
 */

vi.mock('../../src/api/guest', async (original) => (await import('./guestApiMock')).mockGuestApi(original));

vi.mock('../../src/api/user', () => ({
  logout: vi.fn(),
  getUserInfo: vi.fn(),
  getMemberBalance: vi.fn(),
  loadMember: vi.fn(),
  changeLanguage: vi.fn(),
}));

const member = {
  userInfo: { photoUrl: null, userName: 'demo01', levelId: 1, joinDays: 3, languageType: null, currencyType: 1,
    phone: null, realName: null, gender: null, birthDate: null, registeredAt: 0, email: null, hasWithdrawPassword: false },
  userBalance: 100,
  heldBalance: 0,
};

function recordingInspector() {
  const events: InspectionEvent[] = [];
  return { events, observer: { next: (event: InspectionEvent) => void events.push(event) } };
}

/** The types of the events `actor` received, as the inspector saw them. */
const received = (events: InspectionEvent[], actor: InspectionEvent['actorRef']) =>
  events.flatMap((event) => (event.type === '@xstate.event' && event.actorRef === actor ? [event.event.type] : []));

let running: SiteActors | null = null;

function startSite(inspect?: ReturnType<typeof recordingInspector>['observer']) {
  const actors = createSiteActors('en', inspect);
  running = actors;
  // The order main.tsx starts them in.
  actors.toast.start();
  actors.languageSelector.start();
  actors.session.start();
  return actors;
}

const inGuest = (actors: SiteActors) => actors.session.getSnapshot().matches({ lifecycle: { active: 'guest' } });
const inMemberReady = (actors: SiteActors) =>
  actors.session.getSnapshot().matches({ lifecycle: { active: { member: 'ready' } } });

beforeEach(() => {
  vi.clearAllMocks();
  connectApi({ token: () => null, language: () => 'en', unauthorized: vi.fn(), forbidden: vi.fn(), failed: vi.fn() });
  vi.mocked(guestApi.checkRestriction).mockResolvedValue(undefined);
  vi.mocked(userApi.loadMember).mockResolvedValue(member);
});

afterEach(() => {
  running?.session.stop();
  running?.languageSelector.stop();
  running?.toast.stop();
  running = null;
});

describe('inspection of the site actors', () => {
  it('a custom inspector receives the session actor’s events', async () => {
    const inspector = recordingInspector();
    const actors = startSite(inspector.observer);
    expect(actors.inspect).toBe(inspector.observer);
    await waitFor(() => expect(inGuest(actors)).toBe(true));

    actors.session.send({ type: 'LOGGED_IN', token: 'token-1', newMember: false });
    await waitFor(() => expect(inMemberReady(actors)).toBe(true));
    actors.session.send({ type: 'REFRESH_MEMBER' });
    await waitFor(() => expect(inMemberReady(actors)).toBe(true));

    const loggedIn = inspector.events.find(
      (event) => event.type === '@xstate.event' && event.actorRef === actors.session && event.event.type === 'LOGGED_IN',
    );
    expect(loggedIn).toMatchObject({ event: { type: 'LOGGED_IN', token: 'token-1', newMember: false } });
    expect(received(inspector.events, actors.session)).toEqual(
      expect.arrayContaining(['xstate.init', 'LOGGED_IN', 'REFRESH_MEMBER']),
    );
    // Snapshots too, so the visualiser follows the session into member.ready.
    const lastSessionSnapshot = inspector.events.findLast(
      (event) => event.type === '@xstate.snapshot' && event.actorRef === actors.session,
    );
    expect(lastSessionSnapshot?.type === '@xstate.snapshot' && lastSessionSnapshot.snapshot).toBe(
      actors.session.getSnapshot(),
    );
  });

  it('observes every site actor and the actors they invoke', async () => {
    const inspector = recordingInspector();
    const actors = startSite(inspector.observer);
    await waitFor(() => expect(inGuest(actors)).toBe(true));
    actors.session.send({ type: 'LOGGED_IN', token: 'token-1', newMember: false });
    await waitFor(() => expect(inMemberReady(actors)).toBe(true));

    const started = inspector.events.flatMap((event) =>
      event.type === '@xstate.actor' ? [event.actorRef as AnyActorRef] : [],
    );
    expect(started).toEqual(expect.arrayContaining([actors.toast, actors.languageSelector, actors.session]));
    const children = started.filter((actor) => actor._parent === actors.session).map((actor) => actor.id);
    expect(children).toEqual(expect.arrayContaining(['checkRestriction', 'loadMember']));
    // The login notice the session sends to the toast actor.
    expect(received(inspector.events, actors.toast)).toContain('SHOW');
  });

  it('the login form, created with useMachine, reports to the same inspector', async () => {
    setLoginCaptcha(false);
    vi.mocked(guestApi.login).mockResolvedValue('token-2');
    const inspector = recordingInspector();
    const actors = startSite(inspector.observer);
    await waitFor(() => expect(inGuest(actors)).toBe(true));
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en" defaultLocale="zh-CN" messages={catalogues.en}>
        <SiteActorsContext.Provider value={actors}>
          <LoginForm variant="panel" />
        </SiteActorsContext.Provider>
      </IntlProvider>,
    );

    await user.type(screen.getByPlaceholderText(text('header.account')), 'demo01');
    await user.type(screen.getByPlaceholderText(text('header.password')), 'demo1234');
    await user.click(screen.getByRole('button', { name: text('auth.submitLogin') }));
    await waitFor(() => expect(inMemberReady(actors)).toBe(true));

    const edits = inspector.events.filter((event) => event.type === '@xstate.event' && event.event.type === 'EDIT');
    expect(edits.length).toBeGreaterThan(0);
    const form = edits[0].actorRef;
    expect(received(inspector.events, form)).toEqual(expect.arrayContaining(['EDIT', 'SUBMIT']));
    // The form's login reaches the session, and the inspector sees it arrive.
    const loggedIn = inspector.events.find(
      (event) => event.type === '@xstate.event' && event.actorRef === actors.session && event.event.type === 'LOGGED_IN',
    );
    expect(loggedIn).toMatchObject({ event: { token: 'token-2', newMember: false } });
  });

  it('the register form reports to it as well', async () => {
    const inspector = recordingInspector();
    const actors = startSite(inspector.observer);
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en" defaultLocale="zh-CN" messages={catalogues.en}>
        <SiteActorsContext.Provider value={actors}>
          <RegisterForm />
        </SiteActorsContext.Provider>
      </IntlProvider>,
    );

    await user.type(screen.getByLabelText(text('register.userName')), 'abc');
    const edits = inspector.events.flatMap((event) =>
      event.type === '@xstate.event' && event.event.type === 'EDIT' ? [event] : [],
    );
    expect(edits.map((event) => event.event)).toContainEqual({ type: 'EDIT', field: 'userName', value: 'abc' });
    expect([actors.session, actors.toast, actors.languageSelector]).not.toContain(edits[0].actorRef);
  });

  it('without an inspector the actors run as before', async () => {
    const actors = startSite();
    expect(actors.inspect).toBeUndefined();
    await waitFor(() => expect(inGuest(actors)).toBe(true));
  });
});
