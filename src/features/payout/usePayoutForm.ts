import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { payoutFormMachine, type PayoutFormInput, type PayoutRequest } from '../../../machines/payoutForm';
import * as payoutApi from '../../api/payout';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectPayoutForm } from './connectPayoutForm';

/** The request bodies the three kinds of account take, from the form's fields. */
export async function savePayoutAccount({ kind, accountId, fields }: PayoutRequest): Promise<void> {
  if (kind === 'bankCard') {
    const body = {
      bankId: Number(fields.bankId),
      holderName: fields.holderName.trim(),
      cardType: Number(fields.cardType),
      bankcardNo: fields.bankcardNo,
      phone: fields.phone,
      smsCode: fields.smsCode,
    };
    await (accountId === null ? payoutApi.bindBankCard(body) : payoutApi.modifyBankCard(accountId, body));
  } else if (kind === 'blockchain') {
    const body = { alias: fields.alias.trim(), protocol: fields.protocol, address: fields.address, smsCode: fields.smsCode };
    await (accountId === null ? payoutApi.bindCoinAccount(body) : payoutApi.modifyCoinAccount(accountId, body));
  } else {
    const body = { type: fields.type, alias: fields.alias.trim(), account: fields.account, smsCode: fields.smsCode };
    await (accountId === null ? payoutApi.bindWalletAccount(body) : payoutApi.modifyWalletAccount(accountId, body));
  }
}

/**
 * The payout form machine with the site's effects; `onSaved` reloads the list and closes the dialog.
 * `given` replaces the whole machine (screen tests hand one whose effects they hold).
 */
export function usePayoutForm(input: PayoutFormInput, onSaved: () => void, given?: typeof payoutFormMachine) {
  const { notify, inspect } = useSiteActors();
  const [logic] = useState(
    () =>
      given ??
      payoutFormMachine.provide({
      actors: {
        sendCode: fromPromise(() => payoutApi.sendBindCode()),
        submit: fromPromise(({ input: request }) => savePayoutAccount(request)),
      },
      actions: {
        announceSaved: () => notify('success', input.accountId === undefined ? 'payout.bound' : 'payout.saved'),
        close: onSaved,
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect, input });
  return connectPayoutForm(state, send);
}
