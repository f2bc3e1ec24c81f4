import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';

export const languageModel: ModelAdapter = {
  flowId: 'language',
  scenarios: [
    { name: 'visitor', input: { current: 'zh' }, implementations: { guards: { isMember: () => false } } },
    { name: 'member', input: { current: 'zh' }, implementations: { guards: { isMember: () => true } } },
  ],
  events: [
    { type: 'SELECT', language: 'zh' },
    { type: 'SELECT', language: 'en' },
    { type: 'SELECT', language: 'hk' },
    { type: 'xstate.done.actor.saveLanguage' },
    { type: 'xstate.error.actor.saveLanguage', error: new Error('offline') },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.current, snapshot.context.pending]),
};
