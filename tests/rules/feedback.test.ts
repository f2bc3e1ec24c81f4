import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, descriptionProblem, FEEDBACK_PANEL_SIZE, opinionTypeProblem, SCREENSHOTS_MAX } from '../../machines/rules/feedback';

/** Spec section 5: a feedback description of 20-200 characters; section 9: the feedback panel lists 20. */
describe('feedback rules', () => {
  it('are the spec numbers', () => {
    expect([DESCRIPTION_MIN, DESCRIPTION_MAX, SCREENSHOTS_MAX, FEEDBACK_PANEL_SIZE]).toEqual([20, 200, 3, 20]);
  });

  it.each([
    [19, 'feedback.error.descriptionShort'],
    [20, null],
    [200, null],
    [201, 'feedback.error.descriptionLong'],
  ])('a description of %i characters: %s', (length, problem) => {
    expect(descriptionProblem('问'.repeat(length))).toBe(problem);
    expect(descriptionProblem('a'.repeat(length))).toBe(problem);
  });

  it('counts an emoji as one character and leaves out the spaces around the text', () => {
    expect(descriptionProblem(`  ${'😀'.repeat(20)}  `)).toBeNull();
    expect(descriptionProblem(`  ${'😀'.repeat(19)}  `)).toBe('feedback.error.descriptionShort');
  });

  it('takes problem types 1 to 9 only', () => {
    expect([1, 9].map(opinionTypeProblem)).toEqual([null, null]);
    expect([0, 10, null, undefined].map(opinionTypeProblem)).toEqual(Array(4).fill('feedback.error.typeRequired'));
  });
});
