import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { avatarMachine, type ChosenFile } from '../../machines/avatar';

/** The avatar pop-up with an upload the test answers: what reaches the upload, and what a failure says. */
function startAvatar(upload: (file: ChosenFile) => Promise<string>) {
  const uploaded: ChosenFile[] = [];
  const actor = createActor(
    avatarMachine.provide({
      actors: {
        upload: fromPromise(async ({ input }) => {
          uploaded.push(input.file);
          return upload(input.file);
        }),
        savePhoto: fromPromise(async () => {}),
      },
    }),
  ).start();
  actor.send({ type: 'OPEN' });
  return { actor, uploaded };
}

describe('the avatar pop-up', () => {
  it('uploads the very file the member picked', async () => {
    const picture = { size: 2048, type: 'image/png' };
    const { actor, uploaded } = startAvatar(async () => '/web/upload/files/me.png');
    actor.send({ type: 'PICK_FILE', file: picture });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
    expect(uploaded).toEqual([picture]);
  });

  it('a refused upload stays open with the server’s words, or says the network failed when there are none', async () => {
    const refused = startAvatar(() => Promise.reject({ code: 400, msg: 'The file is damaged.' }));
    refused.actor.send({ type: 'PICK_FILE', file: { size: 10, type: 'image/png' } });
    await vi.waitFor(() => expect(refused.actor.getSnapshot().value).toBe('choosing'));
    expect(refused.actor.getSnapshot().context.failure).toBe('The file is damaged.');
    const offline = startAvatar(() => Promise.reject(new Error('offline')));
    offline.actor.send({ type: 'PICK_FILE', file: { size: 10, type: 'image/png' } });
    await vi.waitFor(() => expect(offline.actor.getSnapshot().value).toBe('choosing'));
    expect(offline.actor.getSnapshot().context.failure).toBe('error.network');
  });
});
