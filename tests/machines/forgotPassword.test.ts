import { describe, expect, it, vi, afterEach } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FORGOT_RESEND_SECONDS, forgotPasswordMachine } from '../../machines/forgotPassword';
import { avatarMachine } from '../../machines/avatar';
import { UPLOAD_MAX_BYTES } from '../../machines/rules/upload';

afterEach(() => vi.useRealTimers());


function forgot(overrides: Record<string, ReturnType<typeof fromPromise<void, never>>> = {}) {
  const calls: string[] = [];
  // The captcha's id is random: recorded as "id".
  const track = (name: string) =>
    fromPromise(async ({ input }: { input: unknown }) => void calls.push(`${name}:${JSON.stringify(input, (key, value: unknown) => (key === 'codeId' ? 'id' : value))}`));
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: { firstStep: track('first'), sendCode: track('send'), checkCode: track('check'), resetPassword: track('reset'), ...overrides } as never,
    }),
    { input: {} },
  ).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('forgotPassword', () => {
  it('walks account → method → code → password → done, and back one step at a time', async () => {
    vi.useFakeTimers();
    const { actor, calls } = forgot();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('rule.userName.required');
    expect(calls).toEqual([]);
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('stepMethod')).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().hasTag('stepAccount')).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'email' });
    await settle();
    expect(actor.getSnapshot().hasTag('stepCode')).toBe(true);
    expect(calls.at(-1)).toBe('send:{"userName":"member01","channel":"email","captcha":{"code":"ab3d","codeId":"id"}}');
    actor.send({ type: 'SET_FIELD', field: 'code', value: '12a3456' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('stepPassword')).toBe(true);
    actor.send({ type: 'SET_FIELD', field: 'newPassword', value: 'newpass123' });
    actor.send({ type: 'SET_FIELD', field: 'confirmPassword', value: 'newpass12' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('rule.confirmPassword.mismatch');
    actor.send({ type: 'SET_FIELD', field: 'confirmPassword', value: 'newpass123' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.at(-1)).toBe('reset:{"userName":"member01","channel":"email","code":"123456","newPassword":"newpass123","confirmPassword":"newpass123"}');
  });

  it(`resend waits the spec's ${FORGOT_RESEND_SECONDS} seconds: not at 59 s, at 60 s`, async () => {
    expect(FORGOT_RESEND_SECONDS).toBe(60);
    vi.useFakeTimers();
    const { actor, calls } = forgot();
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'RESEND' });
    expect(calls.filter((call) => call.startsWith('send'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'RESEND' });
    await settle();
    expect(calls.filter((call) => call.startsWith('send'))).toEqual(['send:{"userName":"member01","channel":"phone","captcha":{"code":"ab3d","codeId":"id"}}', 'send:{"userName":"member01","channel":"phone","captcha":{"code":"ab3d","codeId":"id"}}']);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('a refused call keeps the step with the server message', async () => {
    vi.useFakeTimers();
    const refuse = fromPromise<void, never>(async () => {
      throw { code: 400, msg: 'The code is wrong or has expired.' };
    });
    const { actor } = forgot({ checkCode: refuse });
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'code', value: '000000' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('stepCode')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('The code is wrong or has expired.');
  });
});

describe('forgotPassword: what each step sends and keeps', () => {
  it('opens empty on the account step, a code to go by phone, with the spec’s 60-second resend without any input', () => {
    const actor = createActor(forgotPasswordMachine, { input: undefined }).start();
    expect(actor.getSnapshot().context).toEqual({
      userName: '',
      channel: 'phone',
      captcha: '',
      captchaId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      code: '',
      newPassword: '',
      confirmPassword: '',
      secondsLeft: 0,
      resendSeconds: 60,
      problem: null,
      failure: null,
    });
    actor.stop();
  });

  it('keeps word characters in names and passwords, and 6 digits in a code', () => {
    const { actor } = forgot();
    actor.send({ type: 'SET_FIELD', field: 'userName', value: ' mem-ber_01! ' });
    actor.send({ type: 'SET_FIELD', field: 'code', value: '1234567' });
    expect(actor.getSnapshot().context).toMatchObject({ userName: 'member_01', code: '123456' });
  });

  it('sends the account, then the channel, then the code to the server, and refuses an empty code without a call', async () => {
    vi.useFakeTimers();
    const { actor, calls } = forgot();
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.problem).toBe('rule.smsCode.required');
    expect(actor.getSnapshot().hasTag('stepCode')).toBe(true);
    actor.send({ type: 'SET_FIELD', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual([
      'first:{"userName":"member01"}',
      'send:{"userName":"member01","channel":"phone","captcha":{"code":"ab3d","codeId":"id"}}',
      'check:{"userName":"member01","channel":"phone","code":"123456"}',
    ]);
  });

  it('a channel chosen again starts with an empty code', async () => {
    vi.useFakeTimers();
    const { actor } = forgot();
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'code', value: '123456' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'email' });
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'email', code: '' });
  });

  it('a failure without the server’s words says the network failed', async () => {
    vi.useFakeTimers();
    const { actor } = forgot({ firstStep: fromPromise<void, never>(async () => Promise.reject(new Error('offline'))) });
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('stepAccount')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('call.network');
  });
});

describe('forgotPassword: the tags of each step, going back, and a refusal at each call', () => {
  const tagsOf = (actor: { getSnapshot(): { tags: Set<string> } }) => [...actor.getSnapshot().tags].sort();

  it('tags each step and its busy call, clears the messages on the way, and ends tagged done, saying so', async () => {
    vi.useFakeTimers();
    const announced: string[] = [];
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          firstStep: fromPromise(async () => {}),
          sendCode: fromPromise(async () => {}),
          checkCode: fromPromise(async () => {}),
          resetPassword: fromPromise(async () => {}),
        },
        actions: { announceDone: () => void announced.push('done') },
      }),
      { input: {} },
    ).start();
    expect(tagsOf(actor)).toEqual(['stepAccount']);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    expect(tagsOf(actor)).toEqual(['busy', 'stepAccount']);
    await settle();
    expect(tagsOf(actor)).toEqual(['captcha', 'stepMethod']);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    expect(tagsOf(actor)).toEqual(['busy', 'captcha', 'stepMethod']);
    await settle();
    expect(tagsOf(actor)).toEqual(['codeSent', 'stepCode']);
    actor.send({ type: 'BACK' });
    expect(tagsOf(actor)).toEqual(['captcha', 'stepMethod']);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'RESEND' });
    expect(tagsOf(actor)).toEqual(['busy', 'captcha', 'sendingCode', 'stepCode']);
    await settle();
    expect(tagsOf(actor)).toEqual(['codeSent', 'stepCode']);
    actor.send({ type: 'SET_FIELD', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(tagsOf(actor)).toEqual(['busy', 'stepCode']);
    await settle();
    expect(tagsOf(actor)).toEqual(['stepPassword']);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toEqual({ code: 'ready' });
    expect(tagsOf(actor)).toEqual(['captcha', 'stepCode']);
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'newPassword', value: 'newpass123' });
    actor.send({ type: 'SET_FIELD', field: 'confirmPassword', value: 'newpass123' });
    actor.send({ type: 'SUBMIT' });
    expect(tagsOf(actor)).toEqual(['busy', 'stepPassword']);
    await settle();
    expect(tagsOf(actor)).toEqual(['stepDone']);
    expect(announced).toEqual(['done']);
  });

  it('a refused call keeps its step with the server’s words, and the next step starts with none', async () => {
    vi.useFakeTimers();
    const refuse = (msg: string) => fromPromise<void, never>(async () => {
      throw { code: 400, msg };
    });
    const sendRefused = forgot({ sendCode: refuse('Too many codes today.') });
    sendRefused.actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    sendRefused.actor.send({ type: 'SUBMIT' });
    await settle();
    sendRefused.actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    sendRefused.actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    expect(sendRefused.actor.getSnapshot().value).toBe('method');
    expect(sendRefused.actor.getSnapshot().context.failure).toBe('Too many codes today.');

    const firstRefused = forgot({ firstStep: refuse('No such account.') });
    firstRefused.actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    firstRefused.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(firstRefused.actor.getSnapshot().value).toBe('account');
    firstRefused.actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member02' });
    expect(firstRefused.actor.getSnapshot().context.failure).toBeNull();

    let sends = 0;
    const resendRefused = forgot({
      sendCode: fromPromise<void, never>(async () => {
        sends += 1;
        if (sends > 1) throw { code: 400, msg: 'Wait a minute.' };
      }),
      resetPassword: refuse('The code has expired.'),
    });
    resendRefused.actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    resendRefused.actor.send({ type: 'SUBMIT' });
    await settle();
    resendRefused.actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    resendRefused.actor.send({ type: 'CHOOSE', channel: 'email' });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    resendRefused.actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    resendRefused.actor.send({ type: 'RESEND' });
    await settle();
    expect(resendRefused.actor.getSnapshot().value).toEqual({ code: 'ready' });
    expect(resendRefused.actor.getSnapshot().context.failure).toBe('Wait a minute.');
    resendRefused.actor.send({ type: 'SET_FIELD', field: 'code', value: '123456' });
    resendRefused.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(resendRefused.actor.getSnapshot().context).toMatchObject({ failure: null, problem: null });
    resendRefused.actor.send({ type: 'SET_FIELD', field: 'newPassword', value: 'newpass123' });
    resendRefused.actor.send({ type: 'SET_FIELD', field: 'confirmPassword', value: 'newpass123' });
    resendRefused.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(resendRefused.actor.getSnapshot().value).toBe('password');
    expect(resendRefused.actor.getSnapshot().context.failure).toBe('The code has expired.');
  });
});

describe('forgotPassword: a refusal’s words go once the member moves on', () => {
  it('clears the server’s words when a retried call succeeds and when the member goes back', async () => {
    vi.useFakeTimers();
    const failing = { firstStep: 1, sendCode: 0, checkCode: 1, resetPassword: 1 };
    let sends = 0;
    const call = (name: keyof typeof failing) =>
      fromPromise<void, never>(async () => {
        if (name === 'sendCode') {
          sends += 1;
          if (sends === 2 || sends === 4) throw { code: 400, msg: `${name} refused` };
          return;
        }
        if (failing[name] > 0) {
          failing[name] -= 1;
          throw { code: 400, msg: `${name} refused` };
        }
      });
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: { firstStep: call('firstStep'), sendCode: call('sendCode'), checkCode: call('checkCode'), resetPassword: call('resetPassword') } as never,
      }),
      { input: {} },
    ).start();
    const failure = () => actor.getSnapshot().context.failure;
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(failure()).toBe('firstStep refused');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('method');
    expect(failure()).toBeNull();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'RESEND' });
    await settle();
    expect(failure()).toBe('sendCode refused');
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'RESEND' });
    await settle();
    expect(failure()).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'RESEND' });
    await settle();
    expect(failure()).toBe('sendCode refused');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('method');
    expect(failure()).toBeNull();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ code: 'ready' });
    expect(failure()).toBe('checkCode refused');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('password');
    expect(failure()).toBeNull();
    actor.send({ type: 'SET_FIELD', field: 'newPassword', value: 'newpass123' });
    actor.send({ type: 'SET_FIELD', field: 'confirmPassword', value: 'newpass123' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(failure()).toBe('resetPassword refused');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toEqual({ code: 'ready' });
    expect(failure()).toBeNull();
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('account');
  });
});

describe('forgotPassword: back from the method step', () => {
  it('a refused code’s words go when the member goes back to the account step', async () => {
    vi.useFakeTimers();
    const { actor } = forgot({ sendCode: fromPromise<void, never>(async () => Promise.reject({ code: 400, msg: 'Too many codes today.' })) });
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    expect(actor.getSnapshot().context.failure).toBe('Too many codes today.');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('account');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('forgotPassword: a captcha on every code send (issue 22)', () => {
  async function onMethodStep() {
    const tracked = forgot();
    tracked.actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    tracked.actor.send({ type: 'SUBMIT' });
    await settle();
    return tracked;
  }

  it('sends nothing without the captcha’s text, and says to type it', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await onMethodStep();
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    expect(actor.getSnapshot().value).toBe('method');
    expect(actor.getSnapshot().context.problem).toBe('forgot.captchaRequired');
    expect(calls.filter((call) => call.startsWith('send'))).toEqual([]);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: ' a-b3d!x9z ' });
    // Typing clears the message; the text keeps word characters, six at most, as the login's captcha.
    expect(actor.getSnapshot().context).toMatchObject({ captcha: 'ab3dx9', problem: null });
  });

  it('sends the picture’s text with its id, then needs a new picture for the resend', async () => {
    vi.useFakeTimers();
    const inputs: Array<{ captcha: { code: string; codeId: string } }> = [];
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          firstStep: fromPromise(async () => {}),
          sendCode: fromPromise(async ({ input }) => void inputs.push(input)),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    const firstId = actor.getSnapshot().context.captchaId;
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'email' });
    await settle();
    expect(inputs).toEqual([{ userName: 'member01', channel: 'email', captcha: { code: 'ab3d', codeId: firstId } }]);
    // The server spent that picture: a new id, an empty text.
    const secondId = actor.getSnapshot().context.captchaId;
    expect(secondId).not.toBe(firstId);
    expect(actor.getSnapshot().context.captcha).toBe('');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().hasTag('captcha')).toBe(true);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toEqual({ code: 'ready' });
    expect(actor.getSnapshot().context.problem).toBe('forgot.captchaRequired');
    expect(inputs).toHaveLength(1);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'k7pq' });
    actor.send({ type: 'RESEND' });
    await settle();
    expect(inputs[1]).toEqual({ userName: 'member01', channel: 'email', captcha: { code: 'k7pq', codeId: secondId } });
  });

  it('a refused send (a wrong captcha) keeps the step with the server’s words and a new picture', async () => {
    vi.useFakeTimers();
    const { actor } = forgot({ sendCode: fromPromise<void, never>(async () => Promise.reject({ code: 400, msg: 'The picture code is wrong.' })) });
    actor.send({ type: 'SET_FIELD', field: 'userName', value: 'member01' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    const before = actor.getSnapshot().context.captchaId;
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'zzzz' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    expect(actor.getSnapshot().value).toBe('method');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'The picture code is wrong.', captcha: '' });
    expect(actor.getSnapshot().context.captchaId).not.toBe(before);
  });

  it('a click on the picture fetches another and empties the text', async () => {
    vi.useFakeTimers();
    const { actor } = await onMethodStep();
    const before = actor.getSnapshot().context.captchaId;
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'RENEW_CAPTCHA' });
    expect(actor.getSnapshot().context.captcha).toBe('');
    expect(actor.getSnapshot().context.captchaId).not.toBe(before);
  });

  it('shows the captcha only where a send can start: the method step and the resend, not while counting down', async () => {
    vi.useFakeTimers();
    const { actor } = await onMethodStep();
    expect(actor.getSnapshot().hasTag('captcha')).toBe(true);
    actor.send({ type: 'SET_FIELD', field: 'captcha', value: 'ab3d' });
    actor.send({ type: 'CHOOSE', channel: 'phone' });
    await settle();
    expect(actor.getSnapshot().hasTag('codeSent')).toBe(true);
    expect(actor.getSnapshot().hasTag('captcha')).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().hasTag('captcha')).toBe(true);
  });
});

describe('avatar', () => {
  it('a preset saves its address; a file is checked, uploaded, then saved; the info reloads and the pop-up closes', async () => {
    const saved: string[] = [];
    let reloads = 0;
    const actor = createActor(
      avatarMachine.provide({
        actors: {
          upload: fromPromise(async () => '/web/upload/files/x.png'),
          savePhoto: fromPromise(async ({ input }) => void saved.push(input.photoUrl)),
        },
        actions: { reloadUserInfo: () => void (reloads += 1) },
      }),
    ).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PICK_PRESET', url: '/avatars/preset-2.svg' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PICK_FILE', file: { size: UPLOAD_MAX_BYTES + 1, type: 'image/png' } });
    expect(actor.getSnapshot().context.problem).toBe('upload.tooLarge');
    actor.send({ type: 'PICK_FILE', file: { size: 10, type: 'image/webp' } });
    expect(actor.getSnapshot().context.problem).toBe('upload.avatarType');
    actor.send({ type: 'PICK_FILE', file: { size: UPLOAD_MAX_BYTES, type: 'image/gif' } });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
    expect(saved).toEqual(['/avatars/preset-2.svg', '/web/upload/files/x.png']);
    expect(reloads).toBe(2);
  });
});
