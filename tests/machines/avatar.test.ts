import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { avatarMachine, type ChosenFile } from '../../machines/avatar';
import { deferred } from './deferred';

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
    expect(offline.actor.getSnapshot().context.failure).toBe('call.network');
  });
});

describe('the avatar pop-up: its steps', () => {
  it('is open while choosing, open and busy while uploading and saving, and closes when saved, saying so', async () => {
    const upload = deferred<string>();
    const save = deferred<void>();
    const announced: string[] = [];
    const actor = createActor(
      avatarMachine.provide({
        actors: { upload: fromPromise(() => upload.promise), savePhoto: fromPromise(() => save.promise) },
        actions: { announceSaved: () => void announced.push('saved') },
      }),
    ).start();
    expect([...actor.getSnapshot().tags]).toEqual([]);
    expect(actor.getSnapshot().context).toEqual({ file: null, photoUrl: null, problem: null, failure: null });
    actor.send({ type: 'OPEN' });
    expect([...actor.getSnapshot().tags]).toEqual(['open']);
    actor.send({ type: 'PICK_FILE', file: { size: 10, type: 'image/png' } });
    expect([...actor.getSnapshot().tags].sort()).toEqual(['busy', 'open']);
    upload.resolve('/web/upload/files/me.png');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saving'));
    expect([...actor.getSnapshot().tags].sort()).toEqual(['busy', 'open']);
    save.resolve();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
    expect(announced).toEqual(['saved']);
  });

  it('a refused save goes back to choosing with the server’s words; closing and opening again starts afresh', async () => {
    const actor = createActor(
      avatarMachine.provide({
        actors: { upload: fromPromise(async () => '/x.png'), savePhoto: fromPromise(() => Promise.reject({ code: 400, msg: 'Not allowed.' })) },
      }),
    ).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PICK_PRESET', url: '/avatars/preset-1.svg' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosing'));
    expect(actor.getSnapshot().context.failure).toBe('Not allowed.');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context).toEqual({ file: null, photoUrl: null, problem: null, failure: null });
  });
});
