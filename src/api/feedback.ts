import { call, type CallOptions } from './client';
import { feedback, type FeedbackItem, type FeedbackPage } from '../../contract/feedback';
import type { FeedbackDraft } from '../../machines/feedbackForm';

/** Feedback (spec section 7 "Feedback"): save, list, info and delete, only the member's own. */

export type { FeedbackItem } from '../../contract/feedback';

/** Saves the form; a refusal is shown on the form itself (no toast). */
export async function saveFeedback(draft: FeedbackDraft): Promise<FeedbackItem> {
  const body = { opinionType: draft.opinionType ?? undefined, orderNo: draft.orderNo || undefined, problemDescription: draft.description, imageUrls: draft.screenshots };
  return (await call(feedback.saveFeedback, { body }, { handles: 'all' })).feedback;
}

export async function getFeedbackPage(pageIndex: number, pageSize: number, options?: CallOptions): Promise<FeedbackPage> {
  return (await call(feedback.feedbackList, { query: { pageIndex, pageSize } }, options)).page;
}

export async function getFeedback(id: number, options?: CallOptions): Promise<FeedbackItem> {
  return (await call(feedback.feedbackInfo, { params: { id } }, options)).feedback;
}

export async function deleteFeedback(id: number): Promise<void> {
  await call(feedback.deleteFeedback, { params: { id } });
}
