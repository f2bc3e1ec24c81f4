import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { cleanPayoutInput, firstPayoutProblem, payoutFormFields, payoutFormMachine, payoutFormProblems, PAYOUT_RESEND_SECONDS, EMPTY_PAYOUT_FIELDS, type PayoutFields, type PayoutRequest } from '../../machines/payoutForm';
import { ETHEREUM_ADDRESS, ethereumCaseSlips, TRON_ADDRESS, tronSlips } from '../rules/cryptoAddressFixtures';

const fields = (changes: Partial<PayoutFields>): PayoutFields => ({ ...EMPTY_PAYOUT_FIELDS, ...changes });
const BANK = fields({ bankId: '3', holderName: 'Li Lei', cardType: '1', bankcardNo: '6222020200112233', phone: '13800138000', smsCode: '123456' });

describe('payout form rules (spec section 5)', () => {
  it('a bank card whose holder is the registered real name passes', () => {
    expect(firstPayoutProblem('bankCard', BANK, 'Li Lei')).toBeNull();
  });
  it('a holder name other than the registered real name is refused', () => {
    expect(payoutFormProblems('bankCard', { ...BANK, holderName: 'Han Meimei' }, 'Li Lei').holderName).toBe('payout.holderName.mismatch');
  });
  it('a new bank card starts with the registered real name as its holder, and as a debit card', () => {
    const actor = createActor(payoutFormMachine, { input: { kind: 'bankCard', realName: '李雷' } }).start();
    expect(actor.getSnapshot().context.fields).toMatchObject({ holderName: '李雷', cardType: '1' });
    const coin = createActor(payoutFormMachine, { input: { kind: 'blockchain', realName: '李雷' } }).start();
    expect(coin.getSnapshot().context.fields.holderName).toBe('');
    const changing = createActor(payoutFormMachine, { input: { kind: 'bankCard', realName: '李雷', accountId: 4, initial: { holderName: '李雷 ' } } }).start();
    expect(changing.getSnapshot().context.fields.holderName).toBe('李雷 ');
  });
  it('a credit card is not a payout card', () => {
    expect(payoutFormProblems('bankCard', { ...BANK, cardType: '2' }, 'Li Lei').cardType).toBe('payout.cardType.debitOnly');
  });
  it('a bank must be chosen', () => {
    expect(payoutFormProblems('bankCard', { ...BANK, bankId: '' }, 'Li Lei').bankId).toBe('payout.bank.required');
  });
  it.each([
    ['TRC20', TRON_ADDRESS, null],
    ['TRC20', tronSlips(TRON_ADDRESS)[9], 'payout.address.checksum'],
    ['TRC20', 'T' + 'a'.repeat(15), 'payout.address.checksum'],
    ['TRC20', 'T' + 'a'.repeat(33), 'payout.address.checksum'],
    ['TRC20', 'T' + 'a'.repeat(14), 'payout.address.protocolMismatch'],
    ['TRC20', 'T' + 'a'.repeat(34), 'payout.address.protocolMismatch'],
    ['TRC20', '0x' + 'a'.repeat(20), 'payout.address.protocolMismatch'],
    ['ERC20', ETHEREUM_ADDRESS, null],
    ['ERC20', ethereumCaseSlips(ETHEREUM_ADDRESS)[0], 'payout.address.checksum'],
    ['ERC20', '0x' + 'a'.repeat(15), 'payout.address.checksum'],
    ['ERC20', '0x' + 'a'.repeat(40), null],
    ['ERC20', '0x' + 'a'.repeat(41), 'payout.address.protocolMismatch'],
    ['ERC20', 'T' + 'a'.repeat(20), 'payout.address.protocolMismatch'],
  ])('a %s address %s → %s', (protocol, address, problem) => {
    expect(payoutFormProblems('blockchain', fields({ alias: 'a', protocol, address, smsCode: '123456' }), null).address).toBe(problem);
  });
  it.each([
    ['koi', 'kb' + '1'.repeat(15), null],
    ['koi', 'kb' + '1'.repeat(32), null],
    ['koi', 'kb' + '1'.repeat(14), 'payout.account.format.koi'],
    ['koi', 'eb' + '1'.repeat(20), 'payout.account.format.koi'],
    ['eb', 'eb' + '1'.repeat(15), null],
    ['eb', 'eb' + '1'.repeat(33), 'payout.account.format.eb'],
  ])('a %s account %s → %s', (type, account, problem) => {
    expect(payoutFormProblems('thirdPart', fields({ type, alias: 'a', account, smsCode: '123456' }), null).account).toBe(problem);
  });
  it('each form judges only its own fields', () => {
    expect(Object.keys(payoutFormProblems('blockchain', EMPTY_PAYOUT_FIELDS, null)).sort()).toEqual(['address', 'alias', 'protocol', 'smsCode']);
  });
});

function start(kind: 'bankCard' | 'blockchain' | 'thirdPart', submit: (request: PayoutRequest) => Promise<void> = async () => {}, smsRequired?: boolean) {
  const clock = new SimulatedClock();
  const sent: PayoutRequest[] = [];
  const closed: string[] = [];
  const actor = createActor(
    payoutFormMachine.provide({
      actors: {
        sendCode: fromPromise(async () => {}),
        submit: fromPromise(async ({ input }) => {
          sent.push(input);
          return submit(input);
        }),
      },
      actions: { close: () => closed.push('close') },
    }),
    { input: { kind, realName: 'Li Lei', ...(smsRequired === undefined ? {} : { smsRequired }) }, clock },
  ).start();
  return { actor, clock, sent, closed };
}

describe('the payout form machine', () => {
  it('sends nothing while a rule is broken, and marks every field', () => {
    const { actor, sent } = start('bankCard');
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([]);
    expect(Object.keys(actor.getSnapshot().context.touched).sort()).toEqual(['bankId', 'bankcardNo', 'cardType', 'holderName', 'phone', 'smsCode']);
  });

  it('with the site setting sms_switch off asks for no code: a form without one is sent', async () => {
    expect(payoutFormFields('bankCard', false)).toEqual(['bankId', 'holderName', 'cardType', 'bankcardNo', 'phone']);
    expect(firstPayoutProblem('bankCard', { ...BANK, smsCode: '' }, 'Li Lei', false)).toBeNull();
    const { actor, sent, closed } = start('bankCard', undefined, false);
    for (const [field, value] of Object.entries({ ...BANK, smsCode: '' })) actor.send({ type: 'SET_FIELD', field: field as keyof PayoutFields, value });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ kind: 'bankCard', accountId: null, fields: { ...BANK, smsCode: '' } }]);
    expect(closed).toEqual(['close']);
    // On (the default), the same form is held back for its code.
    const held = start('bankCard');
    for (const [field, value] of Object.entries({ ...BANK, smsCode: '' })) held.actor.send({ type: 'SET_FIELD', field: field as keyof PayoutFields, value });
    held.actor.send({ type: 'SUBMIT' });
    expect(held.sent).toEqual([]);
    expect(held.actor.getSnapshot().context.touched.smsCode).toBe(true);
  });

  it('card numbers, phones and codes keep digits only', () => {
    const { actor } = start('bankCard');
    actor.send({ type: 'SET_FIELD', field: 'bankcardNo', value: '6222 0202-0011 2233' });
    expect(actor.getSnapshot().context.fields.bankcardNo).toBe('6222020200112233');
  });

  it('submits a valid form and closes once saved', async () => {
    const { actor, sent, closed } = start('bankCard');
    for (const [field, value] of Object.entries(BANK)) actor.send({ type: 'SET_FIELD', field: field as keyof PayoutFields, value });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ kind: 'bankCard', accountId: null, fields: BANK }]);
    expect(closed).toEqual(['close']);
  });

  it('a refusal stays open with the server’s words beside its field', async () => {
    const { actor, closed } = start('blockchain', () => Promise.reject({ code: 1, msg: 'payout.address.protocolMismatch', field: 'address' }));
    for (const [field, value] of Object.entries({ alias: 'Cold', protocol: 'TRC20', address: TRON_ADDRESS, smsCode: '123456' })) {
      actor.send({ type: 'SET_FIELD', field: field as keyof PayoutFields, value });
    }
    actor.send({ type: 'SUBMIT' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches({ open: { entry: 'editing' } }) && snapshot.context.failure !== null);
    expect(back.context.failure).toEqual({ message: 'payout.address.protocolMismatch', field: 'address' });
    expect(closed).toEqual([]);
  });

  it('the code may be sent again after 60 seconds, not at 59', async () => {
    expect(PAYOUT_RESEND_SECONDS).toBe(60);
    const { actor, clock } = start('thirdPart');
    actor.send({ type: 'SEND_CODE' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('codeSent'));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    // Each second's timer is set when the last one fires, so time passes a second at a time.
    for (let second = 0; second < 59; second += 1) clock.increment(1_000);
    expect(actor.getSnapshot().hasTag('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches({ open: { code: 'ready' } })).toBe(true);
  });

  it('sends no code for a USDT address that fails its form or checksum: the address shows why; a real one gets its code', async () => {
    const sends: string[] = [];
    const actor = createActor(
      payoutFormMachine.provide({ actors: { sendCode: fromPromise<void>(async () => {
          sends.push('sent');
        }) } }),
      { input: { kind: 'blockchain', realName: null } },
    ).start();
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().context.touched).toEqual({ address: true });
    actor.send({ type: 'SET_FIELD', field: 'address', value: tronSlips(TRON_ADDRESS)[2] });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().matches({ open: { code: 'ready' } })).toBe(true);
    expect(payoutFormProblems('blockchain', actor.getSnapshot().context.fields, null).address).toBe('payout.address.checksum');
    expect(sends).toEqual([]);
    actor.send({ type: 'SET_FIELD', field: 'address', value: TRON_ADDRESS });
    actor.send({ type: 'SEND_CODE' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('codeSent'));
    expect(sends).toEqual(['sent']);
  });

  it('unsupplied actors throw: sending a code fails back to ready', async () => {
    const actor = createActor(payoutFormMachine, { input: { kind: 'thirdPart', realName: null } }).start();
    actor.send({ type: 'SEND_CODE' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches({ open: { code: 'ready' } }) && snapshot.context.failure !== null);
    expect(back.context.failure?.message).toBe('call.network');
  });
});

describe('payout form fields, one by one', () => {
  it('keeps digits only in card numbers, phones and codes, no blanks in addresses and accounts, and names as typed', () => {
    expect(cleanPayoutInput('bankcardNo', '6222 0202-01')).toBe('6222020201');
    expect(cleanPayoutInput('phone', '+86 138-0013-8000')).toBe('8613800138000');
    expect(cleanPayoutInput('smsCode', '12 34a56')).toBe('123456');
    expect(cleanPayoutInput('address', ' TQn9 Yw2x ')).toBe('TQn9Yw2x');
    expect(cleanPayoutInput('account', 'kb 1234 5678')).toBe('kb12345678');
    expect(cleanPayoutInput('alias', ' Cold wallet ')).toBe(' Cold wallet ');
    expect(cleanPayoutInput('holderName', 'Li Lei')).toBe('Li Lei');
  });

  it('judges each field of a bank card by its own rule', () => {
    const problems = payoutFormProblems('bankCard', { ...BANK, cardType: '0', bankcardNo: '12', phone: '123', smsCode: '12' }, 'Li Lei');
    expect(problems).toEqual({
      bankId: null,
      holderName: null,
      cardType: 'payout.cardType.required',
      bankcardNo: 'payout.cardNo.format',
      phone: 'rule.phone.format',
      smsCode: 'rule.smsCode.format',
    });
  });

  it('judges each field of an address and of an e-wallet account by its own rule, the choices always passing', () => {
    expect(payoutFormProblems('blockchain', fields({ alias: ' ', protocol: 'TRC20', address: '', smsCode: '' }), null)).toEqual({
      alias: 'payout.alias.required',
      protocol: null,
      address: 'payout.address.required',
      smsCode: 'rule.smsCode.required',
    });
    expect(payoutFormProblems('thirdPart', fields({ type: 'koi', alias: 'Mine', account: '', smsCode: '123456' }), null)).toEqual({
      type: null,
      alias: null,
      account: 'payout.account.required',
      smsCode: null,
    });
  });

  it('the first problem is the first broken field’s, even when earlier fields pass', () => {
    expect(firstPayoutProblem('bankCard', { ...BANK, smsCode: '' }, 'Li Lei')).toBe('rule.smsCode.required');
  });

  it('remembers every field the member has touched', () => {
    const { actor } = start('bankCard');
    actor.send({ type: 'SET_FIELD', field: 'bankId', value: '3' });
    actor.send({ type: 'SET_FIELD', field: 'holderName', value: 'Li Lei' });
    expect(actor.getSnapshot().context.touched).toEqual({ bankId: true, holderName: true });
  });
});
