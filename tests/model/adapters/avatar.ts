import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';
import { UPLOAD_MAX_BYTES } from '../../../machines/rules/upload';

export const avatarModel: ModelAdapter = {
  flowId: 'avatar',
  scenarios: [{ name: 'profile page', input: {} }],
  events: [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'PICK_PRESET', url: '/avatars/preset-3.svg' },
    { type: 'PICK_FILE', file: { size: 2048, type: 'image/png' } },
    { type: 'PICK_FILE', file: { size: UPLOAD_MAX_BYTES + 1, type: 'image/png' } },
    { type: 'PICK_FILE', file: { size: 2048, type: 'image/webp' } },
    { type: 'xstate.done.actor.upload', output: '/web/upload/files/a.png' },
    { type: 'xstate.error.actor.upload', error: { code: 400, msg: 'refused', field: 'files' } },
    { type: 'xstate.done.actor.savePhoto' },
    { type: 'xstate.error.actor.savePhoto', error: new Error('busy') },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.problem, snapshot.context.failure !== null]),
};
