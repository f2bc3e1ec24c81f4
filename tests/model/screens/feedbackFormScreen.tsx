import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { feedbackFormMachine, feedbackFormProblems, type FeedbackFormContext } from '../../../machines/feedbackForm';
import { FeedbackForm } from '../../../src/features/feedback/FeedbackPage';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
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

type FormUi = ReturnType<typeof renderWithSite> & { held: Held };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FeedbackFormContext;
const field = (name: string) => document.querySelector<HTMLInputElement & HTMLTextAreaElement>(`.feedback-form [name="${name}"]`)!;
const submit = () => document.querySelector<HTMLButtonElement>('.feedback-form__submit')!;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

/** The form as the member sees it: the count, the chosen type, the screenshots, the rules' messages once shown. */
function seeForm(expected: AnyMachineSnapshot) {
  const context = contextOf(expected);
  expect(screen.getByTestId('feedback-count').textContent).toBe(`${[...context.description.trim()].length}/200`);
  expect(field('problemDescription').value).toBe(context.description);
  expect(document.querySelectorAll('.feedback-form__shots img')).toHaveLength(context.screenshots.length);
  const problems = feedbackFormProblems(context);
  const expectedAlerts = [
    ...(context.showProblems && problems.opinionType ? [text(problems.opinionType)] : []),
    ...(context.showProblems && problems.description ? [text(problems.description)] : []),
    ...(context.fileProblem ? [text(context.fileProblem, { max: 3 })] : []),
    ...(context.failure ? [context.failure.msg] : []),
  ];
  expect(alerts()).toEqual(expectedAlerts);
}

export const feedbackFormScreen: ScreenAdapter<FormUi> = {
  flowId: 'feedbackForm',
  mount() {
    const held: Held = {};
    const logic = feedbackFormMachine.provide({
      actors: { uploadScreenshot: holding(held, 'uploadScreenshot') as never, saveFeedback: holding(held, 'saveFeedback') as never },
    });
    return { ...renderWithSite(<FeedbackForm logic={logic} />), held };
  },
  events: {
    async SET_TYPE(ui, event) {
      await ui.user.click(screen.getByRole('radio', { name: text(`feedback.type.${String(event.value)}`) }));
    },
    async SET_ORDER(_ui, event) {
      fireEvent.change(field('orderNo'), { target: { value: event.value } });
    },
    async SET_DESCRIPTION(_ui, event) {
      fireEvent.change(field('problemDescription'), { target: { value: event.value } });
    },
    async ADD_SCREENSHOT(_ui, event) {
      const chosen = event.file as { name: string; type: string; size: number };
      const file = new File(['x'.repeat(chosen.size)], chosen.name, { type: chosen.type });
      fireEvent.change(field('screenshot'), { target: { files: [file] } });
    },
    async REMOVE_SCREENSHOT(ui, event) {
      await ui.user.click(screen.getByRole('button', { name: text('feedback.removeScreenshot', { index: Number(event.index) + 1 }) }));
    },
    async SUBMIT(ui) {
      await ui.user.click(submit());
    },
    async RESET(ui) {
      await ui.user.click(screen.getByRole('button', { name: text('feedback.another') }));
    },
    'xstate.done.actor.uploadScreenshot': (ui, event) => settle(ui.held, 'uploadScreenshot', 'done', event.output),
    'xstate.error.actor.uploadScreenshot': (ui, event) => settle(ui.held, 'uploadScreenshot', 'error', event.error),
    'xstate.done.actor.saveFeedback': (ui, event) => settle(ui.held, 'saveFeedback', 'done', event.output),
    'xstate.error.actor.saveFeedback': (ui, event) => settle(ui.held, 'saveFeedback', 'error', event.error),
  },
  states: {
    'feedbackForm.editing': (_ui, expected) => {
      seeForm(expected);
      expect(submit().disabled).toBe(false);
    },
    'feedbackForm.uploading': (_ui, expected) => {
      seeForm(expected);
      expect(document.querySelector('.feedback-form__add')?.getAttribute('aria-busy')).toBe('true');
      expect(submit().disabled).toBe(true);
    },
    'feedbackForm.submitting': (_ui, expected) => {
      seeForm(expected);
      expect(submit().getAttribute('aria-busy')).toBe('true');
    },
    'feedbackForm.done': () => {
      expect(screen.getByRole('status').textContent).toContain(text('feedback.doneTitle'));
    },
  },
};
