import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { messagesMachine, type Message } from '../../../machines/messages';
import type { ListPage, ListQuery } from '../../../machines/list';
import { MESSAGE_KINDS, type MessageKind } from '../../../machines/rules/messages';
import { unreadBadge } from '../../../machines/rules/display';
import * as messagesApi from '../../api/messages';
import { useSiteActors } from '../../session/SiteActorsContext';
import { sessionData } from '../../store/session';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { ListPager, RecordTime } from '../../components/list/RecordTable';
import { connectMessages, type ConnectedMessages } from './connectMessages';
import { MessageDetail, DeleteConfirm } from './MessageDialogs';
import './MailPage.css';

/** Messages a page of the mail centre holds. */
export const MAIL_PAGE_SIZE = 10;
const TAB_FILTER = 'tab';

/** The message machine with the mail centre's calls; the count it learns is the header's and the shell's badge. */
export function mailLogic(notify: (kind: 'success', key: string) => void, reloadPage: () => void) {
  return messagesMachine.provide({
    actors: {
      loadUnread: fromPromise(() => messagesApi.getUnreadCount()),
      markRead: fromPromise(({ input }) => messagesApi.readMessage(input.id)),
      markAllRead: fromPromise(({ input }) => messagesApi.readAllMessages(input.tab ?? undefined)),
      removeMessage: fromPromise(({ input }) => messagesApi.deleteMessage(input.id)),
    },
    actions: {
      publishUnread: (_, { totalCount }) => {
        sessionData.unreadCount = totalCount;
      },
      announceDeleted: () => notify('success', 'mail.deleted'),
      reloadPage,
    },
  });
}

/** A page of one tab's messages from the server. */
async function fetchMessagePage(query: ListQuery): Promise<ListPage<Message>> {
  const tab = query.filters[TAB_FILTER] as MessageKind;
  const page = await messagesApi.getMessagePage({ tab, pageIndex: query.page, pageSize: query.pageSize ?? MAIL_PAGE_SIZE }, { handles: 'all' });
  return { items: page.records, total: page.total };
}

/** /mail: the message centre of spec section 2, its five tabs, read, read all and delete. */
export default function MailPage() {
  const { notify } = useSiteActors();
  const [reloads, setReloads] = useState(0);
  const [logic] = useState(() => mailLogic(notify, () => setReloads((count) => count + 1)));
  return <MailFlow logic={logic} reloadKey={String(reloads)} />;
}

/** The mail centre on a message machine (the screen tests give it one with their own actors, and their own pages). */
export function MailFlow({
  logic,
  reloadKey = '0',
  fetchPage = fetchMessagePage,
}: {
  logic: typeof messagesMachine;
  reloadKey?: string;
  fetchPage?: (query: ListQuery) => Promise<ListPage<Message>>;
}) {
  const { inspect } = useSiteActors();
  const [state, send] = useMachine(logic, { inspect });
  return <MailCentre mail={connectMessages(state, send)} reloadKey={reloadKey} fetchPage={fetchPage} />;
}

function MailCentre({ mail, reloadKey, fetchPage }: { mail: ConnectedMessages; reloadKey: string; fetchPage: (query: ListQuery) => Promise<ListPage<Message>> }) {
  const intl = useIntl();
  const list = useList<Message>({ pageSize: MAIL_PAGE_SIZE, filters: { [TAB_FILTER]: MESSAGE_KINDS[0] }, reloadKey, fetchPage });
  const tab = (list.filters[TAB_FILTER] ?? MESSAGE_KINDS[0]) as MessageKind;
  const { send } = mail;
  useEffect(() => send({ type: 'SHOW', messages: list.loaded ? list.items : [] }), [send, list.items, list.loaded]);
  const tabUnread = mail.unreadIn(tab);

  return (
    <div className="mail-page">
      <header className="mail-page__head">
        <h1 className="page-title">
          <FormattedMessage id="mail.title" />
        </h1>
        <div className="mail-page__actions">
          <button type="button" className="button button--outline" data-testid="mail-read-tab" disabled={!mail.canReadAll(tab)} onClick={() => mail.readAll(tab)}>
            <FormattedMessage id="mail.readTab" />
          </button>
          <button type="button" className="button button--outline" data-testid="mail-read-all" disabled={!mail.canReadAll(null)} onClick={() => mail.readAll(null)}>
            <FormattedMessage id="mail.readAll" />
          </button>
        </div>
      </header>
      <nav className="mail-tabs" aria-label={intl.formatMessage({ id: 'mail.tabs' })}>
        {MESSAGE_KINDS.map((kind) => {
          const badge = unreadBadge(mail.unreadIn(kind) ?? 0);
          return (
            <button
              key={kind}
              type="button"
              className={kind === tab ? 'is-active' : ''}
              aria-pressed={kind === tab}
              data-tab={kind}
              onClick={() => list.setFilter(TAB_FILTER, kind)}
            >
              <FormattedMessage id={`mail.tab.${kind}`} />
              {badge && <span className="mail-tabs__count">{badge}</span>}
            </button>
          );
        })}
      </nav>
      {tabUnread !== null && tabUnread > 0 && (
        <p className="mail-page__summary">
          <FormattedMessage id="mail.unreadInTab" values={{ count: tabUnread }} />
        </p>
      )}
      <ListStatus list={list} emptyKey="mail.empty" />
      {list.loaded && (
        <ul className="mail-list" aria-busy={mail.busy}>
          {mail.messages.map((message) => (
            <li key={message.id} className={message.isRead ? 'mail-item' : 'mail-item is-unread'} data-message={message.id}>
              <button type="button" className="mail-item__open" onClick={() => mail.open(message.id)}>
                <span className="mail-item__dot" aria-hidden="true" />
                <span className="mail-item__text">
                  <strong className="mail-item__title">{message.title}</strong>
                  <span className="mail-item__snippet">{message.content}</span>
                </span>
                <span className="mail-item__meta">
                  <span className="mail-item__state">
                    <FormattedMessage id={message.isRead ? 'mail.read' : 'mail.unread'} />
                  </span>
                  <RecordTime value={message.createTime} />
                </span>
              </button>
              <button
                type="button"
                className="mail-item__delete"
                aria-label={intl.formatMessage({ id: 'mail.deleteOne' }, { title: message.title })}
                disabled={mail.busy}
                onClick={() => mail.askToDelete(message.id)}
              >
                <svg viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.loaded && list.pages > 1 && <ListPager list={list} />}
      {mail.opened && !mail.confirmingDelete && <MessageDetail message={mail.opened} onClose={mail.close} onDelete={() => mail.askToDelete(mail.opened!.id)} />}
      {mail.confirmingDelete && <DeleteConfirm message={mail.confirmingDelete} onConfirm={mail.confirmDelete} onCancel={mail.cancelDelete} />}
    </div>
  );
}
