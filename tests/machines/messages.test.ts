import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messagesMachine, type UnreadCounts } from '../../machines/messages';
import { deferred, flush } from './deferred';
import { NONE_UNREAD, ONE_UNREAD, PAGE, READ_ACTIVITY, REFUSED, UNREAD_NOTICE } from '../model/adapters/messages';

/** The message centre: optimistic read, read all and delete, each undone on a refusal; the count published in step. */
describe('messages machine', () => {
  function start(initial: UnreadCounts = ONE_UNREAD) {
    const calls = {
      markRead: deferred<UnreadCounts>(),
      markAllRead: deferred<UnreadCounts>(),
      removeMessage: deferred<UnreadCounts>(),
    };
    const published: number[] = [];
    const reloadPage = vi.fn();
    const markRead = vi.fn((_input: { id: number }) => calls.markRead.promise);
    const markAllRead = vi.fn((_input: { tab: string | null }) => calls.markAllRead.promise);
    const removeMessage = vi.fn((_input: { id: number }) => calls.removeMessage.promise);
    const actor = createActor(
      messagesMachine.provide({
        actors: {
          loadUnread: fromPromise(() => Promise.resolve(initial)),
          markRead: fromPromise(({ input }) => markRead(input)),
          markAllRead: fromPromise(({ input }) => markAllRead(input)),
          removeMessage: fromPromise(({ input }) => removeMessage(input)),
        },
        actions: { publishUnread: (_, { totalCount }) => published.push(totalCount), reloadPage },
      }),
    ).start();
    actor.send({ type: 'SHOW', messages: PAGE });
    const context = () => actor.getSnapshot().context;
    const readFlags = () => context().messages.map((message) => message.isRead);
    return { actor, calls, published, reloadPage, markRead, markAllRead, removeMessage, context, readFlags };
  }

  it('loads the count and publishes it', async () => {
    const { published, context } = start();
    await flush();
    expect(context().unread?.totalCount).toBe(1);
    expect(published).toEqual([1]);
  });

  it('marks an unread message read as it opens, keeping it read when the server agrees', async () => {
    const { actor, calls, published, markRead, readFlags, context } = start();
    await flush();
    actor.send({ type: 'OPEN', id: UNREAD_NOTICE.id });
    expect(readFlags()).toEqual([true, true]);
    expect(context().unread?.totalCount).toBe(0);
    expect(context().openId).toBe(UNREAD_NOTICE.id);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(markRead).toHaveBeenCalledWith({ id: UNREAD_NOTICE.id });
    calls.markRead.resolve(NONE_UNREAD);
    await flush();
    expect(readFlags()).toEqual([true, true]);
    expect(published).toEqual([1, 0]);
  });

  it('opens a read message without a call', async () => {
    const { actor, markRead, context } = start();
    await flush();
    actor.send({ type: 'OPEN', id: READ_ACTIVITY.id });
    expect(context().openId).toBe(READ_ACTIVITY.id);
    expect(markRead).not.toHaveBeenCalled();
    actor.send({ type: 'CLOSE' });
    expect(context().openId).toBeNull();
  });

  it('undoes the mark and the count when the server refuses', async () => {
    const { actor, calls, readFlags, context, published } = start();
    await flush();
    actor.send({ type: 'OPEN', id: UNREAD_NOTICE.id });
    calls.markRead.reject(REFUSED);
    await flush();
    expect(readFlags()).toEqual([false, true]);
    expect(context().unread?.totalCount).toBe(1);
    expect(published).toEqual([1]);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('reads all of one tab at once, and undoes it on a refusal', async () => {
    const { actor, calls, readFlags, context, markAllRead } = start();
    await flush();
    actor.send({ type: 'READ_ALL', tab: 'notification' });
    expect(markAllRead).toHaveBeenCalledWith({ tab: 'notification' });
    expect(readFlags()).toEqual([true, true]);
    expect(context().unread?.tabCounts.notification).toBe(0);
    calls.markAllRead.reject(REFUSED);
    await flush();
    expect(readFlags()).toEqual([false, true]);
    expect(context().unread?.tabCounts.notification).toBe(1);
  });

  it('does not read all when nothing is unread', async () => {
    const { actor, markAllRead } = start(NONE_UNREAD);
    actor.send({ type: 'SHOW', messages: [READ_ACTIVITY] });
    await flush();
    actor.send({ type: 'READ_ALL', tab: null });
    expect(markAllRead).not.toHaveBeenCalled();
  });

  it('deletes only after confirmation, at once, and brings the message back on a refusal', async () => {
    const { actor, calls, context, removeMessage, reloadPage } = start();
    await flush();
    actor.send({ type: 'DELETE', id: UNREAD_NOTICE.id });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(context().messages).toHaveLength(2);
    expect(removeMessage).not.toHaveBeenCalled();
    actor.send({ type: 'DELETE', id: UNREAD_NOTICE.id });
    actor.send({ type: 'CONFIRM' });
    expect(context().messages.map((message) => message.id)).toEqual([READ_ACTIVITY.id]);
    expect(context().unread?.totalCount).toBe(0);
    calls.removeMessage.reject(REFUSED);
    await flush();
    expect(context().messages.map((message) => message.id)).toEqual([UNREAD_NOTICE.id, READ_ACTIVITY.id]);
    expect(context().unread?.totalCount).toBe(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the page after a deletion the server took', async () => {
    const { actor, calls, reloadPage, published } = start();
    await flush();
    actor.send({ type: 'DELETE', id: UNREAD_NOTICE.id });
    actor.send({ type: 'CONFIRM' });
    calls.removeMessage.resolve(NONE_UNREAD);
    await flush();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(published).toEqual([1, 0]);
  });
});
