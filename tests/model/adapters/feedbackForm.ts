import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';
import { feedbackFormProblems, type ChosenFile, type FeedbackFormContext } from '../../../machines/feedbackForm';

/** Descriptions at the spec's edges: 19 characters is refused, 20 taken. */
export const TOO_SHORT = '充值一小时了还没有到账请帮忙查一下谢谢'; // 19 characters
export const LONG_ENOUGH = '充值一小时了还没有到账请帮忙查一下谢谢您'; // 20 characters
export const PICTURE: ChosenFile = { name: 'proof.png', size: 2048, type: 'image/png' };
export const NOT_A_PICTURE: ChosenFile = { name: 'notes.pdf', size: 2048, type: 'application/pdf' };
export const REFUSED = Object.assign(new Error('API call failed with code 400'), { code: 400, msg: 'Please choose the related order from your own orders.', field: 'orderNo' });

export const feedbackFormModel: ModelAdapter = {
  flowId: 'feedbackForm',
  scenarios: [{ name: 'an empty form' }],
  events: [
    { type: 'SET_TYPE', value: 1 },
    { type: 'SET_ORDER', value: 'DP20250301000001' },
    { type: 'SET_DESCRIPTION', value: TOO_SHORT },
    { type: 'SET_DESCRIPTION', value: LONG_ENOUGH },
    { type: 'ADD_SCREENSHOT', file: PICTURE },
    { type: 'ADD_SCREENSHOT', file: NOT_A_PICTURE },
    { type: 'REMOVE_SCREENSHOT', index: 0 },
    { type: 'SUBMIT' },
    { type: 'RESET' },
    { type: 'xstate.done.actor.uploadScreenshot', output: '/web/upload/files/proof.png' },
    { type: 'xstate.error.actor.uploadScreenshot', error: REFUSED },
    { type: 'xstate.done.actor.saveFeedback', output: { id: 7 } },
    { type: 'xstate.error.actor.saveFeedback', error: REFUSED },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as FeedbackFormContext;
    const problems = feedbackFormProblems(context);
    return JSON.stringify([
      snapshot.value,
      problems.opinionType,
      problems.description,
      context.description === '',
      context.orderNo !== '',
      Math.min(context.screenshots.length, 1),
      context.fileProblem,
      context.showProblems,
      context.failure !== null,
    ]);
  },
  // Simple paths walk submitting and its outcomes only; editing's many orders of typing are the shortest paths' (and transition paths').
  simplePathEvents: (event) => ['SUBMIT', 'xstate.done.actor.saveFeedback', 'xstate.error.actor.saveFeedback'].includes(event.type),
};
