import { assign, fromPromise, setup } from 'xstate';
import { languageIdOf, type LanguageCode } from './rules/language';

/**
 * The header language selector. Any visitor changes the interface language,
 * kept locally (spec section 1); a member's choice is also saved to the
 * account first, so it follows the member to the next login.
 */

export interface LanguageContext {
  current: LanguageCode;
  pending: LanguageCode | null;
}

export type LanguageEvent = { type: 'SELECT'; language: LanguageCode };

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { current: LanguageCode },
  },
  actors: {
    saveLanguage: fromPromise<void, { languageType: number }>(() => {
      throw new Error('language: saveLanguage was not provided');
    }),
  },
  actions: {
    hold: assign({ pending: (_, params: { language: LanguageCode }) => params.language }),
    adopt: assign({ current: (_, params: { language: LanguageCode }) => params.language, pending: null }),
    drop: assign({ pending: null }),
    applyLanguage: (_, _params: { language: LanguageCode }) => {},
  },
  guards: {
    alreadyCurrent: ({ context }, params: { language: LanguageCode }) => context.current === params.language,
    isMember: () => false,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ current: input.current, pending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: [
          { guard: { type: 'alreadyCurrent', params: ({ event }) => ({ language: event.language }) } },
          {
            guard: 'isMember',
            target: 'saving',
            actions: { type: 'hold', params: ({ event }) => ({ language: event.language }) },
          },
          {
            actions: [
              { type: 'adopt', params: ({ event }) => ({ language: event.language }) },
              { type: 'applyLanguage', params: ({ event }) => ({ language: event.language }) },
            ],
          },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveLanguage',
        src: 'saveLanguage',
        input: ({ context }) => ({ languageType: languageIdOf(context.pending!) }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'applyLanguage', params: ({ context }) => ({ language: context.pending! }) },
            { type: 'adopt', params: ({ context }) => ({ language: context.pending! }) },
          ],
        },
        onError: { target: 'idle', actions: 'drop' },
      },
    },
  },
});
