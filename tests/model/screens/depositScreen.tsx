import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import DepositPage from '../../../src/features/deposit/DepositPage';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import type { PaymentMethod, RechargeOrder } from '../../../src/api/deposit';
import type { DepositContext, OrderOutcome } from '../../../machines/deposit';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';
import { countdownText } from '../../../machines/rules/depositForm';
import { ORDER_POLL_MS, COUNTDOWN_TICK_MS } from '../../../machines/deposit';
import { CRYPTO_PAY_WINDOW_MS } from '../../../machines/rules/deposit';
import { deferred, renderWithSite, sessionRecorder, text } from '../../components/renderWithSite';
import { MODEL_METHODS, MODEL_ORDER, MODEL_PAY_URL, MODEL_PROOF_URL } from '../adapters/deposit';
import type { ApiMocks, ScreenAdapter } from '../screen';

/** The deposit calls the page makes (src/api/deposit.ts), mocked by screens.test.tsx. */
export interface DepositMocks {
  getPaymentMethods: Mock;
  recharge: Mock;
  createProviderOrder: Mock;
  uploadProof: Mock;
  confirmRechargeOrder: Mock;
  cancelRechargeOrder: Mock;
  getRechargeOrder: Mock;
  getDepositRecords: Mock;
}

/** The server's methods that the page maps to the model's (depositMethods.ts). */
export const SERVER_METHODS: PaymentMethod[] = [
  { id: 1, rechargeType: 'bank', rechargeTypeName: 'Bank transfer', payMode: 'offline', minAmount: '100.00', maxAmount: '50000.00', quickAmounts: ['100.00', '500.00'], iconUrl: '', channels: [], usdtRate: null },
  {
    id: 5,
    rechargeType: 'usdt',
    rechargeTypeName: 'USDT',
    payMode: 'offline',
    minAmount: '100.00',
    maxAmount: '50000.00',
    quickAmounts: ['100.00'],
    iconUrl: '',
    channels: [
      { id: 21, name: 'TRC20', providerCode: null, protocol: 'TRC20', minAmount: '100.00', maxAmount: '50000.00' },
      { id: 22, name: 'ERC20', providerCode: null, protocol: 'ERC20', minAmount: '100.00', maxAmount: '50000.00' },
    ],
    usdtRate: { currency: 'USDT', rate: '7.1000', setTime: 1_735_718_400_000 },
  },
  {
    id: 2,
    rechargeType: 'online',
    rechargeTypeName: 'Online banking',
    payMode: 'online',
    minAmount: '100.00',
    maxAmount: '50000.00',
    quickAmounts: ['100.00'],
    iconUrl: '',
    channels: [
      { id: 11, name: 'KOI Pay', providerCode: 'koiPay', protocol: null, minAmount: '100.00', maxAmount: '50000.00' },
      { id: 12, name: 'EB Pay', providerCode: 'ebPay', protocol: null, minAmount: '100.00', maxAmount: '50000.00' },
    ],
    usdtRate: null,
  },
];

/** What the server answers for each way the wait can end. */
const STATUS_OF: Record<OrderOutcome, number> = {
  pending: RECHARGE_STATUS.awaitingConfirmation,
  credited: RECHARGE_STATUS.credited,
  rejected: RECHARGE_STATUS.rejected,
  expired: RECHARGE_STATUS.expired,
  cancelled: RECHARGE_STATUS.cancelled,
};

type Held = Record<string, ReturnType<typeof deferred<unknown>> | undefined>;
type Ui = ReturnType<typeof renderWithSite> & { held: Held; open: Mock; copy: Mock; notify: Mock };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DepositContext;
const button = (id: string) => screen.getByRole('button', { name: text(id) }) as HTMLButtonElement;
const heading = (id: string, values: Record<string, string> = {}) => screen.getByRole('heading', { name: text(id, values) });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
const settle = (ui: Ui, name: string, how: 'resolve' | 'reject', value?: unknown) =>
  act(async () => {
    const call = ui.held[name];
    if (!call) throw new Error(`${name} was never called`);
    ui.held[name] = undefined;
    if (how === 'resolve') call.resolve(value);
    else call.reject(value ?? new Error('refused'));
  });
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

export function depositScreen(mocks: DepositMocks & Pick<ApiMocks, 'getWalletOverview' | 'getTransferRecords'>): ScreenAdapter<Ui> {
  return {
    flowId: 'deposit',
    mount() {
      // The machine's timers run on the test's word (real time still moves the clock on, as in the other screens).
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const held: Held = {};
      for (const name of ['getPaymentMethods', 'recharge', 'createProviderOrder', 'uploadProof', 'confirmRechargeOrder', 'cancelRechargeOrder', 'getRechargeOrder'] as const) {
        mocks[name].mockImplementation(() => {
          held[name] = deferred<unknown>();
          return held[name]!.promise;
        });
      }
      mocks.getDepositRecords.mockResolvedValue({ records: [], total: 0, pageIndex: 1, pageSize: 5 });
      // A credited deposit reloads the wallets (afterMoneyMoved).
      mocks.getWalletOverview.mockResolvedValue({ walletType: 0, centralBalance: '100.00', venueBalance: '0.00', walletList: [] });
      mocks.getTransferRecords.mockResolvedValue({ records: [], total: 0, pageIndex: 1, pageSize: 5 });
      const open = vi.fn();
      vi.spyOn(window, 'open').mockImplementation(open);
      const copy = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: copy }, configurable: true });
      const notify = vi.fn();
      const actors = { session: sessionRecorder(), notify } as unknown as SiteActors;
      const ui = renderWithSite(
        <SiteActorsContext.Provider value={actors}>
          <DepositPage />
        </SiteActorsContext.Provider>,
      );
      return { ...ui, held, open, copy, notify };
    },
    unmount() {
      vi.useRealTimers();
    },
    events: {
      async 'xstate.done.actor.loadMethods'(ui, event) {
        await settle(ui, 'getPaymentMethods', 'resolve', (event.output as unknown[]).length === 0 ? [] : SERVER_METHODS);
      },
      async 'xstate.error.actor.loadMethods'(ui) {
        await settle(ui, 'getPaymentMethods', 'reject');
      },
      async RETRY(ui) {
        await ui.user.click(button('list.retry'));
      },
      async CHOOSE_METHOD(ui, event) {
        const kind = MODEL_METHODS.find((method) => method.id === event.methodId)!.kind;
        await ui.user.click(document.querySelector(`.deposit-method[data-kind="${kind}"]`)!);
      },
      async SET_AMOUNT(ui, event) {
        const input = ui.container.querySelector<HTMLInputElement>('input[name="amount"]')!;
        await ui.user.clear(input);
        if (event.amount) await ui.user.type(input, String(event.amount));
      },
      async SET_DEPOSITOR(ui, event) {
        await ui.user.type(ui.container.querySelector<HTMLInputElement>('input[name="depositorName"]')!, String(event.name));
      },
      async SET_PROTOCOL(ui, event) {
        await ui.user.click(screen.getByLabelText(`USDT-${String(event.protocol)}`));
      },
      async SET_CHANNEL(ui, event) {
        const channel = SERVER_METHODS[2].channels.find((candidate) => String(candidate.id) === event.channel)!;
        await ui.user.click(screen.getByLabelText(channel.name));
      },
      async SUBMIT(ui) {
        await ui.user.click(ui.container.querySelector<HTMLButtonElement>('.deposit-form__submit')!);
      },
      async 'xstate.done.actor.createOrder'(ui) {
        await settle(ui, 'recharge', 'resolve', { ...MODEL_ORDER, providerCode: 'ebPay', protocol: 'ERC20' } satisfies RechargeOrder);
      },
      async 'xstate.error.actor.createOrder'(ui) {
        await settle(ui, 'recharge', 'reject');
      },
      async 'xstate.done.actor.createPayment'(ui) {
        await settle(ui, 'createProviderOrder', 'resolve', MODEL_PAY_URL);
        expect(ui.open).toHaveBeenLastCalledWith(MODEL_PAY_URL, '_blank', 'noopener');
      },
      async 'xstate.error.actor.createPayment'(ui) {
        await settle(ui, 'createProviderOrder', 'reject');
        expect(ui.open).not.toHaveBeenCalled();
      },
      async COPY(ui, event) {
        await ui.user.click(screen.getAllByRole('button', { name: new RegExp(`^${text('deposit.copyLabel', { what: '' })}`) }).at(-1)!);
        expect(ui.copy).toHaveBeenLastCalledWith(MODEL_ORDER.remarkCode ?? event.text);
        expect(ui.notify).toHaveBeenLastCalledWith('success', 'deposit.copied');
      },
      async PAID(ui) {
        await ui.user.click(button('deposit.iHavePaid'));
      },
      async BACK(ui) {
        await ui.user.click(button('deposit.backToAccount'));
      },
      async ADD_PROOF(_, event) {
        const { name, type, size } = event.file as { name: string; type: string; size: number };
        const file = new File([new Uint8Array(size)], name, { type });
        fireEvent.change(screen.getByTestId('deposit-proof-input'), { target: { files: [file] } });
      },
      async REMOVE_PROOF(ui, event) {
        await ui.user.click(screen.getByRole('button', { name: text('deposit.proofRemove', { number: Number(event.index) + 1 }) }));
      },
      async 'xstate.done.actor.uploadProof'(ui) {
        await settle(ui, 'uploadProof', 'resolve', MODEL_PROOF_URL);
      },
      async 'xstate.error.actor.uploadProof'(ui) {
        await settle(ui, 'uploadProof', 'reject');
      },
      async CONFIRM(ui) {
        await ui.user.click(button('deposit.submitProof'));
      },
      async 'xstate.done.actor.confirmOrder'(ui) {
        await settle(ui, 'confirmRechargeOrder', 'resolve', MODEL_ORDER);
      },
      async 'xstate.error.actor.confirmOrder'(ui) {
        await settle(ui, 'confirmRechargeOrder', 'reject');
      },
      async OPEN_CASHIER(ui) {
        await ui.user.click(button('deposit.reopenCashier'));
        expect(ui.open).toHaveBeenCalledTimes(2);
      },
      async CANCEL(ui) {
        await ui.user.click(button('deposit.cancelOrder'));
      },
      async CHOOSE_REASON(ui, event) {
        await ui.user.click(screen.getByLabelText(text(`deposit.cancelReason.${String(event.reason)}`)));
      },
      async CONFIRM_CANCEL(ui) {
        await ui.user.click(screen.getByRole('dialog').querySelector<HTMLButtonElement>('.button--gold')!);
      },
      async KEEP_ORDER(ui) {
        await ui.user.click(button('deposit.keepOrder'));
      },
      async 'xstate.done.actor.cancelOrder'(ui) {
        await settle(ui, 'cancelRechargeOrder', 'resolve', MODEL_ORDER);
      },
      async 'xstate.error.actor.cancelOrder'(ui, event) {
        await settle(ui, 'cancelRechargeOrder', 'reject', event.error);
      },
      async 'xstate.after.orderPoll.deposit.waiting.resting'() {
        await advance(ORDER_POLL_MS);
      },
      async 'xstate.done.actor.fetchOrderOutcome'(ui, event) {
        await settle(ui, 'getRechargeOrder', 'resolve', { ...MODEL_ORDER, status: STATUS_OF[event.output as OrderOutcome] });
      },
      async 'xstate.error.actor.fetchOrderOutcome'(ui) {
        await settle(ui, 'getRechargeOrder', 'reject');
      },
      async 'xstate.after.countdownTick.deposit.crypto.countdown.running'() {
        await advance(COUNTDOWN_TICK_MS);
      },
      async 'xstate.after.cryptoPayWindow.deposit.crypto'() {
        // 1,800 ticks in one go: the screen renders once at the end, not once a second.
        await act(async () => void vi.advanceTimersByTime(CRYPTO_PAY_WINDOW_MS));
      },
      async NEW_DEPOSIT(ui) {
        await ui.user.click(button('deposit.newDeposit'));
      },
    },
    states: {
      'deposit.loading': () => {
        expect(screen.getByRole('status').textContent).toBe(text('common.loading'));
      },
      'deposit.unavailable': () => {
        expect(alertText()).toBe(text('deposit.unavailable'));
      },
      'deposit.form': (ui, expected) => {
        const context = contextOf(expected);
        const submit = ui.container.querySelector<HTMLButtonElement>('.deposit-form__submit')!;
        expect(submit.disabled).toBe(false);
        expect(ui.container.querySelector<HTMLInputElement>('input[name="amount"]')!.value).toBe(context.amount);
        const chosen = MODEL_METHODS.find((method) => method.id === context.methodId)!;
        expect(document.querySelector('.deposit-method.is-selected')!.getAttribute('data-kind')).toBe(chosen.kind);
        if (context.problem) expect(alertText()).toBe(text(context.problem, { min: '100.00', max: '50000.00' }));
        else expect(alertText()).toBeNull();
      },
      'deposit.creating': (ui) => {
        expect(ui.container.querySelector('.deposit-form__submit')!.textContent).toBe(text('auth.submitting'));
      },
      'deposit.online': (ui) => {
        expect(ui.container.querySelector('.deposit-form__submit')!.textContent).toBe(text('auth.submitting'));
      },
      'deposit.bank.paying': () => {
        expect(heading('deposit.bankTitle')).toBeTruthy();
        expect(screen.getByText(MODEL_ORDER.remarkCode!)).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      'deposit.bank.cancelDialog': (_, expected) => seeCancelDialog(expected),
      'deposit.bank.cancelling': () => {
        expect(button('auth.submitting').disabled).toBe(true);
      },
      'deposit.proof.choosing': (ui, expected) => {
        const context = contextOf(expected);
        expect(heading('deposit.proofTitle')).toBeTruthy();
        expect(ui.container.querySelectorAll('.deposit-proofs img')).toHaveLength(context.proofs.length);
        expect(alertText()).toBe(context.proofProblem ? text(context.proofProblem) : null);
      },
      'deposit.proof.uploading': (ui) => {
        expect(ui.container.querySelector('.deposit-upload.is-busy')).not.toBeNull();
      },
      'deposit.proof.confirming': () => {
        expect(button('auth.submitting').disabled).toBe(true);
      },
      'deposit.crypto.countdown.running': (_, expected) => {
        // The clock also moves with real time while the replay runs: a second or two may have gone by.
        const left = contextOf(expected).secondsLeft;
        expect([countdownText(left), countdownText(left - 1), countdownText(left - 2)]).toContain(screen.getByTestId('deposit-countdown').textContent);
      },
      'deposit.crypto.step.paying': () => {
        expect(heading('deposit.cryptoTitle', { protocol: 'ERC20' })).toBeTruthy();
        expect(button('deposit.iHavePaid').disabled).toBe(false);
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      'deposit.crypto.step.confirming': () => {
        expect(screen.getAllByRole('button', { name: text('auth.submitting') })[0]).toHaveProperty('disabled', true);
      },
      'deposit.crypto.step.cancelDialog': (_, expected) => seeCancelDialog(expected),
      'deposit.crypto.step.cancelling': () => {
        expect(screen.getByRole('dialog').querySelector<HTMLButtonElement>('.button--gold')!.disabled).toBe(true);
      },
      'deposit.waiting.resting': (_, expected) => seeWaiting(expected),
      'deposit.waiting.checking': (_, expected) => seeWaiting(expected),
      'deposit.credited': (ui) => {
        expect(heading('deposit.ended.credited')).toBeTruthy();
        expect(ui.notify).toHaveBeenCalledWith('success', 'deposit.creditedNotice');
      },
      'deposit.rejected': () => {
        expect(heading('deposit.ended.rejected')).toBeTruthy();
      },
      'deposit.expired': () => {
        expect(heading('deposit.ended.expired')).toBeTruthy();
      },
      'deposit.cancelled': () => {
        expect(heading('deposit.ended.cancelled')).toBeTruthy();
      },
    },
  };
}

function seeCancelDialog(expected: AnyMachineSnapshot) {
  const context = contextOf(expected);
  const dialog = screen.getByRole('dialog');
  expect(dialog.getAttribute('aria-label')).toBe(text('deposit.cancelTitle'));
  const shown = dialog.querySelector('[role="alert"]')?.textContent ?? null;
  if (context.cancelProblem) expect(shown).toBe(text(context.cancelProblem));
  else if (context.cancelRefusal) expect(shown).toBe(context.cancelRefusal.msg ?? text('deposit.cancelFailed'));
  else expect(shown).toBeNull();
}

function seeWaiting(expected: AnyMachineSnapshot) {
  const online = contextOf(expected).payUrl !== null;
  expect(heading(online ? 'deposit.waitingOnline' : 'deposit.waitingTitle')).toBeTruthy();
  expect(screen.queryByRole('button', { name: text('deposit.reopenCashier') }) !== null).toBe(online);
}
