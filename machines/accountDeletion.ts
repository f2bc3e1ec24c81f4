import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';
import { checkWithdrawPassword, WITHDRAW_PASSWORD_LENGTH } from './rules/profile';

/**
 * Deleting a bound payout account (spec section 5): only with a withdrawal password set (else the spec's
 * message and the way to set it: tag `needsWithdrawPassword`), confirmed with that password. Six digits are
 * checked before the server is asked; a refusal keeps the dialog open with the server's words and an empty
 * field; a deletion ends the dialog (`deleted`, which the page supplies: reload the list, close).
 */

export interface AccountDeletionInput {
  hasWithdrawPassword: boolean;
}

export interface AccountDeletionContext extends AccountDeletionInput {
  password: string;
  /** A rule's locale key or the server's words, or null. */
  problem: string | null;
}

export type AccountDeletionEvent = { type: 'SET_PASSWORD'; password: string } | { type: 'SUBMIT' };

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
  },
  actors: {
    remove: fromPromise<unknown, { password: string }>(() => {
      throw new Error('accountDeletion: remove was not provided');
    }),
  },
  actions: {
    setPassword: assign((_, params: { password: string }) => ({ password: params.password.replace(/\D/g, '').slice(0, WITHDRAW_PASSWORD_LENGTH), problem: null })),
    // The dialog has said "a withdrawal password is 6 digits" since before this machine; the rule's own words say why too.
    flagPassword: assign({ problem: 'withdrawal.form.password' }),
    refuse: assign((_, params: { error: unknown }) => ({ problem: callFailureOf(params.error).msg ?? 'call.network', password: '' })),
    deleted: () => {},
  },
  guards: {
    noWithdrawPassword: ({ context }) => !context.hasWithdrawPassword,
    passwordInvalid: ({ context }) => checkWithdrawPassword(context.password) !== null,
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ hasWithdrawPassword: input.hasWithdrawPassword, password: '', problem: null }),
  initial: 'opening',
  states: {
    // Eventless: the dialog opens on the password field or on the message that one must be set first.
    opening: {
      always: [{ guard: 'noWithdrawPassword', target: 'needsWithdrawPassword' }, { target: 'confirming' }],
    },
    needsWithdrawPassword: {
      tags: ['needsWithdrawPassword'],
      type: 'final',
    },
    confirming: {
      on: {
        SET_PASSWORD: { actions: { type: 'setPassword', params: ({ event }) => ({ password: event.password }) } },
        SUBMIT: [{ guard: 'passwordInvalid', actions: 'flagPassword' }, { target: 'deleting' }],
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'deleted', actions: 'deleted' },
        onError: { target: 'confirming', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleted: { tags: ['busy'], type: 'final' },
  },
});
