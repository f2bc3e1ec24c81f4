import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messagesMachine, type Message, type MessagesContext } from '../../../machines/messages';
import type { ListPage } from '../../../machines/list';
import { MailFlow } from '../../../src/features/messages/MailPage';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import { PAGE } from '../adapters/messages';
import type { ScreenAdapter } from '../screen';

type Held = Record<string, ReturnType<typeof deferred<unknown>> | undefined>;

const holding = (held: Held, name: string) =>
  fromPromise(() => {
    held[name] = deferred<unknown>();
    return held[name]!.promise;
  });

const settle = async (held: Held, name: string, outcome: 'done' | 'error', value: unknown) => {
  await act(async () => (outcome === 'done' ? held[name]!.resolve(value) : held[name]!.reject(value)));
};

type MailUi = ReturnType<typeof renderWithSite> & { held: Held; page: ReturnType<typeof deferred<ListPage<Message>>> };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as MessagesContext;
const row = (id: number) => document.querySelector<HTMLElement>(`.mail-item[data-message="${id}"]`)!;
const dialogs = () => screen.queryAllByRole('dialog');

/** The rows as the member sees them: which messages, which unread; the badge of the notification tab; the open message. */
function seeMessages(expected: AnyMachineSnapshot) {
  const context = contextOf(expected);
  const shown = [...document.querySelectorAll<HTMLElement>('.mail-item')].map((item) => `${item.dataset.message}${item.classList.contains('is-unread') ? 'u' : 'r'}`);
  expect(shown).toEqual(context.messages.map((message) => `${message.id}${message.isRead ? 'r' : 'u'}`));
  const notificationCount = document.querySelector('[data-tab="notification"] .mail-tabs__count')?.textContent ?? null;
  const unread = context.unread?.tabCounts.notification ?? 0;
  expect(notificationCount).toBe(unread > 0 ? String(unread) : null);
}

function seeOpen(expected: AnyMachineSnapshot) {
  const { openId, messages } = contextOf(expected);
  const open = messages.find((message) => message.id === openId);
  if (open && !expected.hasTag('confirming')) expect(screen.getByRole('dialog', { name: open.title })).toBeTruthy();
  else if (!expected.hasTag('confirming')) expect(dialogs()).toEqual([]);
}

const seeBusy = (busy: boolean) => expect(document.querySelector('.mail-list')?.getAttribute('aria-busy') ?? 'false').toBe(String(busy));

export const messagesScreen: ScreenAdapter<MailUi> = {
  flowId: 'messages',
  mount() {
    const held: Held = {};
    const page = deferred<ListPage<Message>>();
    const logic = messagesMachine.provide({
      actors: {
        loadUnread: holding(held, 'loadUnread') as never,
        markRead: holding(held, 'markRead') as never,
        markAllRead: holding(held, 'markAllRead') as never,
        removeMessage: holding(held, 'removeMessage') as never,
      },
    });
    return { ...renderWithSite(<MailFlow logic={logic} fetchPage={() => page.promise} />), held, page };
  },
  events: {
    async SHOW(ui) {
      await act(async () => ui.page.resolve({ items: PAGE, total: PAGE.length }));
    },
    async OPEN(ui, event) {
      await ui.user.click(row(event.id as number).querySelector<HTMLButtonElement>('.mail-item__open')!);
    },
    async CLOSE(ui) {
      await ui.user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: text('common.close') })[0]);
    },
    async READ_ALL(ui, event) {
      await ui.user.click(screen.getByTestId(event.tab === null ? 'mail-read-all' : 'mail-read-tab'));
    },
    async DELETE(ui, event) {
      const title = (PAGE.find((message) => message.id === event.id) as Message).title;
      await ui.user.click(screen.getByRole('button', { name: text('mail.deleteOne', { title }) }));
    },
    async CONFIRM(ui) {
      await ui.user.click(screen.getByTestId('mail-confirm-delete'));
    },
    async CANCEL(ui) {
      await ui.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text('common.cancel') }));
    },
    'xstate.done.actor.loadUnread': (ui, event) => settle(ui.held, 'loadUnread', 'done', event.output),
    'xstate.error.actor.loadUnread': (ui, event) => settle(ui.held, 'loadUnread', 'error', event.error),
    'xstate.done.actor.markRead': (ui, event) => settle(ui.held, 'markRead', 'done', event.output),
    'xstate.error.actor.markRead': (ui, event) => settle(ui.held, 'markRead', 'error', event.error),
    'xstate.done.actor.markAllRead': (ui, event) => settle(ui.held, 'markAllRead', 'done', event.output),
    'xstate.error.actor.markAllRead': (ui, event) => settle(ui.held, 'markAllRead', 'error', event.error),
    'xstate.done.actor.removeMessage': (ui, event) => settle(ui.held, 'removeMessage', 'done', event.output),
    'xstate.error.actor.removeMessage': (ui, event) => settle(ui.held, 'removeMessage', 'error', event.error),
  },
  states: {
    'messages.counting': (_ui, expected) => {
      seeMessages(expected);
      expect(document.querySelectorAll('.mail-tabs__count')).toHaveLength(0);
    },
    'messages.ready': (_ui, expected) => {
      seeMessages(expected);
      seeOpen(expected);
      seeBusy(false);
    },
    'messages.marking': (_ui, expected) => {
      seeMessages(expected);
      seeOpen(expected);
      if (contextOf(expected).messages.length > 0) seeBusy(true);
    },
    'messages.readingAll': (_ui, expected) => {
      seeMessages(expected);
      if (contextOf(expected).messages.length > 0) seeBusy(true);
    },
    'messages.confirmingDelete': (_ui, expected) => {
      seeMessages(expected);
      expect(screen.getByRole('dialog', { name: text('mail.deleteTitle') })).toBeTruthy();
    },
    'messages.deleting': (_ui, expected) => {
      seeMessages(expected);
      expect(screen.queryByRole('dialog', { name: text('mail.deleteTitle') })).toBeNull();
      if (contextOf(expected).messages.length > 0) seeBusy(true);
    },
  },
};
