import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { isSignedIn, sessionMachine, type MemberSnapshot } from '../../machines/session';
import type { LanguageCode } from '../../machines/rules/language';
import { deferred, flush } from './deferred';

const member = (languageType: number | null = null): MemberSnapshot => ({
  userInfo: { photoUrl: null, userName: 'demo01', levelId: 3, joinDays: 12, languageType, currencyType: 1,
    phone: null, realName: null, gender: null, birthDate: null, registeredAt: 0, email: null, hasWithdrawPassword: false },
  userBalance: 1234.5,
  heldBalance: 0,
});

function start(options: {
  token?: string | null;
  language?: LanguageCode;
  onForbiddenPage?: boolean;
  restriction?: Promise<void>;
  loadMember?: () => Promise<MemberSnapshot>;
  logout?: () => Promise<void>;
} = {}) {
  const effects = {
    storeToken: vi.fn(),
    clearStoredToken: vi.fn(),
    setTokenAside: vi.fn(),
    publishMember: vi.fn(),
    clearMember: vi.fn(),
    applyLanguage: vi.fn(),
    storeForbiddenIp: vi.fn(),
    announceLogin: vi.fn(),
    announceLogout: vi.fn(),
    goHome: vi.fn(),
    goForbidden: vi.fn(),
    reload: vi.fn(),
  };
  const loadMember = vi.fn(options.loadMember ?? (() => Promise.resolve(member())));
  const logout = vi.fn(options.logout ?? (() => Promise.resolve()));
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        checkRestriction: fromPromise(() => options.restriction ?? Promise.resolve()),
        loadMember: fromPromise(() => loadMember()),
        logout: fromPromise(() => logout()),
      },
      actions: {
        storeToken: (_, params) => effects.storeToken(params),
        clearStoredToken: () => effects.clearStoredToken(),
        setTokenAside: () => effects.setTokenAside(),
        publishMember: (_, params) => effects.publishMember(params),
        clearMember: () => effects.clearMember(),
        applyLanguage: (_, params) => effects.applyLanguage(params),
        storeForbiddenIp: (_, params) => effects.storeForbiddenIp(params),
        announceLogin: (_, params) => effects.announceLogin(params),
        announceLogout: () => effects.announceLogout(),
        goHome: () => effects.goHome(),
        goForbidden: () => effects.goForbidden(),
        reload: () => effects.reload(),
      },
      guards: { onForbiddenPage: () => options.onForbiddenPage ?? false },
    }),
    { input: { token: options.token ?? null, language: options.language ?? 'zh' }, clock },
  );
  actor.start();
  return { actor, effects, loadMember, logout, clock };
}

const lifecycle = (actor: { getSnapshot(): { value: unknown } }) =>
  (actor.getSnapshot().value as { lifecycle: unknown }).lifecycle;

describe('session machine', () => {
  it('checks the restriction first, then treats a visitor without a token as a guest', async () => {
    const restriction = deferred();
    const { actor } = start({ restriction: restriction.promise });
    expect(lifecycle(actor)).toEqual({ active: 'checkingRestriction' });
    restriction.resolve();
    await flush();
    expect(lifecycle(actor)).toEqual({ active: 'guest' });
  });

  it('does not lock visitors out when the restriction check cannot be reached', async () => {
    const restriction = deferred();
    const { actor } = start({ restriction: restriction.promise });
    restriction.reject(new Error('network'));
    await flush();
    expect(lifecycle(actor)).toEqual({ active: 'guest' });
  });

  it('restores a stored token as a member and loads balance and user info without leaving the page', async () => {
    const { actor, effects, loadMember } = start({ token: 'stored' });
    await flush();
    expect(loadMember).toHaveBeenCalledTimes(1);
    expect(lifecycle(actor)).toEqual({ active: { member: 'ready' } });
    expect(effects.publishMember).toHaveBeenCalledWith(member());
    expect(effects.goHome).not.toHaveBeenCalled();
  });

  it('on login saves the token, announces it, loads the member and goes home', async () => {
    const { actor, effects } = start();
    await flush();
    actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'fresh' });
    expect(effects.announceLogin).toHaveBeenCalledWith({ newMember: false });
    expect(actor.getSnapshot().context.token).toBe('fresh');
    await flush();
    expect(lifecycle(actor)).toEqual({ active: { member: 'ready' } });
    expect(effects.publishMember).toHaveBeenCalledTimes(1);
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(effects.reload).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.justLoggedIn).toBe(false);
  });

  it('tells a new member apart from a returning one', async () => {
    const { actor, effects } = start();
    await flush();
    actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: true });
    expect(effects.announceLogin).toHaveBeenCalledWith({ newMember: true });
  });

  it('applies the member’s own language after login by reloading the page', async () => {
    const { actor, effects } = start({ language: 'zh', loadMember: () => Promise.resolve(member(3)) });
    await flush();
    actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    await flush();
    expect(effects.applyLanguage).toHaveBeenCalledWith({ language: 'en' });
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(lifecycle(actor)).toBe('leaving');
  });

  it('does not reload when the member’s language is already the page’s', async () => {
    const { actor, effects } = start({ language: 'en', loadMember: () => Promise.resolve(member(3)) });
    await flush();
    actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    await flush();
    expect(effects.applyLanguage).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
    expect(lifecycle(actor)).toEqual({ active: { member: 'ready' } });
  });

  it('does not switch language when a stored session loads, only after a login', async () => {
    const { actor, effects } = start({ token: 'stored', loadMember: () => Promise.resolve(member(2)) });
    await flush();
    expect(effects.applyLanguage).not.toHaveBeenCalled();
    expect(lifecycle(actor)).toEqual({ active: { member: 'ready' } });
  });

  it('keeps the session when loading the member fails, and can refresh later', async () => {
    let attempt = 0;
    const { actor, effects, loadMember } = start({
      token: 'stored',
      loadMember: () => (++attempt === 1 ? Promise.reject(new Error('busy')) : Promise.resolve(member())),
    });
    await flush();
    expect(lifecycle(actor)).toEqual({ active: { member: 'ready' } });
    expect(effects.publishMember).not.toHaveBeenCalled();
    actor.send({ type: 'REFRESH_MEMBER' });
    expect(lifecycle(actor)).toEqual({ active: { member: 'loading' } });
    await flush();
    expect(loadMember).toHaveBeenCalledTimes(2);
    expect(effects.publishMember).toHaveBeenCalledTimes(1);
  });

  it('logs out: tells the server, clears the token, announces it and reloads', async () => {
    const { actor, effects, logout } = start({ token: 'stored' });
    await flush();
    actor.send({ type: 'LOGOUT' });
    expect(lifecycle(actor)).toEqual({ active: 'loggingOut' });
    await flush();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(effects.clearStoredToken).toHaveBeenCalledTimes(1);
    expect(effects.clearMember).toHaveBeenCalledTimes(1);
    expect(effects.announceLogout).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(lifecycle(actor)).toBe('leaving');
  });

  it('clears the token locally even when the server cannot be told about the logout', async () => {
    const { actor, effects } = start({ token: 'stored', logout: () => Promise.reject(new Error('offline')) });
    await flush();
    actor.send({ type: 'LOGOUT' });
    await flush();
    expect(effects.clearStoredToken).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(lifecycle(actor)).toBe('leaving');
  });

  it('on a 401 clears the token, goes to / and reloads', async () => {
    const { actor, effects } = start({ token: 'stored' });
    await flush();
    actor.send({ type: 'UNAUTHORIZED' });
    expect(effects.clearStoredToken).toHaveBeenCalledTimes(1);
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(lifecycle(actor)).toBe('leaving');
  });

  it('a 401 while the member is still loading wins over the load', async () => {
    const load = deferred<MemberSnapshot>();
    const { actor, effects } = start({ token: 'stored', loadMember: () => load.promise });
    await flush();
    actor.send({ type: 'UNAUTHORIZED' });
    load.resolve(member());
    await flush();
    expect(effects.publishMember).not.toHaveBeenCalled();
    expect(lifecycle(actor)).toBe('leaving');
  });

  it('on a 403 stores the reported IP, goes to /access-forbid and reloads', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'FORBIDDEN', ip: '198.51.100.7' });
    expect(effects.storeForbiddenIp).toHaveBeenCalledWith({ ip: '198.51.100.7' });
    expect(effects.goForbidden).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(lifecycle(actor)).toBe('leaving');
  });

  it('on a 403 already on the forbidden page only stores the IP, so the page does not reload forever', async () => {
    const { actor, effects } = start({ onForbiddenPage: true });
    actor.send({ type: 'FORBIDDEN', ip: '198.51.100.7' });
    expect(effects.storeForbiddenIp).toHaveBeenCalledWith({ ip: '198.51.100.7' });
    expect(effects.reload).not.toHaveBeenCalled();
    expect(lifecycle(actor)).toBe('forbidden');
  });

  // Spec: a window close is an unload within 5 ms of before-unload; the tests write the 5 out. The machine
  // reads the two events' own time stamps, so no timer decides (one runs late on a busy machine).
  it.each([
    [4, true],
    [5, true],
    [6, false],
  ])('an unload %i ms after before-unload in the last window is a close: %s', async (gap, closes) => {
    const { actor, effects } = start({ token: 'stored' });
    await flush();
    actor.send({ type: 'BEFORE_UNLOAD', at: 1000.25 });
    actor.send({ type: 'UNLOAD', at: 1000.25 + gap, otherWindows: 0 });
    expect(effects.clearMember).toHaveBeenCalledTimes(closes ? 1 : 0);
    // Either way the last window's token waits in the tab's own storage: a reload takes it back, a close loses it.
    expect(effects.setTokenAside).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.token).toBe(closes ? null : 'stored');
    expect(effects.clearStoredToken).not.toHaveBeenCalled();
  });

  it('no time passing on the machine’s clock makes a late unload a close', async () => {
    const { actor, effects, clock } = start({ token: 'stored' });
    await flush();
    actor.send({ type: 'BEFORE_UNLOAD', at: 200 });
    clock.increment(60_000);
    actor.send({ type: 'UNLOAD', at: 207, otherWindows: 0 });
    expect(effects.clearMember).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBe('stored');
  });

  it.each([1, 3])('closing one of several windows (%i others open) keeps the session', async (otherWindows) => {
    const { actor, effects } = start({ token: 'stored' });
    await flush();
    actor.send({ type: 'BEFORE_UNLOAD', at: 50 });
    actor.send({ type: 'UNLOAD', at: 51, otherWindows });
    expect(effects.setTokenAside).not.toHaveBeenCalled();
    expect(effects.clearMember).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBe('stored');
  });

  it('an unload with no before-unload, or stamped before it, is no close', async () => {
    const { actor, effects } = start({ token: 'stored' });
    await flush();
    actor.send({ type: 'UNLOAD', at: 10, otherWindows: 0 });
    expect(effects.setTokenAside).not.toHaveBeenCalled();
    actor.send({ type: 'BEFORE_UNLOAD', at: 100 });
    actor.send({ type: 'UNLOAD', at: 98, otherWindows: 0 });
    expect(effects.clearMember).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBe('stored');
  });

  it('the last window unloading later than 5 ms after before-unload (a reload, a close on a busy machine) keeps the login state and sets the token aside', async () => {
    const { actor, effects } = start({ token: 'stored' });
    await flush();
    actor.send({ type: 'BEFORE_UNLOAD', at: 10 });
    actor.send({ type: 'UNLOAD', at: 250, otherWindows: 0 });
    expect(effects.setTokenAside).toHaveBeenCalledTimes(1);
    expect(effects.clearMember).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBe('stored');
    expect(effects.clearStoredToken).not.toHaveBeenCalled();
  });

  it('keeps a freshly stored token through the reload the session itself asked for', async () => {
    const { actor, effects } = start({ language: 'zh', loadMember: () => Promise.resolve(member(3)) });
    await flush();
    actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    await flush();
    actor.send({ type: 'BEFORE_UNLOAD', at: 10 });
    actor.send({ type: 'UNLOAD', at: 11, otherWindows: 0 });
    expect(effects.clearStoredToken).not.toHaveBeenCalled();
    expect(effects.setTokenAside).not.toHaveBeenCalled();
  });

  it('a second before-unload restarts the window from its own time', async () => {
    const early = start({ token: 'stored' });
    await flush();
    early.actor.send({ type: 'BEFORE_UNLOAD', at: 100 });
    early.actor.send({ type: 'BEFORE_UNLOAD', at: 300 });
    early.actor.send({ type: 'UNLOAD', at: 304, otherWindows: 0 });
    expect(early.effects.setTokenAside).toHaveBeenCalledTimes(1);
    const cancelled = start({ token: 'stored' });
    await flush();
    cancelled.actor.send({ type: 'BEFORE_UNLOAD', at: 100 });
    cancelled.actor.send({ type: 'UNLOAD', at: 900, otherWindows: 0 });
    cancelled.actor.send({ type: 'UNLOAD', at: 901, otherWindows: 0 });
    expect(cancelled.effects.clearMember).not.toHaveBeenCalled();
    expect(cancelled.actor.getSnapshot().context.token).toBe('stored');
  });
});

describe('session machine without the app’s page check', () => {
  it('treats a 403 as coming from another page: it leaves for the forbidden page', () => {
    const actor = createActor(sessionMachine, { input: { token: null, language: 'zh' } }).start();
    actor.send({ type: 'FORBIDDEN', ip: null });
    expect(lifecycle(actor)).toBe('leaving');
    actor.stop();
  });
});

describe('session machine: what each step hands on', () => {
  const unloadWatch = (actor: { getSnapshot(): { value: unknown } }) => (actor.getSnapshot().value as { unloadWatch: unknown }).unloadWatch;

  it('a visitor is signed in exactly while a token is held', () => {
    expect(isSignedIn({ context: { token: 'stored' } })).toBe(true);
    expect(isSignedIn({ context: { token: null } })).toBe(false);
  });

  it('says the member is loading while the member loads, and no longer once loaded', async () => {
    const load = deferred<MemberSnapshot>();
    const { actor } = start({ token: 'stored', loadMember: () => load.promise });
    await flush();
    expect(actor.getSnapshot().hasTag('loadingMember')).toBe(true);
    load.resolve(member());
    await flush();
    expect(actor.getSnapshot().hasTag('loadingMember')).toBe(false);
  });

  it('publishes the loaded member after a login, in the page’s language or before a reload into another', async () => {
    const same = start({ language: 'zh', loadMember: () => Promise.resolve(member(1)) });
    await flush();
    same.actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    await flush();
    expect(same.effects.publishMember).toHaveBeenCalledWith(member(1));
    const other = start({ language: 'zh', loadMember: () => Promise.resolve(member(3)) });
    await flush();
    other.actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    await flush();
    expect(other.effects.publishMember).toHaveBeenCalledWith(member(3));
  });

  it('a login whose member cannot load is settled: a later refresh publishes without going home', async () => {
    let attempt = 0;
    const { actor, effects } = start({ loadMember: () => (++attempt === 1 ? Promise.reject(new Error('busy')) : Promise.resolve(member())) });
    await flush();
    actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    await flush();
    expect(actor.getSnapshot().context.justLoggedIn).toBe(false);
    actor.send({ type: 'REFRESH_MEMBER' });
    await flush();
    expect(effects.publishMember).toHaveBeenCalledTimes(1);
    expect(effects.goHome).not.toHaveBeenCalled();
  });

  it('a 401 right after a login clears the member and the login state too', async () => {
    const load = deferred<MemberSnapshot>();
    const { actor, effects } = start({ loadMember: () => load.promise });
    await flush();
    actor.send({ type: 'LOGGED_IN', token: 'fresh', newMember: false });
    actor.send({ type: 'UNAUTHORIZED' });
    expect(effects.clearMember).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, justLoggedIn: false });
  });

  it('the unload watch rests again as soon as the page unloads, whether it closed or reloads', async () => {
    const closing = start({ token: 'stored' });
    await flush();
    closing.actor.send({ type: 'BEFORE_UNLOAD', at: 1 });
    closing.actor.send({ type: 'UNLOAD', at: 2, otherWindows: 0 });
    expect(unloadWatch(closing.actor)).toBe('idle');
    const reloading = start({ token: 'stored' });
    await flush();
    reloading.actor.send({ type: 'UNAUTHORIZED' });
    reloading.actor.send({ type: 'BEFORE_UNLOAD', at: 1 });
    reloading.actor.send({ type: 'UNLOAD', at: 2, otherWindows: 0 });
    expect(unloadWatch(reloading.actor)).toBe('idle');
  });
});
