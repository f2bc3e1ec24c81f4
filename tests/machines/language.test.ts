import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { languageMachine } from '../../machines/language';
import { deferred, flush } from './deferred';

function start(member: boolean, save: (input: { languageType: number }) => Promise<void> = () => Promise.resolve()) {
  const applyLanguage = vi.fn();
  const saveLanguage = vi.fn(save);
  const actor = createActor(
    languageMachine.provide({
      actors: { saveLanguage: fromPromise(({ input }) => saveLanguage(input)) },
      actions: { applyLanguage: (_, params) => applyLanguage(params) },
      guards: { isMember: () => member },
    }),
    { input: { current: 'zh' } },
  ).start();
  return { actor, applyLanguage, saveLanguage };
}

describe('language machine', () => {
  it('switches a guest at once, keeping the choice locally', () => {
    const { actor, applyLanguage, saveLanguage } = start(false);
    actor.send({ type: 'SELECT', language: 'en' });
    expect(applyLanguage).toHaveBeenCalledWith({ language: 'en' });
    expect(saveLanguage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.current).toBe('en');
  });

  it('saves a member’s choice to the account before applying it', async () => {
    const save = deferred();
    const { actor, applyLanguage, saveLanguage } = start(true, () => save.promise);
    actor.send({ type: 'SELECT', language: 'hk' });
    expect(saveLanguage).toHaveBeenCalledWith({ languageType: 2 });
    expect(applyLanguage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('saving');
    save.resolve();
    await flush();
    expect(applyLanguage).toHaveBeenCalledWith({ language: 'hk' });
    expect(actor.getSnapshot().context).toEqual({ current: 'hk', pending: null });
  });

  it('keeps the old language when saving fails', async () => {
    const { actor, applyLanguage } = start(true, () => Promise.reject(new Error('down')));
    actor.send({ type: 'SELECT', language: 'en' });
    await flush();
    expect(applyLanguage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toEqual({ current: 'zh', pending: null });
  });

  it('does nothing when the chosen language is already current', () => {
    const { actor, applyLanguage, saveLanguage } = start(true);
    actor.send({ type: 'SELECT', language: 'zh' });
    expect(applyLanguage).not.toHaveBeenCalled();
    expect(saveLanguage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('language machine without the app’s member check', () => {
  it('treats the visitor as a guest: the choice applies at once, with no call', () => {
    const actor = createActor(languageMachine, { input: { current: 'zh' } }).start();
    actor.send({ type: 'SELECT', language: 'hk' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ current: 'hk', pending: null });
    actor.stop();
  });
});

describe('language machine: the member’s save', () => {
  it('is tagged saving while the call is on its way, and rests again once it is answered or refused', async () => {
    const saved = start(true);
    saved.actor.send({ type: 'SELECT', language: 'en' });
    expect(saved.actor.getSnapshot().hasTag('saving')).toBe(true);
    await flush();
    expect(saved.actor.getSnapshot().value).toBe('idle');
    const refused = start(true, () => Promise.reject(new Error('offline')));
    refused.actor.send({ type: 'SELECT', language: 'en' });
    await flush();
    expect(refused.actor.getSnapshot().value).toBe('idle');
    expect(refused.actor.getSnapshot().context).toEqual({ current: 'zh', pending: null });
  });
});
