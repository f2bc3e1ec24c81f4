import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';
import { uploadProblem } from './rules/upload';

/**
 * The avatar pop-up (spec sections 2 and 4): eight presets and one upload. A preset saves its address;
 * a file is checked, uploaded, then saved as photoUrl; either way the pop-up closes and the member's
 * info reloads. A refusal keeps the pop-up open with its message.
 */

export interface ChosenFile {
  size: number;
  type: string;
}

export interface AvatarContext {
  file: ChosenFile | null;
  photoUrl: string | null;
  problem: string | null;
  failure: string | null;
}

export type AvatarEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'PICK_PRESET'; url: string }
  | { type: 'PICK_FILE'; file: ChosenFile };

const failureOf = ({ event }: { event: { error?: unknown } }) => ({ failure: callFailureOf(event.error).msg ?? 'call.network' });

export const avatarMachine = setup({
  types: { context: {} as AvatarContext, events: {} as AvatarEvent },
  actors: {
    upload: fromPromise<string, { file: ChosenFile }>(() => {
      throw new Error('avatar: upload was not provided');
    }),
    savePhoto: fromPromise<void, { photoUrl: string }>(() => {
      throw new Error('avatar: savePhoto was not provided');
    }),
  },
  actions: {
    reset: assign({ file: null, photoUrl: null, problem: null, failure: null }),
    keepFile: assign({ file: (_, params: { file: ChosenFile }) => params.file, problem: null, failure: null }),
    keepUrl: assign({ photoUrl: (_, params: { url: string }) => params.url, problem: null, failure: null }),
    flagFile: assign({ problem: (_, params: { file: ChosenFile }) => uploadProblem(params.file, 'avatar') }),
    fail: assign({ failure: (_, params: { failure: string }) => params.failure }),
    reloadUserInfo: () => {},
    announceSaved: () => {},
  },
  guards: {
    fileRefused: (_, params: { file: ChosenFile }) => uploadProblem(params.file, 'avatar') !== null,
  },
}).createMachine({
  id: 'avatar',
  context: { file: null, photoUrl: null, problem: null, failure: null },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'choosing', actions: 'reset' } } },
    choosing: {
      tags: ['open'],
      on: {
        CLOSE: 'closed',
        PICK_PRESET: { target: 'saving', actions: { type: 'keepUrl', params: ({ event }) => ({ url: event.url }) } },
        PICK_FILE: [
          {
            guard: { type: 'fileRefused', params: ({ event }) => ({ file: event.file }) },
            actions: { type: 'flagFile', params: ({ event }) => ({ file: event.file }) },
          },
          { target: 'uploading', actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    uploading: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'upload',
        id: 'upload',
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: 'saving', actions: assign({ photoUrl: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: { type: 'fail', params: failureOf } },
      },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'savePhoto',
        id: 'savePhoto',
        input: ({ context }) => ({ photoUrl: context.photoUrl! }),
        onDone: { target: 'closed', actions: ['announceSaved', 'reloadUserInfo'] },
        onError: { target: 'choosing', actions: { type: 'fail', params: failureOf } },
      },
    },
  },
});
