/**
 * Feedback rules shared by the feedback form machine and the API server (spec sections 3, 5 and 9): the
 * nine problem types, the description's 20-200 characters, up to 3 screenshots, the panel's 20. Refusals
 * are locale keys, so the form and the server say the same thing.
 */

/** opinionType 1-9: deposit, withdrawal, member suggestion, game, discount, website/app login, modify information, turnover, other. */
export const OPINION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type OpinionType = (typeof OPINION_TYPES)[number];
export const opinionTypeKey = (type: number) => `feedback.type.${type}`;

/** Spec section 5: a description of 20 to 200 characters. */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 200;
/** Screenshots one feedback may carry (png, jpg or jpeg by content, at most 15 MB each: rules/upload.ts). */
export const SCREENSHOTS_MAX = 3;
/** Spec section 9: the feedback panel lists the latest 20. */
export const FEEDBACK_PANEL_SIZE = 20;

/** Characters as a member counts them (an emoji is one), after the spaces around the text are gone. */
export const descriptionLength = (text: string) => [...text.trim()].length;

export function descriptionProblem(text: string): string | null {
  const length = descriptionLength(text);
  if (length < DESCRIPTION_MIN) return 'feedback.error.descriptionShort';
  if (length > DESCRIPTION_MAX) return 'feedback.error.descriptionLong';
  return null;
}

export function opinionTypeProblem(type: number | null | undefined): string | null {
  return type !== null && type !== undefined && (OPINION_TYPES as readonly number[]).includes(type) ? null : 'feedback.error.typeRequired';
}

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
