import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginFormMachine, type LoginRequest } from '../../machines/loginForm';
import { deferred, flush } from './deferred';

function start(login: (request: LoginRequest) => Promise<string> = () => Promise.resolve('token-1')) {
  const loggedIn = vi.fn();
  const loginCall = vi.fn(login);
  const actor = createActor(
    loginFormMachine.provide({
      actors: { login: fromPromise(({ input }) => loginCall(input)) },
      actions: { loggedIn: (_, params) => loggedIn(params) },
    }),
  ).start();
  const fill = (userName: string, password: string, code = '') => {
    actor.send({ type: 'EDIT', field: 'userName', value: userName });
    actor.send({ type: 'EDIT', field: 'password', value: password });
    actor.send({ type: 'EDIT', field: 'code', value: code });
  };
  return { actor, loggedIn, loginCall, fill };
}

describe('login form machine', () => {
  it('strips non-word characters while typing and keeps at most 6 captcha characters', () => {
    const { actor, fill } = start();
    fill('de mo-01!', 'pa ss.word1', 'ab-cd ef gh');
    expect(actor.getSnapshot().context).toMatchObject({ userName: 'demo01', password: 'password1', code: 'abcdef' });
  });

  it.each([
    ['', 'demo1234', 'abcd', true, 'rule.login.account'],
    ['demo01', '', 'abcd', true, 'rule.login.password'],
    ['demo01', 'demo1234', '', true, 'rule.login.code'],
  ])('sends nothing while a required field is missing (%s / %s / %s)', (userName, password, code, captchaRequired, message) => {
    const { actor, fill, loginCall } = start();
    fill(userName, password, code);
    actor.send({ type: 'SUBMIT', captchaRequired });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.missing).toBe(message);
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('needs no code when the captcha setting is off', async () => {
    const { actor, fill, loginCall } = start();
    fill('demo01', 'demo1234');
    actor.send({ type: 'SUBMIT', captchaRequired: false });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flush();
    expect(loginCall).toHaveBeenCalledTimes(1);
  });

  it('clears a shown hint as soon as the member types again', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT', captchaRequired: false });
    expect(actor.getSnapshot().context.missing).toBe('rule.login.account');
    actor.send({ type: 'EDIT', field: 'userName', value: 'd' });
    expect(actor.getSnapshot().context.missing).toBeNull();
  });

  it('on success passes the token on and clears the form', async () => {
    const { actor, fill, loginCall, loggedIn } = start();
    const codeId = actor.getSnapshot().context.codeId;
    fill('demo01', 'demo1234', 'x7k2');
    actor.send({ type: 'SUBMIT', captchaRequired: true });
    await flush();
    expect(loginCall).toHaveBeenCalledWith({ userName: 'demo01', password: 'demo1234', code: 'x7k2', codeId });
    expect(loggedIn).toHaveBeenCalledWith({ token: 'token-1' });
    expect(actor.getSnapshot().context).toMatchObject({ userName: '', password: '', code: '' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('on failure refreshes the captcha, clears the code and keeps account and password', async () => {
    const attempt = deferred<string>();
    const { actor, fill, loggedIn } = start(() => attempt.promise);
    const before = actor.getSnapshot().context.codeId;
    fill('demo01', 'wrongpass', 'x7k2');
    actor.send({ type: 'SUBMIT', captchaRequired: true });
    attempt.reject(new Error('wrong'));
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.codeId).not.toBe(before);
    expect(context.code).toBe('');
    expect(context).toMatchObject({ userName: 'demo01', password: 'wrongpass' });
    expect(loggedIn).not.toHaveBeenCalled();
  });

  it('gives a new captcha id on request', () => {
    const { actor } = start();
    const before = actor.getSnapshot().context.codeId;
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(actor.getSnapshot().context.codeId).not.toBe(before);
    expect(actor.getSnapshot().context.codeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
  });

  it('ignores edits and submits while a login is in flight', () => {
    const { actor, fill, loginCall } = start(() => new Promise(() => {}));
    fill('demo01', 'demo1234');
    actor.send({ type: 'SUBMIT', captchaRequired: false });
    actor.send({ type: 'EDIT', field: 'userName', value: 'other' });
    actor.send({ type: 'SUBMIT', captchaRequired: false });
    expect(actor.getSnapshot().context.userName).toBe('demo01');
    return flush().then(() => expect(loginCall).toHaveBeenCalledTimes(1));
  });
});

describe('login form machine: its start, the busy step and a refusal', () => {
  it('opens with every field empty', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({ userName: '', password: '', code: '', missing: null });
  });

  it('is busy while the login is on its way; a refusal edits again with a new captcha', async () => {
    const refusal = deferred<string>();
    const { actor, fill } = start(() => refusal.promise);
    fill('demo01', 'demo1234', 'abcd');
    const before = actor.getSnapshot().context.codeId;
    actor.send({ type: 'SUBMIT', captchaRequired: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    refusal.reject(new Error('wrong password'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.codeId).not.toBe(before);
    expect(actor.getSnapshot().context.code).toBe('');
  });
});

describe('login form machine: a success renews the captcha', () => {
  it('a login that succeeds asks for a new captcha for the next one', async () => {
    const { actor, fill } = start();
    fill('demo01', 'demo1234', 'abcd');
    const before = actor.getSnapshot().context.codeId;
    actor.send({ type: 'SUBMIT', captchaRequired: true });
    await flush();
    expect(actor.getSnapshot().context.codeId).not.toBe(before);
  });
});
