import type { APIRequestContext, Expect, Page, Route } from '@playwright/test';
import { WINDOWS_CHANNEL } from '../../src/session/openWindows';
import type { ModelEvent } from '../model/model';

/**
 * The session machine on the real site: each model event becomes what a member
 * does, what the API answers or what the browser fires; each state becomes what
 * the page shows. API calls the session waits on are held at the network until
 * the path says how they end.
 */

const GATED = {
  checkRestriction: ['/web/guest/restrict/getRestrict'],
  loadMember: ['/web/user/getUserInfo', '/web/user/getUserBalance'],
  logout: ['/web/user/logout'],
} as const;

type Gate = keyof typeof GATED;

export interface SessionUi {
  page: Page;
  request: APIRequestContext;
  expect: Expect;
  /** The member the test logs in as: one of its own, so that no other test's logins or state reach it. */
  member: { userName: string; password: string };
  held: Map<Gate, Route[]>;
  heldChanged: () => void;
}

export async function holdSessionCalls(ui: Omit<SessionUi, 'held' | 'heldChanged'>): Promise<SessionUi> {
  const held = new Map<Gate, Route[]>();
  let wake: () => void = () => {};
  const session: SessionUi = { ...ui, held, heldChanged: () => wake() };
  for (const [gate, paths] of Object.entries(GATED) as Array<[Gate, readonly string[]]>) {
    for (const path of paths) {
      await ui.page.route(`**${path}`, (route) => {
        held.set(gate, [...(held.get(gate) ?? []), route]);
        wake();
      });
    }
  }
  session.heldChanged = () => wake();
  Object.defineProperty(session, 'waitForHeld', {
    value: (gate: Gate, count: number) =>
      new Promise<void>((resolve) => {
        const check = () => ((held.get(gate)?.length ?? 0) >= count ? resolve() : (wake = check));
        check();
      }),
  });
  return session;
}

async function release(ui: SessionUi, gate: Gate, answer: (route: Route) => Promise<void>) {
  const count = GATED[gate].length;
  await (ui as unknown as { waitForHeld(gate: Gate, count: number): Promise<void> }).waitForHeld(gate, count);
  const routes = ui.held.get(gate)!.splice(0, count);
  await Promise.all(routes.map(answer));
}

/** Answers whichever call the session waits on right now with the given envelope code. */
async function answerPending(ui: SessionUi, code: 401 | 403) {
  const gate = (Object.keys(GATED) as Gate[]).find((name) => (ui.held.get(name)?.length ?? 0) > 0);
  if (!gate) throw new Error(`no call is waiting to answer ${code}`);
  const body = code === 403 ? { code, msg: 'barred', ip: '198.51.100.9' } : { code, msg: 'expired' };
  await Promise.all(ui.held.get(gate)!.splice(0).map((route) => route.fulfill({ status: code, json: body })));
}

const refusal = (route: Route) => route.fulfill({ status: 500, json: { code: 500, msg: 'busy' } });

const token = (page: Page) => page.evaluate(() => localStorage.getItem('AppToken'));

async function logIn(ui: SessionUi) {
  const form = ui.page.locator('[data-scope="header"]');
  await form.locator('input[name="userName"]').fill(ui.member.userName);
  await form.locator('input[name="password"]').fill(ui.member.password);
  const image = form.locator('img.login-form__captcha');
  await ui.page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle());
  const uuid = new URL((await image.getAttribute('src'))!, 'http://x').searchParams.get('uuid');
  const { answer } = (await (await ui.request.get(`/web/sandbox/captcha/${uuid}`)).json()) as { answer: string };
  await form.locator('input[name="code"]').fill(answer);
  await form.locator('button[type="submit"]').click();
}

/**
 * Fires a page event carrying the model's time stamp as its own: the browser stamps events itself, and
 * the session reads that stamp, so the replay sets it to the step's.
 */
const dispatchStamped = (page: Page, type: string, at: number) =>
  page.evaluate(([name, stamp]) => {
    const event = name === 'pagehide' ? new PageTransitionEvent(name, { persisted: false }) : new Event(name);
    Object.defineProperty(event, 'timeStamp', { value: stamp });
    window.dispatchEvent(event);
  }, [type, at] as const);

/** Another window of the site says hello on the windows channel, as a second tab would, and is answered. */
const announceOtherWindow = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<void>((resolve) => {
        const other = new BroadcastChannel(name);
        other.onmessage = () => resolve();
        other.postMessage({ kind: 'hello', id: 'model-other-window' });
      }),
    WINDOWS_CHANNEL,
  );

/** A marker that a reload wipes, so a state can tell whether the page reloaded. */
export const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __unreloaded: boolean }).__unreloaded = true));
const reloaded = (page: Page) => page.evaluate(() => !(window as unknown as { __unreloaded?: boolean }).__unreloaded);

export const sessionScreen = {
  flowId: 'session',
  events: {
    'xstate.done.actor.checkRestriction': (ui: SessionUi) => release(ui, 'checkRestriction', (route) => route.continue()),
    'xstate.error.actor.checkRestriction': (ui: SessionUi) => release(ui, 'checkRestriction', (route) => route.abort()),
    LOGGED_IN: (ui: SessionUi) => logIn(ui),
    'xstate.done.actor.loadMember': (ui: SessionUi, event: ModelEvent) =>
      release(ui, 'loadMember', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { userInfo?: { languageType: number | null } };
        const languageType = (event.output as { userInfo: { languageType: number | null } }).userInfo.languageType;
        if (body.userInfo) body.userInfo.languageType = languageType;
        await route.fulfill({ response, json: body });
      }),
    'xstate.error.actor.loadMember': (ui: SessionUi) => release(ui, 'loadMember', refusal),
    REFRESH_MEMBER: (ui: SessionUi) => ui.page.getByTestId('header-refresh').click(),
    LOGOUT: async (ui: SessionUi) => {
      await ui.page.locator('.member-bar__user').hover();
      await ui.page.getByTestId('header-logout').click();
    },
    'xstate.done.actor.logout': (ui: SessionUi) => release(ui, 'logout', (route) => route.continue()),
    'xstate.error.actor.logout': (ui: SessionUi) => release(ui, 'logout', (route) => route.abort()),
    UNAUTHORIZED: (ui: SessionUi) => answerPending(ui, 401),
    FORBIDDEN: (ui: SessionUi) => answerPending(ui, 403),
    BEFORE_UNLOAD: (ui: SessionUi, event: ModelEvent) => dispatchStamped(ui.page, 'beforeunload', event.at as number),
    UNLOAD: async (ui: SessionUi, event: ModelEvent) => {
      if ((event.otherWindows as number) > 0) await announceOtherWindow(ui.page);
      await dispatchStamped(ui.page, 'pagehide', event.at as number);
    },
  } satisfies Record<string, (ui: SessionUi, event: ModelEvent) => Promise<unknown>>,
  states: {
    'session.lifecycle.active.checkingRestriction': async ({ held, expect }: SessionUi) =>
      expect(held.get('checkRestriction')?.length ?? 0).toBe(1),
    // Eventless: the session never rests here, so no snapshot shows it.
    'session.lifecycle.active.resolving': async ({ expect }: SessionUi) => expect(false, 'resolving is never a resting state').toBe(true),
    'session.lifecycle.active.guest': async ({ page, expect }: SessionUi) => {
      await expect(page.locator('[data-scope="header"]')).toBeVisible();
      expect(await token(page)).toBeNull();
    },
    'session.lifecycle.active.member.loading': async ({ page, expect }: SessionUi) => {
      await expect(page.getByTestId('header-refresh')).toHaveClass(/is-spinning/);
      expect(await token(page)).not.toBeNull();
    },
    'session.lifecycle.active.member.ready': async ({ page, expect }: SessionUi) => {
      await expect(page.getByTestId('header-refresh')).not.toHaveClass(/is-spinning/);
      await expect(page.locator('[data-scope="header"]')).toHaveCount(0);
    },
    'session.lifecycle.active.loggingOut': async ({ held, expect }: SessionUi) =>
      expect(held.get('logout')?.length ?? 0).toBe(1),
    'session.lifecycle.forbidden': async ({ page, expect }: SessionUi) => {
      await expect(page).toHaveURL(/#\/access-forbid$/);
      expect(await reloaded(page)).toBe(false);
    },
    'session.lifecycle.leaving': async ({ page, expect }: SessionUi) => {
      await expect.poll(() => reloaded(page).catch(() => false)).toBe(true);
    },
    'session.unloadWatch.idle': async ({ page, expect }: SessionUi) => expect(page.locator('header.site-header')).toBeVisible(),
    'session.unloadWatch.armed': async ({ page, expect }: SessionUi) => expect(page.locator('header.site-header')).toBeVisible(),
  } satisfies Record<string, (ui: SessionUi) => Promise<unknown>>,
};
