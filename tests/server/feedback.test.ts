/**
 * Feedback on both engines: the description's edges (19, 20, 200 and 201 characters), the problem type,
 * screenshots (the member's own uploads, at most 3), the related order (the member's own), list (page.list),
 * info and delete of only the member's own, and the operator's desk: the reply shows in the detail and
 * arrives as a private message, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost, message } from './flows';
import { bankOrder, depositHarnessConfig, opsCall, uploadProof } from './depositFlows';
import type { FeedbackItem, FeedbackPage, OpsFeedback } from '../../contract/feedback';
import type { MessageItem } from '../../contract/messages';
import type { RecordPage } from '../../contract/wallet';

let h: Harness;
let serial = 0;
type Member = Awaited<ReturnType<typeof createMember>>;
const newMember = () => createMember(h, `fb${String((serial += 1)).padStart(5, '0')}`);

beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const save = (m: Member, payload: Record<string, unknown>, lang = 'en') => memberPost(h, m.token, '/feedback/save', { payload, headers: { lang } });
const chars = (count: number) => '充'.repeat(count);

async function saved(m: Member, payload: Record<string, unknown>) {
  const response = await save(m, payload);
  expectSuccess(response);
  return response.body.feedback as FeedbackItem;
}

describe('submitting feedback', () => {
  it('takes a description of 20 and of 200 characters and refuses 19 and 201, saving nothing', async () => {
    const m = await newMember();
    expectFailure(await save(m, { opinionType: 1, problemDescription: chars(19) }), 400, 'feedback.error.descriptionShort', 'en');
    expectFailure(await save(m, { opinionType: 1, problemDescription: chars(201) }), 400, 'feedback.error.descriptionLong', 'en');
    // Spaces around the text do not count.
    expectFailure(await save(m, { opinionType: 1, problemDescription: `   ${chars(19)}   ` }), 400, 'feedback.error.descriptionShort', 'en');
    expect(await h.db.selectFrom('feedback').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    expect((await saved(m, { opinionType: 1, problemDescription: chars(20) })).problemDescription).toBe(chars(20));
    const longest = await saved(m, { opinionType: 9, problemDescription: chars(200) });
    expect(longest).toMatchObject({ opinionType: 9, opinionTypeName: message('en', 'feedback.type.9'), status: 'open', reply: null, orderNo: null, imageUrls: [] });
  });

  it('needs a problem type of 1-9', async () => {
    const m = await newMember();
    for (const opinionType of [undefined, 0, 10]) {
      expectFailure(await save(m, { opinionType, problemDescription: chars(30) }), 400, 'feedback.error.typeRequired', 'en');
    }
  });

  it("takes up to 3 of the member's own screenshots, refusing a fourth and another member's", async () => {
    const m = await newMember();
    const other = await newMember();
    const own = [await uploadProof(h, m.token), await uploadProof(h, m.token), await uploadProof(h, m.token), await uploadProof(h, m.token)];
    expectFailure(await save(m, { opinionType: 4, problemDescription: chars(25), imageUrls: own }), 400, 'feedback.error.tooManyScreenshots', 'en', { max: 3 });
    const othersPicture = await uploadProof(h, other.token);
    expectFailure(await save(m, { opinionType: 4, problemDescription: chars(25), imageUrls: [own[0], othersPicture] }), 400, 'feedback.error.screenshotInvalid', 'en');
    expectFailure(await save(m, { opinionType: 4, problemDescription: chars(25), imageUrls: ['/web/upload/files/none.png'] }), 400, 'feedback.error.screenshotInvalid', 'en');
    const item = await saved(m, { opinionType: 4, problemDescription: chars(25), imageUrls: own.slice(0, 3) });
    expect(item.imageUrls).toEqual(own.slice(0, 3));
  });

  it("relates an order only of the member's own", async () => {
    const m = await newMember();
    const other = await newMember();
    const mine = await bankOrder(h, m.token);
    const theirs = await bankOrder(h, other.token);
    expectFailure(await save(m, { opinionType: 1, problemDescription: chars(25), orderNo: theirs.orderNo }), 400, 'feedback.error.orderNotYours', 'en');
    expectFailure(await save(m, { opinionType: 1, problemDescription: chars(25), orderNo: 'DP-none' }), 400, 'feedback.error.orderNotYours', 'en');
    expect((await saved(m, { opinionType: 1, problemDescription: chars(25), orderNo: mine.orderNo })).orderNo).toBe(mine.orderNo);
  });
});

describe("a member's feedback", () => {
  it("lists, reads and deletes only the member's own", async () => {
    const m = await newMember();
    const other = await newMember();
    const first = await saved(m, { opinionType: 2, problemDescription: chars(21) });
    const second = await saved(m, { opinionType: 3, problemDescription: chars(22) });
    await saved(other, { opinionType: 3, problemDescription: chars(23) });
    const listed = await memberPost(h, m.token, '/feedback/list', { query: { pageIndex: 1, pageSize: 20 } });
    expectSuccess(listed);
    const page = listed.body.page as FeedbackPage;
    expect(page.list.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(2);
    expectFailure(await memberPost(h, other.token, `/feedback/info/${first.id}`), 404, 'feedback.error.notFound');
    expectFailure(await memberPost(h, other.token, `/feedback/delete/${first.id}`), 404, 'feedback.error.notFound');
    expectSuccess(await memberPost(h, m.token, `/feedback/delete/${first.id}`));
    expectFailure(await memberPost(h, m.token, `/feedback/info/${first.id}`), 404, 'feedback.error.notFound');
    expect(((await memberPost(h, m.token, '/feedback/list')).body.page as FeedbackPage).total).toBe(1);
  });
});

describe("the operator's feedback desk", () => {
  it('lists open feedback; the reply shows in the detail and arrives as a private message, once', async () => {
    const m = await newMember();
    const item = await saved(m, { opinionType: 8, problemDescription: '我的流水计算好像不对，请帮忙核实一下。谢谢！' });
    const open = await opsCall(h, 'GET', '/feedback?status=open');
    expectSuccess(open);
    expect((open.body.feedback as OpsFeedback[]).find((entry) => entry.id === item.id)?.userName).toBe(m.userName);
    const replied = await opsCall(h, 'POST', `/feedback/${item.id}/reply`, { payload: { content: '已核实，流水计算正确。' } });
    expectSuccess(replied);
    expect((replied.body.feedback as OpsFeedback).status).toBe('replied');
    expectFailure(await opsCall(h, 'POST', `/feedback/${item.id}/reply`, { payload: { content: 'again' }, headers: { lang: 'en' } }), 409, 'feedback.error.alreadyReplied', 'en');
    expectFailure(await opsCall(h, 'POST', '/feedback/2000000000/reply', { payload: { content: 'none' }, headers: { lang: 'en' } }), 404, 'feedback.error.notFound', 'en');
    const detail = await memberPost(h, m.token, `/feedback/info/${item.id}`);
    expect(detail.body.feedback).toMatchObject({ status: 'replied', reply: '已核实，流水计算正确。' });
    expect(((await opsCall(h, 'GET', '/feedback?status=open')).body.feedback as OpsFeedback[]).some((entry) => entry.id === item.id)).toBe(false);
    const inbox = await memberPost(h, m.token, '/message/list', { query: { tab: 'private' }, headers: { lang: 'en' } });
    const messages = (inbox.body.page as RecordPage<MessageItem>).records;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      title: message('en', 'notify.feedbackReplied.title'),
      content: message('en', 'notify.feedbackReplied.content', { feedbackId: item.id, reply: '已核实，流水计算正确。' }),
      isRead: false,
    });
  });
});
