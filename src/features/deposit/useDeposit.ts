import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { depositMachine, type OrderOutcome } from '../../../machines/deposit';
import { isPaymentProvider, RECHARGE_STATUS, type CryptoProtocol } from '../../../machines/rules/deposit';
import * as depositApi from '../../api/deposit';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectDeposit, type ChannelInfo } from './connectDeposit';
import { toDepositMethod } from './depositMethods';
import { recordsChanged } from '../../store/recordRevisions';

/** How the wait reads an order's status code (machines/rules/deposit.ts RECHARGE_STATUS). */
export function outcomeOf(status: number): OrderOutcome {
  switch (status) {
    case RECHARGE_STATUS.credited:
      return 'credited';
    case RECHARGE_STATUS.rejected:
    case RECHARGE_STATUS.failed:
      return 'rejected';
    case RECHARGE_STATUS.expired:
      return 'expired';
    case RECHARGE_STATUS.cancelled:
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** The deposit machine with the page's effects: the deposit calls, the clipboard, the cashier window, toasts. */
export function useDeposit() {
  const { session, notify, inspect } = useSiteActors();
  const [channelInfo] = useState<Record<string, ChannelInfo>>(() => ({}));
  const [logic] = useState(() =>
    depositMachine.provide({
      actors: {
        loadMethods: fromPromise(async () => {
          const methods = await depositApi.getPaymentMethods();
          for (const method of methods) {
            for (const channel of method.channels) channelInfo[String(channel.id)] = { name: channel.name, min: channel.minAmount, max: channel.maxAmount };
          }
          return methods.map(toDepositMethod);
        }),
        createOrder: fromPromise(({ input }) =>
          depositApi.recharge({
            paymentMethodId: input.method.id,
            amount: input.amount,
            ...(input.method.kind === 'bank' ? { depositorName: input.depositorName } : {}),
            ...(input.method.kind === 'crypto' ? { protocol: input.protocol as CryptoProtocol } : {}),
            ...(input.method.kind === 'online' && input.channel ? { channelId: Number(input.channel) } : {}),
          }),
        ),
        createPayment: fromPromise(async ({ input }) => {
          const provider = input.order.providerCode;
          if (!provider || !isPaymentProvider(provider)) throw new Error(`deposit: order ${input.order.orderNo} names no provider`);
          return depositApi.createProviderOrder(provider, input.order.id);
        }),
        uploadProof: fromPromise(({ input }) => depositApi.uploadProof(input.file as File)),
        confirmOrder: fromPromise(async ({ input }) => {
          await depositApi.confirmRechargeOrder(input.id, input.voucherUrls);
        }),
        cancelOrder: fromPromise(async ({ input }) => {
          await depositApi.cancelRechargeOrder(input.id, input.reason);
        }),
        fetchOrderOutcome: fromPromise(async ({ input }) => outcomeOf((await depositApi.getRechargeOrder(input.id)).status)),
      },
      actions: {
        copyText: (_, { text }) => void navigator.clipboard?.writeText(text).catch(() => {}),
        openCashier: (_, { url }) => void window.open(url, '_blank', 'noopener'),
        announceCopied: () => notify('success', 'deposit.copied'),
        announceCancelled: () => notify('success', 'deposit.cancelled'),
        announceCredited: () => notify('success', 'deposit.creditedNotice'),
        refreshBalances: () => afterMoneyMoved(session),
        refreshRecords: () => recordsChanged('deposits'),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  return connectDeposit(state, send, channelInfo);
}
