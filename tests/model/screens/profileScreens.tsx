import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { AvatarDialog } from '../../../src/features/profile/AvatarDialog';
import { useAvatar } from '../../../src/features/profile/useAvatar';
import { SecurityFormDialog } from '../../../src/features/profile/SecurityFormDialog';
import { ForgotPassword } from '../../../src/features/auth/ForgotPassword';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import type { MemberInfo } from '../../../src/api/user';
import { FORGOT_RESEND_SECONDS, type ForgotContext } from '../../../machines/forgotPassword';
import { SECURITY_RESEND_SECONDS, type SecurityFormContext } from '../../../machines/securityForm';
import { formFields, securityFormProblems, type SecurityField, type SecurityFormKind } from '../../../machines/rules/securityForms';
import { deferred, renderWithSite, sessionRecorder, text } from '../../components/renderWithSite';
import type { ApiMocks, ScreenAdapter } from '../screen';

/** The screens of issue 14: the avatar pop-up, the personal-page dialogs and password recovery. */

type Held = ReturnType<typeof deferred<unknown>>;

/** Each call of a mocked API function waits for the path to settle it, kept under the actor's name. */
function hold(mock: Mock, held: Map<string, Held>, actor: string) {
  mock.mockImplementation(() => {
    const call = deferred<unknown>();
    held.set(actor, call);
    return call.promise;
  });
}

async function settle(held: Map<string, Held>, event: { type: string; output?: unknown; error?: unknown }) {
  const [, outcome, actor] = event.type.match(/^xstate\.(done|error)\.actor\.(.+)$/)!;
  const call = held.get(actor);
  if (!call) throw new Error(`${actor} was not called`);
  held.delete(actor);
  await act(async () => (outcome === 'done' ? call.resolve(event.output) : call.reject(event.error ?? new Error('refused'))));
}

/** The site's actors as these screens use them: a recording session actor and a notice spy. */
function profileActors() {
  const session = sessionRecorder();
  const notify = vi.fn();
  return { actors: { session, notify } as unknown as SiteActors, session, notify };
}

type Ui = ReturnType<typeof renderWithSite> & ReturnType<typeof profileActors> & { held: Map<string, Held> };

function mountWith(ui: React.ReactElement, held: Map<string, Held>): Ui {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const site = profileActors();
  return { ...renderWithSite(<SiteActorsContext.Provider value={site.actors}>{ui}</SiteActorsContext.Provider>), ...site, held };
}

const sessionEventTypes = (ui: Ui) => (ui.session.getSnapshot().context.events as Array<{ type: string }>).map((event) => event.type);

/** A failure or rule message on screen: a locale key shows as its text, a server's text as itself. */
const shownText = (message: string) => (message.includes('.') && !message.includes(' ') ? text(message) : message);

// ——— avatar ———

function AvatarHarness() {
  const avatar = useAvatar();
  return (
    <>
      <button type="button" data-testid="open-avatar" onClick={() => avatar.send({ type: 'OPEN' })}>
        {text('profile.avatar.change')}
      </button>
      <AvatarDialog avatar={avatar} current={null} />
    </>
  );
}

const presets = () => screen.getAllByRole('listitem') as HTMLButtonElement[];

export function avatarScreen({ uploadPicture, modifyUserInfo }: Pick<ApiMocks, 'uploadPicture' | 'modifyUserInfo'>): ScreenAdapter<Ui> {
  return {
    flowId: 'avatar',
    mount() {
      const held = new Map<string, Held>();
      hold(uploadPicture, held, 'upload');
      hold(modifyUserInfo, held, 'savePhoto');
      return mountWith(<AvatarHarness />, held);
    },
    unmount() {
      vi.useRealTimers();
    },
    events: {
      async OPEN(ui) {
        await ui.user.click(screen.getByTestId('open-avatar'));
      },
      async CLOSE(ui) {
        await ui.user.click(screen.getByRole('button', { name: text('common.close') }));
      },
      async PICK_PRESET(ui, event) {
        const index = Number(/preset-(\d+)/.exec(String(event.url))![1]);
        await ui.user.click(screen.getByRole('listitem', { name: text('profile.avatar.preset', { n: index }) }));
        expect(modifyUserInfo).toHaveBeenLastCalledWith({ photoUrl: event.url });
      },
      async PICK_FILE(ui, event) {
        const chosen = event.file as { size: number; type: string };
        const file = new File(['picture'], 'avatar', { type: chosen.type });
        Object.defineProperty(file, 'size', { value: chosen.size });
        const input = ui.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
        await act(async () => fireEvent.change(input, { target: { files: [file] } }));
      },
      async 'xstate.done.actor.upload'(ui, event) {
        await settle(ui.held, event);
        expect(modifyUserInfo).toHaveBeenLastCalledWith({ photoUrl: event.output });
      },
      async 'xstate.error.actor.upload'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.done.actor.savePhoto'(ui, event) {
        await settle(ui.held, event);
        // The member reloads through the session actor, the only writer of the session store.
        expect(sessionEventTypes(ui).at(-1)).toBe('REFRESH_MEMBER');
        expect(ui.notify).toHaveBeenLastCalledWith('success', 'profile.avatar.saved');
      },
      async 'xstate.error.actor.savePhoto'(ui, event) {
        await settle(ui.held, event);
      },
    },
    states: {
      'avatar.closed': () => expect(screen.queryByRole('dialog')).toBeNull(),
      'avatar.choosing': (_, expected) => {
        expect(screen.getByRole('dialog', { name: text('profile.avatar.title') })).toBeTruthy();
        expect(presets().every((preset) => !preset.disabled)).toBe(true);
        const message = expected.context.problem ?? expected.context.failure;
        if (message) expect(screen.getByRole('alert').textContent).toBe(shownText(message));
        else expect(screen.queryByRole('alert')).toBeNull();
      },
      'avatar.uploading': () => {
        expect(presets().every((preset) => preset.disabled)).toBe(true);
        expect(screen.getByText(text('profile.avatar.saving'))).toBeTruthy();
      },
      'avatar.saving': () => {
        expect(presets().every((preset) => preset.disabled)).toBe(true);
        expect(screen.getByText(text('profile.avatar.saving'))).toBeTruthy();
      },
    },
  };
}

// ——— personal-page dialogs ———

const MEMBER = { realName: 'Li Lei', gender: 1, birthDate: '1990-05-01', phone: '139****5678' } as MemberInfo;

function SecurityHarness({ kind, realNameSet = true }: { kind: SecurityFormKind; realNameSet?: boolean }) {
  const [open, setOpen] = useState(true);
  const member = realNameSet ? MEMBER : { ...MEMBER, realName: null, gender: null, birthDate: null };
  return open ? <SecurityFormDialog kind={kind} member={member} onClose={() => setOpen(false)} /> : <p data-testid="closed" />;
}

const saveButton = () => document.querySelector<HTMLButtonElement>('.security-form button[type="submit"]')!;
const codeButton = () => document.querySelector<HTMLButtonElement>('.security-form__code button');
const usesCodeButton = (expected: AnyMachineSnapshot) => !['password', 'basicInfo'].includes((expected.context as SecurityFormContext).kind);

export function securityFormScreen(mocks: Pick<ApiMocks, 'getEmailCode' | 'bindEmail' | 'modifyPassword' | 'modifyUserInfo'>): ScreenAdapter<Ui> {
  return {
    flowId: 'securityForm',
    mount(path) {
      const held = new Map<string, Held>();
      hold(mocks.getEmailCode, held, 'sendCode');
      hold(mocks.bindEmail, held, 'submit');
      hold(mocks.modifyPassword, held, 'submit');
      hold(mocks.modifyUserInfo, held, 'submit');
      const { kind, realNameSet } = path.scenario.input as { kind: SecurityFormKind; realNameSet: boolean };
      return mountWith(<SecurityHarness kind={kind} realNameSet={realNameSet} />, held);
    },
    unmount() {
      vi.useRealTimers();
    },
    events: {
      async SET_FIELD(ui, event) {
        if (event.field === 'gender') {
          await ui.user.click(document.querySelector<HTMLInputElement>(`.security-form input[name="gender"][value="${String(event.value)}"]`)!);
          return;
        }
        const input = document.querySelector<HTMLInputElement>(`#security-${String(event.field)}`)!;
        await ui.user.clear(input);
        await ui.user.type(input, String(event.value));
      },
      async CONFIRM(ui) {
        await ui.user.click(screen.getByRole('button', { name: text('profile.realName.confirm') }));
      },
      async CANCEL(ui) {
        await ui.user.click(screen.getByRole('button', { name: text('profile.realName.back') }));
      },
      async SEND_CODE(ui) {
        // The login-password form has no code button: the machine ignores the event there too.
        const button = codeButton();
        if (button) await ui.user.click(button);
      },
      async SUBMIT(ui) {
        await ui.user.click(saveButton());
      },
      async 'xstate.done.actor.sendCode'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.error.actor.sendCode'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.done.actor.submit'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.error.actor.submit'(ui, event) {
        await settle(ui.held, event);
      },
      // The model counts down from 2 seconds, the view from 60: the last tick spends the rest.
      async 'xstate.after.oneSecond.securityForm.open.code.coolingDown'(_, __, expected) {
        const last = expected.matches({ open: { code: 'ready' } });
        const seconds = last ? SECURITY_RESEND_SECONDS - (expected.context as SecurityFormContext).resendSeconds + 1 : 1;
        await act(async () => vi.advanceTimersByTime(seconds * 1000));
      },
    },
    states: {
      'securityForm.open.entry.editing': (_, expected) => {
        expect(saveButton().disabled).toBe(false);
        expect(saveButton().textContent).toBe(text('security.save'));
        // Every touched field that breaks its rule says which rule, under the field.
        const context = expected.context as SecurityFormContext;
        const problems = securityFormProblems(context.kind, context.fields, context);
        for (const field of formFields(context.kind, context.fields, context) as SecurityField[]) {
          const shown = document.querySelector(`[data-field="${field}"]`);
          const expectedMessage = context.touched[field] ? problems[field] : null;
          if (expectedMessage) expect(shown?.textContent).toBe(text(expectedMessage));
          else if (context.failure?.field !== field) expect(shown).toBeNull();
        }
      },
      'securityForm.open.entry.confirmingRealName': (_, expected) => {
        // The name as typed, the warning, and no save button until the member confirms or goes back.
        expect(screen.getByTestId('confirm-real-name').textContent).toBe((expected.context as SecurityFormContext).fields.realName.trim());
        expect(screen.getByText(text('profile.realName.confirmText'))).toBeTruthy();
        expect(document.querySelector('.security-form button[type="submit"]')).toBeNull();
      },
      'securityForm.open.entry.submitting': () => {
        expect(saveButton().disabled).toBe(true);
        expect(saveButton().textContent).toBe(text('security.saving'));
      },
      'securityForm.open.code.ready': (_, expected) => {
        if (!usesCodeButton(expected)) return expect(codeButton()).toBeNull();
        expect(codeButton()!.disabled).toBe(false);
        expect(codeButton()!.textContent).toBe(text('security.sendCode'));
      },
      'securityForm.open.code.sending': () => {
        expect(codeButton()!.disabled).toBe(true);
        expect(codeButton()!.textContent).toBe(text('security.sendingCode'));
      },
      'securityForm.open.code.coolingDown': () => {
        expect(codeButton()!.disabled).toBe(true);
        expect(codeButton()!.textContent).toMatch(new RegExp(`^${text('security.resendIn', { seconds: '\\d+' })}$`));
      },
      'securityForm.saved': (ui, expected) => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(sessionEventTypes(ui)).toContain('REFRESH_MEMBER');
        expect(ui.notify).toHaveBeenCalledWith('success', `security.saved.${(expected.context as SecurityFormContext).kind}`);
      },
    },
  };
}

// ——— password recovery ———

const forgotSection = () => document.querySelector<HTMLElement>('.forgot')!;
const forgotSubmit = () => document.querySelector<HTMLButtonElement>('.forgot button[type="submit"]')!;
const resendButton = () => document.querySelector<HTMLButtonElement>('.forgot__code button')!;
const channelButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-channel]')];
const captchaInput = () => document.querySelector<HTMLInputElement>('#forgot-captcha');
const captchaPicture = () => document.querySelector<HTMLImageElement>('[data-scope="forgot"] img');

function expectStep(step: string, expected: AnyMachineSnapshot) {
  expect(forgotSection().dataset.step).toBe(step);
  const context = expected.context as ForgotContext;
  const message = context.problem ?? context.failure;
  if (message) expect(screen.getByRole('alert').textContent).toBe(shownText(message));
  else expect(screen.queryByRole('alert')).toBeNull();
  // The captcha shows where a send can start, with a picture and the text typed (the picture's id is
  // the screen's own random one: RENEW_CAPTCHA and a refused send check that it changes).
  if (expected.hasTag('captcha')) {
    expect(captchaInput()!.value).toBe(context.captcha);
    expect(captchaPicture()!.getAttribute('src')).toMatch(/^\/web\/guest\/user\/getCaptcha\?uuid=[0-9a-f-]{36}$/);
  } else {
    expect(captchaInput()).toBeNull();
  }
}

/** A send leaves with the account, the channel and the captcha as typed; a send the captcha rule stops calls nothing. */
function expectSendOrNone(mocks: Pick<ApiMocks, 'forgotSendCode'>, callsBefore: number, channel: unknown, expected: AnyMachineSnapshot) {
  if (!expected.hasTag('busy')) return expect(mocks.forgotSendCode).toHaveBeenCalledTimes(callsBefore);
  expect(mocks.forgotSendCode).toHaveBeenCalledTimes(callsBefore + 1);
  expect(mocks.forgotSendCode).toHaveBeenLastCalledWith('member01', channel, { code: 'ab3d', codeId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
}

export function forgotPasswordScreen(
  mocks: Pick<ApiMocks, 'forgotFirstStep' | 'forgotSendCode' | 'forgotCheckCode' | 'forgotReset'>,
): ScreenAdapter<Ui & { onLogin: Mock }> {
  return {
    flowId: 'forgotPassword',
    mount(path) {
      const held = new Map<string, Held>();
      hold(mocks.forgotFirstStep, held, 'firstStep');
      hold(mocks.forgotSendCode, held, 'sendCode');
      hold(mocks.forgotCheckCode, held, 'checkCode');
      hold(mocks.forgotReset, held, 'resetPassword');
      const onLogin = vi.fn();
      expect((path.scenario.input as { resendSeconds: number }).resendSeconds).toBeLessThan(FORGOT_RESEND_SECONDS);
      return { ...mountWith(<ForgotPassword onLogin={onLogin} />, held), onLogin };
    },
    unmount() {
      vi.useRealTimers();
    },
    events: {
      async SET_FIELD(ui, event) {
        const input = document.querySelector<HTMLInputElement>(`#forgot-${String(event.field)}`)!;
        await ui.user.clear(input);
        await ui.user.type(input, String(event.value));
      },
      async SUBMIT(ui) {
        await ui.user.click(forgotSubmit());
      },
      async BACK(ui) {
        await ui.user.click(screen.getByRole('button', { name: text('forgot.back') }));
      },
      async CHOOSE(ui, event, expected) {
        const before = mocks.forgotSendCode.mock.calls.length;
        await ui.user.click(document.querySelector<HTMLButtonElement>(`[data-channel="${String(event.channel)}"]`)!);
        expectSendOrNone(mocks, before, event.channel, expected);
      },
      async RESEND(ui, _, expected) {
        const before = mocks.forgotSendCode.mock.calls.length;
        await ui.user.click(resendButton());
        expectSendOrNone(mocks, before, (expected.context as ForgotContext).channel, expected);
      },
      async RENEW_CAPTCHA(ui) {
        const before = captchaPicture()!.getAttribute('src');
        await ui.user.click(captchaPicture()!);
        expect(captchaPicture()!.getAttribute('src')).not.toBe(before);
      },
      async 'xstate.done.actor.firstStep'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.error.actor.firstStep'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.done.actor.sendCode'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.error.actor.sendCode'(ui, event) {
        // The refused send spent its picture: a new one shows.
        const before = captchaPicture()!.getAttribute('src');
        await settle(ui.held, event);
        await waitFor(() => expect(captchaPicture()!.getAttribute('src')).not.toBe(before));
      },
      async 'xstate.done.actor.checkCode'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.error.actor.checkCode'(ui, event) {
        await settle(ui.held, event);
      },
      async 'xstate.done.actor.resetPassword'(ui, event) {
        await settle(ui.held, event);
        expect(ui.notify).toHaveBeenLastCalledWith('success', 'forgot.done');
      },
      async 'xstate.error.actor.resetPassword'(ui, event) {
        await settle(ui.held, event);
      },
      // The model counts down from 2 seconds, the view from 60: the last tick spends the rest.
      async 'xstate.after.oneSecond.forgotPassword.code.coolingDown'(_, __, expected) {
        const last = expected.matches({ code: 'ready' });
        const seconds = last ? FORGOT_RESEND_SECONDS - (expected.context as ForgotContext).resendSeconds + 1 : 1;
        await act(async () => vi.advanceTimersByTime(seconds * 1000));
      },
    },
    states: {
      'forgotPassword.account': (_, expected) => {
        expectStep('account', expected);
        expect(forgotSubmit().disabled).toBe(false);
      },
      'forgotPassword.checkingAccount': (_, expected) => {
        expectStep('account', expected);
        expect(forgotSubmit().disabled).toBe(true);
      },
      'forgotPassword.method': (_, expected) => {
        expectStep('method', expected);
        expect(channelButtons().every((button) => !button.disabled)).toBe(true);
      },
      'forgotPassword.sending': (_, expected) => {
        expectStep('method', expected);
        expect(channelButtons().every((button) => button.disabled)).toBe(true);
      },
      'forgotPassword.code.coolingDown': (_, expected) => {
        expectStep('code', expected);
        expect(resendButton().disabled).toBe(true);
        expect(resendButton().textContent).toMatch(new RegExp(`^${text('forgot.resendIn', { seconds: '\\d+' })}$`));
      },
      'forgotPassword.code.ready': (_, expected) => {
        expectStep('code', expected);
        expect(resendButton().disabled).toBe(false);
        expect(resendButton().textContent).toBe(text('forgot.resend'));
      },
      'forgotPassword.code.sending': (_, expected) => {
        expectStep('code', expected);
        expect(resendButton().textContent).toBe(text('forgot.sending'));
      },
      'forgotPassword.checkingCode': (_, expected) => {
        expectStep('code', expected);
        expect(forgotSubmit().disabled).toBe(true);
      },
      'forgotPassword.password': (_, expected) => {
        expectStep('password', expected);
        expect(forgotSubmit().disabled).toBe(false);
      },
      'forgotPassword.saving': (_, expected) => {
        expectStep('password', expected);
        expect(forgotSubmit().disabled).toBe(true);
      },
      'forgotPassword.done': () => {
        expect(forgotSection().dataset.step).toBe('done');
        expect(screen.getByRole('status').textContent).toBe(text('forgot.doneText'));
      },
    },
  };
}
