import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AccountDeletionContext } from '../../../machines/accountDeletion';
import { DeleteAccountDialog } from '../../../src/features/payout/DeleteAccountDialog';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & { removal: ReturnType<typeof deferred<unknown>> | null; deleted: string[] };

const field = () => screen.getByLabelText<HTMLInputElement>(text('withdrawal.password'));
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`^(${text('payout.delete.submit')}|${text('auth.submitting')})$`) });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AccountDeletionContext;

export const accountDeletionScreen: ScreenAdapter<Ui> = {
  flowId: 'accountDeletion',
  mount(path) {
    const deleted: string[] = [];
    const ui: Ui = {
      ...renderWithSite(
        <DeleteAccountDialog
          name="ICBC 2233"
          hasWithdrawPassword={(path.scenario.input as { hasWithdrawPassword: boolean }).hasWithdrawPassword}
          remove={() => {
            ui.removal = deferred<unknown>();
            return ui.removal.promise;
          }}
          onClose={() => {}}
          onDeleted={() => void deleted.push('deleted')}
        />,
      ),
      removal: null,
      deleted,
    };
    return ui;
  },
  events: {
    async SET_PASSWORD(ui, event) {
      await ui.user.clear(field());
      await ui.user.type(field(), String(event.password));
    },
    async SUBMIT(ui) {
      await ui.user.click(submit());
    },
    async 'xstate.done.actor.remove'(ui) {
      await act(async () => ui.removal!.resolve(undefined));
    },
    async 'xstate.error.actor.remove'(ui, event) {
      await act(async () => ui.removal!.reject(event.error));
    },
  },
  states: {
    'accountDeletion.opening': () => expect.fail('opening is eventless, never a resting state'),
    'accountDeletion.needsWithdrawPassword': () => {
      expect(screen.getByRole('alert').textContent).toContain(text('security.withdrawPassword.notSet'));
      expect(screen.getByRole('link', { name: text('withdrawal.fix.withdrawPassword') }).getAttribute('href')).toContain('/mine/userInfo');
      expect(screen.queryByLabelText(text('withdrawal.password'))).toBeNull();
    },
    'accountDeletion.confirming': (ui, expected) => {
      const { password, problem } = contextOf(expected);
      expect(field().value).toBe(password);
      expect(field().disabled).toBe(false);
      expect(submit().textContent).toBe(text('payout.delete.submit'));
      const alert = screen.queryByRole('alert');
      // The rule's problem is a locale key; a refusal brings the server's own words.
      if (problem) expect(alert?.textContent).toBe(problem === 'withdrawal.form.password' ? text(problem) : problem);
      else expect(alert).toBeNull();
      expect(ui.deleted).toEqual([]);
    },
    'accountDeletion.deleting': () => {
      expect(field().disabled).toBe(true);
      expect(submit().textContent).toBe(text('auth.submitting'));
    },
    'accountDeletion.deleted': (ui) => {
      expect(ui.deleted).toEqual(['deleted']);
    },
  },
};
