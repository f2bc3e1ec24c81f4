import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf, type CallFailure } from './rules/callFailure';
import { descriptionProblem, opinionTypeProblem, SCREENSHOTS_MAX } from './rules/feedback';
import { uploadProblem } from './rules/upload';

/**
 * The feedback form (spec sections 2, 3 and 5): a problem type, an optional order of the member's, a
 * description of 20-200 characters counted as it is typed, and up to 3 screenshots uploaded one at a
 * time (png, jpg or jpeg, at most 15 MB: judged before sending, and by the server again). Nothing is
 * sent until the rules pass; a refusal stays on the form with the server's words; a success shows the
 * confirmation and the way to the member's feedback list.
 */

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export interface FeedbackDraft {
  opinionType: number | null;
  orderNo: string;
  description: string;
  screenshots: string[];
}

export interface FeedbackFormContext extends FeedbackDraft {
  /** After the first submission the rules' messages show beside their fields. */
  showProblems: boolean;
  fileProblem: string | null;
  failure: CallFailure | null;
  /** The id of the feedback just saved. */
  savedId: number | null;
}

export type FeedbackFormEvent =
  | { type: 'SET_TYPE'; value: number }
  | { type: 'SET_ORDER'; value: string }
  | { type: 'SET_DESCRIPTION'; value: string }
  | { type: 'ADD_SCREENSHOT'; file: ChosenFile }
  | { type: 'REMOVE_SCREENSHOT'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'RESET' };

/** The form's problems by field (locale keys), as the view shows them and the machine's guard reads them. */
export function feedbackFormProblems(context: FeedbackDraft): { opinionType: string | null; description: string | null } {
  return { opinionType: opinionTypeProblem(context.opinionType), description: descriptionProblem(context.description) };
}

const EMPTY: FeedbackFormContext = { opinionType: null, orderNo: '', description: '', screenshots: [], showProblems: false, fileProblem: null, failure: null, savedId: null };

export const feedbackFormMachine = setup({
  types: {
    context: {} as FeedbackFormContext,
    events: {} as FeedbackFormEvent,
  },
  actors: {
    uploadScreenshot: fromPromise<string, { file: ChosenFile }>(() => {
      throw new Error('feedbackForm: uploadScreenshot was not provided');
    }),
    saveFeedback: fromPromise<{ id: number }, FeedbackDraft>(() => {
      throw new Error('feedbackForm: saveFeedback was not provided');
    }),
  },
  actions: {
    setType: assign({ opinionType: (_, params: { value: number }) => params.value, failure: null }),
    setOrder: assign({ orderNo: (_, params: { value: string }) => params.value, failure: null }),
    setDescription: assign({ description: (_, params: { value: string }) => params.value, failure: null }),
    rejectFile: assign({ fileProblem: (_, params: { file: ChosenFile }) => uploadProblem(params.file, 'proof') ?? 'feedback.error.tooManyScreenshots' }),
    clearFileProblem: assign({ fileProblem: null }),
    addScreenshot: assign({ screenshots: ({ context }, params: { url: string }) => [...context.screenshots, params.url] }),
    removeScreenshot: assign({ screenshots: ({ context }, params: { index: number }) => context.screenshots.filter((_, index) => index !== params.index) }),
    showProblems: assign({ showProblems: true }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => callFailureOf(params.error) }),
    storeSaved: assign({ savedId: (_, params: { id: number }) => params.id }),
    reset: assign(() => EMPTY),
    announceSaved: () => {},
  },
  guards: {
    fileAcceptable: ({ context }, params: { file: ChosenFile }) => context.screenshots.length < SCREENSHOTS_MAX && uploadProblem(params.file, 'proof') === null,
    formValid: ({ context }) => Object.values(feedbackFormProblems(context)).every((problem) => problem === null),
  },
}).createMachine({
  id: 'feedbackForm',
  context: EMPTY,
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        SET_TYPE: { actions: { type: 'setType', params: ({ event }) => ({ value: event.value }) } },
        SET_ORDER: { actions: { type: 'setOrder', params: ({ event }) => ({ value: event.value }) } },
        SET_DESCRIPTION: { actions: { type: 'setDescription', params: ({ event }) => ({ value: event.value }) } },
        ADD_SCREENSHOT: [
          { guard: { type: 'fileAcceptable', params: ({ event }) => ({ file: event.file }) }, target: 'uploading', actions: 'clearFileProblem' },
          { actions: { type: 'rejectFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        REMOVE_SCREENSHOT: { actions: [{ type: 'removeScreenshot', params: ({ event }) => ({ index: event.index }) }, 'clearFileProblem'] },
        SUBMIT: [{ guard: 'formValid', target: 'submitting' }, { actions: 'showProblems' }],
      },
    },
    uploading: {
      tags: ['editing', 'uploading'],
      invoke: {
        id: 'uploadScreenshot',
        src: 'uploadScreenshot',
        input: ({ event }) => ({ file: (event as Extract<FeedbackFormEvent, { type: 'ADD_SCREENSHOT' }>).file }),
        onDone: { target: 'editing', actions: { type: 'addScreenshot', params: ({ event }) => ({ url: event.output }) } },
        // The upload's own message (the API client's toast, or the server's words in place).
        onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveFeedback',
        src: 'saveFeedback',
        input: ({ context }) => ({ opinionType: context.opinionType, orderNo: context.orderNo, description: context.description, screenshots: context.screenshots }),
        onDone: { target: 'done', actions: [{ type: 'storeSaved', params: ({ event }) => ({ id: event.output.id }) }, 'announceSaved'] },
        onError: { target: 'editing', actions: [{ type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, 'showProblems'] },
      },
    },
    done: {
      tags: ['done'],
      on: { RESET: { target: 'editing', actions: 'reset' } },
    },
  },
});
