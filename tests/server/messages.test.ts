/**
 * The message centre on both engines: a message to everyone is one row however many members there are
 * (state rows only for the members who read or delete it), who sees what (registered before the
 * announcement; private messages only their member's), tabs, read, read all per tab, delete, the unread
 * count in step, the operator's sending and its refusals, and the server's own messages written with the
 * deposit and withdrawal they report, in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectFailure, expectSuccess, memberPost, message, sandboxCredit } from './flows';
import { bankOrder, confirmOrder, depositHarnessConfig, opsCall, uploadProof } from './depositFlows';
import { opsCommand } from './opsCommand';
import { boundCard, payoutMember, withdrawn } from './withdrawFlows';
import type { MessageItem, UnreadCount } from '../../contract/messages';
import type { RecordPage } from '../../contract/wallet';
import { MESSAGE_KINDS, type MessageKind } from '../../machines/rules/messages';
import { unreadCount } from '../../server/features/messages/inbox';
import { memberRow } from './memberRows';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

type Member = Awaited<ReturnType<typeof createMember>>;
let serial = 0;
const newMember = () => createMember(h, `mail${String((serial += 1)).padStart(4, '0')}`);

async function send(payload: Record<string, unknown>) {
  const response = await opsCall(h, 'POST', '/messages', { payload });
  expectSuccess(response);
  return response.body.message as { id: number; kind: string; userName: string | null };
}

async function list(m: Member, query: Record<string, string | number> = {}, lang = 'zh') {
  const response = await memberPost(h, m.token, '/message/list', { query, headers: { lang } });
  expectSuccess(response);
  return response.body.page as RecordPage<MessageItem>;
}

async function unread(m: Member) {
  const response = await memberPost(h, m.token, '/message/getUnReadMessageCount');
  expectSuccess(response);
  return response.body.data as UnreadCount;
}

const countOf = (response: { body: Record<string, unknown> }) => (response.body.data as UnreadCount).totalCount;

describe('a message to everyone', () => {
  it('is one row for 1,000 members; each reader adds one state row, and each member reads it as their own', async () => {
    const now = h.clock.now();
    const members = Array.from({ length: 1000 }, (_, index) => memberRow(`crowd${String(index).padStart(4, '0')}`, `7${String(index).padStart(10, '0')}`, now - 1000));
    for (let start = 0; start < members.length; start += 250) await h.db.insertInto('users').values(members.slice(start, start + 250)).execute();
    const readers = [await newMember(), await newMember(), await newMember()];
    const messagesBefore = await countRows(h, 'messages');
    const statesBefore = await countRows(h, 'message_states');

    const sent = await send({ kind: 'announcement', title: 'Maintenance tonight', content: 'The site pauses from 02:00 to 02:30.' });
    expect(sent.userName).toBeNull();
    expect(await countRows(h, 'messages')).toBe(messagesBefore + 1);
    expect(await countRows(h, 'message_states')).toBe(statesBefore);

    for (const reader of readers) {
      expect((await unread(reader)).tabCounts.announcement).toBe(1);
      const read = await memberPost(h, reader.token, '/message/doReadMessage', { payload: { id: sent.id } });
      expectSuccess(read);
      expect((read.body.data as UnreadCount).tabCounts.announcement).toBe(0);
    }
    expect(await countRows(h, 'message_states')).toBe(statesBefore + 3);
    expect(await countRows(h, 'messages')).toBe(messagesBefore + 1);
    // Reading it again writes nothing new.
    expectSuccess(await memberPost(h, readers[0].token, '/message/doReadMessage', { payload: { id: sent.id } }));
    expect(await countRows(h, 'message_states')).toBe(statesBefore + 3);
    // The members who have not opened it still have it unread, with no row of their own.
    for (const userName of ['crowd0000', 'crowd0999']) {
      const { id } = await h.db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
      expect((await unreadCount(h.db, id)).tabCounts.announcement, userName).toBe(1);
    }
  });

  it('is not shown to a member who registered after it was sent', async () => {
    const before = await newMember();
    const sent = await send({ kind: 'activity', title: 'Weekend bonus', content: 'Deposit on Saturday for a 5% bonus.' });
    h.clock.advance(1000);
    const after = await newMember();
    expect((await list(before, { tab: 'activity' })).records.map((item) => item.id)).toContain(sent.id);
    expect((await list(after, { tab: 'activity' })).records.map((item) => item.id)).not.toContain(sent.id);
    expectFailure(await memberPost(h, after.token, `/message/getMessage/${sent.id}`), 404, 'mail.error.notFound');
    expectFailure(await memberPost(h, after.token, '/message/doReadMessage', { payload: { id: sent.id } }), 404, 'mail.error.notFound');
  });
});

describe("one member's messages", () => {
  let m: Member;
  let other: Member;
  const ids: Partial<Record<MessageKind, number>> = {};
  beforeAll(async () => {
    h.clock.advance(1000);
    m = await newMember();
    other = await newMember();
    ids.notification = (await send({ kind: 'notification', title: 'Notice', content: 'New terms from 1 May.' })).id;
    ids.activity = (await send({ kind: 'activity', title: 'Activity', content: 'Lucky spin this week.' })).id;
    ids.announcement = (await send({ kind: 'announcement', title: 'Announcement', content: 'New games arrived.' })).id;
    ids.private = (await send({ kind: 'private', title: 'For you', content: 'Your VIP host is Amy.', userName: m.userName.toUpperCase() })).id;
  });

  it('shows a private message only to its member, and lists each tab on its own', async () => {
    const counts = await unread(m);
    expect(counts).toEqual({ totalCount: 4, tabCounts: { notification: 1, activity: 1, announcement: 1, money: 0, private: 1 } });
    expect((await unread(other)).tabCounts.private).toBe(0);
    for (const kind of MESSAGE_KINDS) {
      const page = await list(m, { tab: kind });
      expect(page.records.every((item) => item.type === kind), kind).toBe(true);
      expect(page.total, kind).toBe(kind === 'money' ? 0 : 1);
    }
    const all = await list(m);
    expect(all.total).toBe(4);
    // Newest first.
    expect(all.records.map((item) => item.id)).toEqual([ids.private, ids.announcement, ids.activity, ids.notification]);
    expectFailure(await memberPost(h, other.token, `/message/getMessage/${ids.private}`), 404, 'mail.error.notFound');
    const opened = await memberPost(h, m.token, `/message/getMessage/${ids.private}`);
    expectSuccess(opened);
    expect(opened.body.message).toMatchObject({ id: ids.private, type: 'private', title: 'For you', isRead: false });
    const top = await memberPost(h, m.token, '/message/getTop50MessageList');
    expectSuccess(top);
    expect((top.body.messageList as MessageItem[]).map((item) => item.id)).toEqual(all.records.map((item) => item.id));
  });

  it('reads all of one tab only, then all tabs', async () => {
    const tabRead = await memberPost(h, m.token, '/message/modifyReadAllMessage', { payload: { tab: 'activity' } });
    expectSuccess(tabRead);
    expect(tabRead.body.data).toEqual({ totalCount: 3, tabCounts: { notification: 1, activity: 0, announcement: 1, money: 0, private: 1 } });
    expect((await list(m, { tab: 'activity' })).records[0].isRead).toBe(true);
    expect((await list(m, { tab: 'notification' })).records[0].isRead).toBe(false);
    // The other member's unread messages are untouched.
    expect((await unread(other)).tabCounts.activity).toBe(1);
    const allRead = await memberPost(h, m.token, '/message/modifyReadAllMessage', { payload: {} });
    expectSuccess(allRead);
    expect(countOf(allRead)).toBe(0);
    expect((await list(m)).records.every((item) => item.isRead)).toBe(true);
    expect((await unread(other)).totalCount).toBeGreaterThan(0);
  });

  it('deletes a message for its reader alone', async () => {
    const deleted = await memberPost(h, m.token, '/message/deleteMessage', { payload: { id: ids.announcement } });
    expectSuccess(deleted);
    expect((await list(m, { tab: 'announcement' })).total).toBe(0);
    expect((await list(other, { tab: 'announcement' })).records.map((item) => item.id)).toContain(ids.announcement);
    expectFailure(await memberPost(h, m.token, `/message/getMessage/${ids.announcement}`), 404, 'mail.error.notFound');
    expectFailure(await memberPost(h, m.token, '/message/deleteMessage', { payload: { id: ids.announcement } }), 404, 'mail.error.notFound');
    // An unread message deleted no longer counts as unread.
    const fresh = await send({ kind: 'notification', title: 'One more', content: 'Delete me unread.' });
    expect((await unread(m)).totalCount).toBe(1);
    expect(countOf(await memberPost(h, m.token, '/message/deleteMessage', { payload: { id: fresh.id } }))).toBe(0);
  });

  it('refuses a tab that does not exist, naming it', async () => {
    const response = await memberPost(h, m.token, '/message/list', { query: { tab: 'spam' }, headers: { lang: 'en' } });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('tab');
  });
});

describe("the operator's sending", () => {
  it('needs the member for a private message, and names one only for a private message', async () => {
    const m = await newMember();
    const lang = { lang: 'en' };
    expectFailure(await opsCall(h, 'POST', '/messages', { payload: { kind: 'private', title: 'x', content: 'y' }, headers: lang }), 400, 'mail.error.userNameRequired', 'en');
    expectFailure(
      await opsCall(h, 'POST', '/messages', { payload: { kind: 'announcement', title: 'x', content: 'y', userName: m.userName }, headers: lang }),
      400,
      'mail.error.userNameOnlyPrivate',
      'en',
    );
    expectFailure(await opsCall(h, 'POST', '/messages', { payload: { kind: 'private', title: 'x', content: 'y', userName: 'nobody999' }, headers: lang }), 404, 'mail.error.noSuchMember', 'en');
    // Text is trimmed at the edge: a blank title is an empty one, refused by name.
    const blank = await opsCall(h, 'POST', '/messages', { payload: { kind: 'announcement', title: '   ', content: 'y' }, headers: lang });
    expect([blank.status, blank.body.field]).toEqual([400, 'title']);
    const money = await opsCall(h, 'POST', '/messages', { payload: { kind: 'money', title: 'x', content: 'y', userName: m.userName } });
    expect(money.status).toBe(400);
    expect(money.body.field).toBe('kind');
    expect((await opsCall(h, 'POST', '/messages', { payload: { kind: 'announcement', title: 'x', content: 'y' }, key: 'wrong-key-wrong-key' })).status).toBe(401);
    expect((await unread(m)).totalCount).toBe(0);
  });
});

describe("the server's own messages", () => {
  it('tells a member of a credited and a rejected deposit, in the language the member reads in', async () => {
    const m = await newMember();
    const credited = await bankOrder(h, m.token, '250.00');
    expectSuccess(await confirmOrder(h, m.token, credited.id, [await uploadProof(h, m.token)]));
    expectSuccess(await opsCall(h, 'POST', `/deposits/${credited.orderNo}/approve`));
    const rejected = await bankOrder(h, m.token, '100.00');
    expectSuccess(await confirmOrder(h, m.token, rejected.id, [await uploadProof(h, m.token)]));
    expectSuccess(await opsCall(h, 'POST', `/deposits/${rejected.orderNo}/reject`, { payload: { reason: 'No payment found' } }));

    const inEnglish = await list(m, { tab: 'money' }, 'en');
    expect(inEnglish.records.map(({ title, content }) => ({ title, content }))).toEqual([
      {
        title: message('en', 'notify.depositRejected.title'),
        content: message('en', 'notify.depositRejected.content', { orderNo: rejected.orderNo, amount: '100.00', reason: 'No payment found' }),
      },
      { title: message('en', 'notify.depositCredited.title'), content: message('en', 'notify.depositCredited.content', { orderNo: credited.orderNo, amount: '250.00' }) },
    ]);
    const inChinese = await list(m, { tab: 'money' }, 'hk');
    expect(inChinese.records[1].content).toBe(message('hk', 'notify.depositCredited.content', { orderNo: credited.orderNo, amount: '250.00' }));
    expect((await unread(m)).tabCounts.money).toBe(2);
  });

  it('tells a member of a paid and a rejected withdrawal', async () => {
    const m = await payoutMember(h);
    await sandboxCredit(h, m.userName, '1000.00');
    const card = await boundCard(h, m);
    const paid = await withdrawn(h, m.token, { accountKind: 'bankCard', accountId: card.id, amount: '120.00', method: 'appointment' });
    expectSuccess(await opsCall(h, 'POST', `/withdrawals/${paid.orderNo}/approve`));
    const refused = await withdrawn(h, m.token, { accountKind: 'bankCard', accountId: card.id, amount: '130.00', method: 'appointment' });
    expectSuccess(await opsCall(h, 'POST', `/withdrawals/${refused.orderNo}/reject`, { payload: { reason: 'Name mismatch' } }));
    const page = await list(m, { tab: 'money' }, 'en');
    expect(page.records.map((item) => item.title)).toEqual([message('en', 'notify.withdrawalRejected.title'), message('en', 'notify.withdrawalPaid.title')]);
    expect(page.records[0].content).toBe(message('en', 'notify.withdrawalRejected.content', { orderNo: refused.orderNo, amount: '130.00', reason: 'Name mismatch' }));
    expect(page.records[1].content).toBe(message('en', 'notify.withdrawalPaid.content', { orderNo: paid.orderNo, amount: '120.00' }));
  });
});

describe('npm run ops -- messages', () => {
  it('sends to everyone and to one member through the API with the key', async () => {
    const m = await newMember();
    const { lines, run } = opsCommand(h);
    expect(await run(['messages', 'send', 'announcement', 'Cup final', 'Live odds from 20:00.'])).toBe(0);
    expect(await run(['messages', 'send', 'private', m.userName, 'Hello', 'Your host speaking.'])).toBe(0);
    expect(lines.join('\n')).toContain(`private\t${m.userName}\tHello`);
    expect(await run(['messages', 'send', 'private', 'Hello', 'Your host speaking.'])).toBe(2);
    expect(await run(['messages', 'send', 'money', 'a', 'b'])).toBe(2);
    expect(await run(['messages', 'send', 'private', 'nobody999', 'Hello', 'x'])).toBe(1);
    expect((await list(m)).records.map((item) => item.title)).toEqual(['Hello', 'Cup final']);
  });
});
