import { act, screen } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { TransferFreeSwitch } from '../../../src/components/TransferFreeSwitch';
import TransferPage from '../../../src/features/transfer/TransferPage';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import type { WalletOverview } from '../../../src/api/wallet';
import { walletData } from '../../../src/store/wallet';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

export const OVERVIEW: WalletOverview = {
  walletType: 0,
  centralBalance: '2000.00',
  venueBalance: '15.00',
  walletList: [
    { platType: 'gsport', gameType: 3, apiTitle: 'Golden Sports', eng: 'Golden Sports', balance: '0.00', locked: false },
    { platType: 'rlive', gameType: 1, apiTitle: 'Royal Live', eng: 'Royal Live', balance: '15.00', locked: false },
  ],
};

type Held = ReturnType<typeof deferred<void>> | null;

const siteActors = () => ({ session: { send: () => {} } as unknown as AnyActorRef, notify: vi.fn() }) as unknown as SiteActors;

export interface WalletMocks {
  changeWalletType: Mock;
  convertMoney: Mock;
  recycleAll: Mock;
  getWalletOverview: Mock;
  getTransferRecords: Mock;
}

function holdCalls(mocks: WalletMocks, held: Record<string, Held>) {
  mocks.getWalletOverview.mockResolvedValue(OVERVIEW);
  mocks.getTransferRecords.mockResolvedValue({ records: [], total: 0, pageIndex: 1, pageSize: 5 });
  for (const name of ['changeWalletType', 'convertMoney', 'recycleAll'] as const) {
    mocks[name].mockImplementation(() => {
      held[name] = deferred<void>();
      return held[name]!.promise;
    });
  }
}

type ModeUi = ReturnType<typeof renderWithSite> & { held: Record<string, Held> };

const toggle = () => screen.getByRole('switch', { name: text('transfer.modeTitle') });

export function transferFreeModeScreen(mocks: WalletMocks): ScreenAdapter<ModeUi> {
  return {
    flowId: 'transferFreeMode',
    mount(path) {
      const held: Record<string, Held> = {};
      holdCalls(mocks, held);
      const { on } = path.scenario.input as { on: boolean };
      return {
        ...renderWithSite(
          <SiteActorsContext.Provider value={siteActors()}>
            <TransferFreeSwitch walletType={on ? 1 : 0} />
          </SiteActorsContext.Provider>,
        ),
        held,
      };
    },
    events: {
      async TOGGLE(ui) {
        await ui.user.click(toggle());
      },
      async 'xstate.done.actor.saveTransferFree'(ui) {
        await act(async () => ui.held.changeWalletType!.resolve());
      },
      async 'xstate.error.actor.saveTransferFree'(ui) {
        await act(async () => ui.held.changeWalletType!.reject(new Error('refused')));
      },
    },
    states: {
      // Eventless: the switch never rests here.
      'transferFreeMode.resolving': () => expect.fail('resolving is never a resting state'),
      'transferFreeMode.off': () => {
        expect(toggle().getAttribute('aria-checked')).toBe('false');
        expect((toggle() as HTMLButtonElement).disabled).toBe(false);
      },
      'transferFreeMode.switchingOn': () => {
        expect(toggle().getAttribute('aria-busy')).toBe('true');
        expect(toggle().getAttribute('aria-checked')).toBe('true');
      },
      'transferFreeMode.on': () => {
        expect(toggle().getAttribute('aria-checked')).toBe('true');
        expect((toggle() as HTMLButtonElement).disabled).toBe(false);
      },
      'transferFreeMode.switchingOff': () => {
        expect(toggle().getAttribute('aria-busy')).toBe('true');
        expect(toggle().getAttribute('aria-checked')).toBe('false');
      },
    },
  };
}

type TransferUi = ReturnType<typeof renderWithSite> & { held: Record<string, Held> };

const field = (ui: TransferUi, name: string) => ui.container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
const submit = () => document.querySelector<HTMLButtonElement>('.transfer-form__submit')!;
const recycle = () => screen.getByTestId('recycle') as HTMLButtonElement;

export function transferScreen(mocks: WalletMocks): ScreenAdapter<TransferUi> {
  return {
    flowId: 'transfer',
    async mount() {
      const held: Record<string, Held> = {};
      holdCalls(mocks, held);
      walletData.overview = OVERVIEW;
      const ui = renderWithSite(
        <SiteActorsContext.Provider value={siteActors()}>
          <TransferPage />
        </SiteActorsContext.Provider>,
      );
      await screen.findByRole('button', { name: text('transfer.submit') });
      return { ...ui, held };
    },
    events: {
      async SET_AMOUNT(ui, event) {
        await ui.user.clear(field(ui, 'amount'));
        if (event.amount) await ui.user.type(field(ui, 'amount'), String(event.amount));
      },
      async SET_FROM(ui, event) {
        await ui.user.selectOptions(field(ui, 'from'), String(event.wallet));
      },
      async SET_TO(ui, event) {
        await ui.user.selectOptions(field(ui, 'to'), String(event.wallet));
      },
      async PICK_VENUE(ui, event) {
        const tile = document.querySelector(`.venue-grid [data-venue="${String(event.wallet)}"] button`);
        await ui.user.click(tile as HTMLElement);
      },
      async SWAP(ui) {
        await ui.user.click(screen.getByRole('button', { name: text('transfer.swap') }));
      },
      async SUBMIT(ui) {
        await ui.user.click(submit());
      },
      async RECYCLE(ui) {
        await ui.user.click(recycle());
      },
      async 'xstate.done.actor.convertMoney'(ui) {
        await act(async () => ui.held.convertMoney!.resolve());
      },
      async 'xstate.error.actor.convertMoney'(ui) {
        await act(async () => ui.held.convertMoney!.reject(new Error('insufficient')));
      },
      async 'xstate.done.actor.recycle'(ui) {
        await act(async () => ui.held.recycleAll!.resolve());
      },
      async 'xstate.error.actor.recycle'(ui) {
        await act(async () => ui.held.recycleAll!.reject(new Error('busy')));
      },
    },
    states: {
      'transfer.editing': (ui, expected) => {
        expect(submit().disabled).toBe(false);
        expect(field(ui, 'from').value).toBe(expected.context.from);
        expect(field(ui, 'to').value).toBe(expected.context.to);
        expect(field(ui, 'amount').value).toBe(expected.context.amount);
        const problem = screen.queryByRole('alert');
        if (expected.context.problem) expect(problem?.textContent).toBe(text(expected.context.problem));
        else expect(problem).toBeNull();
      },
      'transfer.submitting': () => {
        expect(submit().disabled).toBe(true);
        expect(submit().textContent).toBe(text('auth.submitting'));
      },
      'transfer.recycling': () => {
        expect(recycle().textContent).toBe(text('auth.submitting'));
        expect(submit().disabled).toBe(true);
      },
    },
  };
}
