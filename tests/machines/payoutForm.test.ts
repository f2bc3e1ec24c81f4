import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { firstPayoutProblem, payoutFormMachine, payoutFormProblems, PAYOUT_RESEND_SECONDS, EMPTY_PAYOUT_FIELDS, type PayoutFields, type PayoutRequest } from '../../machines/payoutForm';

const fields = (changes: Partial<PayoutFields>): PayoutFields => ({ ...EMPTY_PAYOUT_FIELDS, ...changes });
const BANK = fields({ bankId: '3', holderName: 'Li Lei', cardType: '1', bankcardNo: '6222020200112233', phone: '13800138000', smsCode: '123456' });

describe('payout form rules (spec section 5)', () => {
  it('a bank card whose holder is the registered real name passes', () => {
    expect(firstPayoutProblem('bankCard', BANK, 'Li Lei')).toBeNull();
  });
  it('a holder name other than the registered real name is refused', () => {
    expect(payoutFormProblems('bankCard', { ...BANK, holderName: 'Han Meimei' }, 'Li Lei').holderName).toBe('payout.holderName.mismatch');
  });
  it('a bank must be chosen', () => {
    expect(payoutFormProblems('bankCard', { ...BANK, bankId: '' }, 'Li Lei').bankId).toBe('payout.bank.required');
  });
  it.each([
    ['TRC20', 'T' + 'a'.repeat(15), null],
    ['TRC20', 'T' + 'a'.repeat(33), null],
    ['TRC20', 'T' + 'a'.repeat(14), 'payout.address.protocolMismatch'],
    ['TRC20', 'T' + 'a'.repeat(34), 'payout.address.protocolMismatch'],
    ['TRC20', '0x' + 'a'.repeat(20), 'payout.address.protocolMismatch'],
    ['ERC20', '0x' + 'a'.repeat(15), null],
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

function start(kind: 'bankCard' | 'blockchain' | 'thirdPart', submit: (request: PayoutRequest) => Promise<void> = async () => {}) {
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
    { input: { kind, realName: 'Li Lei' }, clock },
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
    for (const [field, value] of Object.entries({ alias: 'Cold', protocol: 'TRC20', address: 'T' + 'a'.repeat(20), smsCode: '123456' })) {
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

  it('unsupplied actors throw: sending a code fails back to ready', async () => {
    const actor = createActor(payoutFormMachine, { input: { kind: 'blockchain', realName: null } }).start();
    actor.send({ type: 'SEND_CODE' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches({ open: { code: 'ready' } }) && snapshot.context.failure !== null);
    expect(back.context.failure?.message).toBe('error.network');
  });
});
