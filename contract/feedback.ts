import { Type, type Static } from 'typebox';
import { endpoint, EpochMs, NoData } from './envelope';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';
import { OPS_ROLES } from './ops';

/**
 * Feedback (spec section 7 "Feedback"): save, list (response page.list), info and delete, only the
 * member's own; and the operator's desk (GET /web/ops/feedback, POST /web/ops/feedback/{id}/reply). Form
 * fields are optional text where a shared rule (machines/rules/feedback.ts) answers its own message.
 */

const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const FeedbackStatusValue = Type.Union([Type.Literal('open'), Type.Literal('replied')]);

export const FeedbackItem = Type.Object({
  id: Type.Integer(),
  opinionType: Type.Integer({ minimum: 1, maximum: 9 }),
  opinionTypeName: Type.String({ description: "In the caller's language" }),
  orderNo: Type.Union([Type.String(), Type.Null()], { description: 'The related order of the member, if any' }),
  problemDescription: Type.String(),
  imageUrls: Type.Array(Type.String()),
  status: FeedbackStatusValue,
  reply: Type.Union([Type.String(), Type.Null()]),
  replyTime: Type.Union([EpochMs, Type.Null()]),
  createTime: EpochMs,
});
export type FeedbackItem = Static<typeof FeedbackItem>;

export const SaveFeedbackBody = Type.Object({
  opinionType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: '1-9: the problem type' })),
  orderNo: Type.Optional(Type.String({ maxLength: 40, description: 'One of the member’s own deposit or withdrawal orders' })),
  problemDescription: Type.Optional(Type.String({ maxLength: 1000, description: '20 to 200 characters' })),
  imageUrls: Type.Optional(Type.Array(Type.String({ maxLength: 512 }), { maxItems: 10, description: 'Up to 3 of the member’s own uploads (/upload/uploadFile)' })),
});
export type SaveFeedbackBody = Static<typeof SaveFeedbackBody>;

export const FeedbackPage = Type.Object({ list: Type.Array(FeedbackItem), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });
export type FeedbackPage = Static<typeof FeedbackPage>;

const FeedbackIdParams = Type.Object({ id: RowId });

export const feedback = {
  saveFeedback: endpoint({
    method: 'POST',
    path: '/feedback/save',
    summary: 'Submits a feedback: problem type, optional order, description, up to 3 screenshots',
    access: 'member',
    body: SaveFeedbackBody,
    reply: Type.Object({ feedback: FeedbackItem }),
  }),
  feedbackList: endpoint({
    method: 'POST',
    path: '/feedback/list',
    summary: "A page of the member's feedback, newest first",
    access: 'member',
    querystring: Type.Object({
      pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
    }),
    reply: Type.Object({ page: FeedbackPage }),
  }),
  feedbackInfo: endpoint({
    method: 'POST',
    path: '/feedback/info/:id',
    summary: "One of the member's feedback, with the operator's reply",
    access: 'member',
    params: FeedbackIdParams,
    reply: Type.Object({ feedback: FeedbackItem }),
  }),
  deleteFeedback: endpoint({
    method: 'POST',
    path: '/feedback/delete/:id',
    summary: "Deletes one of the member's feedback (from the member's list)",
    access: 'member',
    params: FeedbackIdParams,
    reply: NoData,
  }),
} as const;

export const OpsFeedback = Type.Object({ ...FeedbackItem.properties, userName: Type.String() });
export type OpsFeedback = Static<typeof OpsFeedback>;

export const opsFeedback = {
  opsFeedbackList: endpoint({
    method: 'GET',
    path: '/ops/feedback',
    summary: 'Feedback awaiting a reply (or all), oldest first',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])) }),
    reply: Type.Object({ feedback: Type.Array(OpsFeedback) }),
  }),
  opsReplyFeedback: endpoint({
    method: 'POST',
    path: '/ops/feedback/:id/reply',
    summary: 'Replies to a feedback; the reply reaches the member as a private message',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    params: FeedbackIdParams,
    body: Type.Object({ content: Type.String({ minLength: 1, maxLength: 1000 }) }),
    reply: Type.Object({ feedback: OpsFeedback }),
  }),
} as const;
