import { act, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { expect } from 'vitest';
import { languageMachine } from '../../../machines/language';
import type { LanguageCode } from '../../../machines/rules/language';
import { LanguageSelect } from '../../../src/features/layout/LanguageSelect';
import type { SiteActors } from '../../../src/session/actors';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & { saving: ReturnType<typeof deferred<void>> | null };

const select = () => screen.getByRole('combobox', { name: text('language.label') }) as HTMLSelectElement;

export const languageScreen: ScreenAdapter<Ui> = {
  flowId: 'language',
  mount(path) {
    const member = path.scenario.name === 'member';
    const ui = { saving: null } as Ui;
    const languageSelector = createActor(
      languageMachine.provide({
        actors: {
          saveLanguage: fromPromise(() => {
            ui.saving = deferred<void>();
            return ui.saving.promise;
          }),
        },
        guards: { isMember: () => member },
      }),
      { input: path.scenario.input as { current: LanguageCode } },
    ).start();
    const actors = { languageSelector } as unknown as SiteActors;
    Object.assign(ui, renderWithSite(<SiteActorsContext.Provider value={actors}><LanguageSelect /></SiteActorsContext.Provider>));
    return ui;
  },
  events: {
    async SELECT(ui, event) {
      await ui.user.selectOptions(select(), String(event.language));
    },
    async 'xstate.done.actor.saveLanguage'(ui) {
      await act(async () => ui.saving!.resolve());
    },
    async 'xstate.error.actor.saveLanguage'(ui) {
      await act(async () => ui.saving!.reject(new Error('offline')));
    },
  },
  states: {
    'language.idle': () => expect(select().disabled).toBe(false),
    'language.saving': () => expect(select().disabled).toBe(true),
  },
};
