import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { registerFormMachine, type RegisterRequest } from '../../machines/registerForm';
import { deferred, flush } from './deferred';

const valid = { userName: 'player01', password: 'secret123', confirmPassword: 'secret123', phone: '13912345678', smsCode: '123456' };

function start(
  options: {
    sendCode?: (input: { phone: string }) => Promise<void>;
    register?: (request: RegisterRequest) => Promise<string>;
    smsRequired?: boolean;
    inviteCode?: string;
  } = {},
) {
  const registered = vi.fn();
  const sendCode = vi.fn(options.sendCode ?? (() => Promise.resolve()));
  const register = vi.fn(options.register ?? (() => Promise.resolve('token-9')));
  const clock = new SimulatedClock();
  const actor = createActor(
    registerFormMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => sendCode(input)),
        register: fromPromise(({ input }) => register(input)),
      },
      actions: { registered: (_, params) => registered(params) },
    }),
    {
      clock,
      input:
        options.smsRequired === undefined && options.inviteCode === undefined ? undefined : { smsRequired: options.smsRequired, inviteCode: options.inviteCode },
    },
  ).start();
  const fill = (fields: Partial<typeof valid>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'EDIT', field: field as keyof typeof valid, value });
    }
  };
  return { actor, registered, sendCode, register, clock, fill };
}

describe('register form machine', () => {
  it('marks only the fields the member has touched', () => {
    const { actor, fill } = start();
    fill({ userName: 'ab' });
    expect(actor.getSnapshot().context.touched).toEqual({ userName: true });
  });

  it('strips non-word characters while typing', () => {
    const { actor, fill } = start();
    fill({ userName: 'pla yer-01', phone: '139 1234 5678' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ userName: 'player01', phone: '13912345678' });
  });

  it('sends nothing and shows every message when the form is invalid', () => {
    const { actor, register } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ entry: 'editing' })).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.touched).sort()).toEqual(
      ['agreed', 'confirmPassword', 'inviteCode', 'password', 'phone', 'smsCode', 'userName'].sort(),
    );
    expect(register).not.toHaveBeenCalled();
  });

  it('needs the terms agreed even when every field is valid', () => {
    const { actor, fill, register } = start();
    fill(valid);
    actor.send({ type: 'SUBMIT' });
    expect(register).not.toHaveBeenCalled();
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ entry: 'submitting' })).toBe(true);
  });

  it('registers with every field and passes the new token on', async () => {
    const { actor, fill, register, registered } = start();
    fill(valid);
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(register).toHaveBeenCalledWith({ ...valid, inviteCode: '', agreed: true });
    expect(registered).toHaveBeenCalledWith({ token: 'token-9' });
    expect(actor.getSnapshot().matches({ entry: 'registered' })).toBe(true);
  });

  it('asks for the SMS code unless told the site setting sms_switch is off', () => {
    expect(start().actor.getSnapshot().context.smsRequired).toBe(true);
    const { actor, fill, register } = start({ smsRequired: true });
    fill({ ...valid, smsCode: '' });
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'SUBMIT' });
    expect(register).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ entry: 'editing' })).toBe(true);
  });

  it('with sms_switch off registers without a code', async () => {
    const { actor, fill, register, registered } = start({ smsRequired: false });
    fill({ ...valid, smsCode: '' });
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(register).toHaveBeenCalledWith({ ...valid, smsCode: '', inviteCode: '', agreed: true });
    expect(registered).toHaveBeenCalledWith({ token: 'token-9' });
  });

  it('returns to editing when the server refuses', async () => {
    const refusal = deferred<string>();
    const { actor, fill, registered } = start({ register: () => refusal.promise });
    fill(valid);
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'SUBMIT' });
    refusal.reject(new Error('taken'));
    await flush();
    expect(actor.getSnapshot().matches({ entry: 'editing' })).toBe(true);
    expect(registered).not.toHaveBeenCalled();
  });

  it('asks for an SMS code only for a valid phone', () => {
    const { actor, fill, sendCode } = start();
    fill({ phone: '123' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ smsCode: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.touched.phone).toBe(true);
  });

  // The spec leaves the resend countdown open (section 9); the site's choice is 60 s, as the server's resend interval.
  it('counts down 60 seconds before a code can be sent again', async () => {
    const { actor, fill, sendCode, clock } = start();
    fill({ phone: valid.phone });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().matches({ smsCode: 'sending' })).toBe(true);
    await flush();
    expect(sendCode).toHaveBeenCalledWith({ phone: valid.phone });
    expect(actor.getSnapshot().matches({ smsCode: 'coolingDown' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode).toHaveBeenCalledTimes(1);
    for (let second = 2; second < 60; second++) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches({ smsCode: 'coolingDown' })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ smsCode: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('lets the member ask again at once when sending failed', async () => {
    const { actor, fill } = start({ sendCode: () => Promise.reject(new Error('limit')) });
    fill({ phone: valid.phone });
    actor.send({ type: 'SEND_CODE' });
    await flush();
    expect(actor.getSnapshot().matches({ smsCode: 'ready' })).toBe(true);
  });
});

describe('register form machine: what stays marked', () => {
  it('agreeing to the terms marks them and keeps the fields already touched', () => {
    const { actor, fill } = start();
    fill({ userName: 'player01' });
    actor.send({ type: 'TOGGLE_TERMS' });
    expect(actor.getSnapshot().context.touched).toEqual({ userName: true, agreed: true });
  });

  it('a code asked before any phone is typed marks the phone and keeps the fields already touched', () => {
    const { actor, fill, sendCode } = start();
    fill({ userName: 'player01' });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().context.touched).toEqual({ userName: true, phone: true });
    expect(sendCode).not.toHaveBeenCalled();
  });
});

describe('register form machine: its start, every field marked, and the tags the page shows', () => {
  it('opens empty; an invalid submit marks every field', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.fields).toEqual({ userName: '', password: '', confirmPassword: '', phone: '', smsCode: '', inviteCode: '', agreed: false });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.touched).toEqual({ userName: true, password: true, confirmPassword: true, phone: true, smsCode: true, inviteCode: true, agreed: true });
  });

  it('is busy while registering and stays busy once registered; says when a code is being sent and once it is sent', async () => {
    const sending = deferred<void>();
    const registering = deferred<string>();
    const { actor, fill } = start({ sendCode: () => sending.promise, register: () => registering.promise });
    fill(valid);
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    sending.resolve();
    await flush();
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(false);
    expect(actor.getSnapshot().hasTag('codeSent')).toBe(true);
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    registering.resolve('token-9');
    await flush();
    expect(actor.getSnapshot().matches({ entry: 'registered' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});

describe('register form machine: an invitation code (issue 26)', () => {
  it('starts with the link’s code, normalised and judged at once, and registers with it', async () => {
    const { actor, fill, register } = start({ inviteCode: ' ktaz rpg4 ' });
    expect(actor.getSnapshot().context.fields.inviteCode).toBe('KTAZRPG4');
    expect(actor.getSnapshot().context.touched).toEqual({ inviteCode: true });
    fill(valid);
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(register).toHaveBeenCalledWith({ ...valid, inviteCode: 'KTAZRPG4', agreed: true });
  });

  it('a code of the wrong shape keeps the form from being sent; emptied, the form goes', async () => {
    const { actor, fill, register } = start();
    fill(valid);
    actor.send({ type: 'TOGGLE_TERMS' });
    actor.send({ type: 'EDIT', field: 'inviteCode', value: 'abc' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.fields.inviteCode).toBe('ABC');
    expect(register).not.toHaveBeenCalled();
    actor.send({ type: 'EDIT', field: 'inviteCode', value: '' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(register).toHaveBeenCalledWith({ ...valid, inviteCode: '', agreed: true });
  });
});
