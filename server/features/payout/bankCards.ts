import type { Kysely, Selectable } from 'kysely';
import type { Database, UserBankCardsTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { translate } from '../../http/messages';
import type { LanguageCode } from '../../../machines/rules/language';
import { checkPhone } from '../../../machines/rules/validation';
import { maskPhone } from '../../../machines/rules/profile';
import {
  BANK_CARD_MAX,
  cardTypeLabelKey,
  checkCardNumber,
  checkCardType,
  checkHolderName,
  maskCardNumber,
} from '../../../machines/rules/payout';
import type { BindBankCardBody, ModifyBankCardBody, UserBankCard } from '../../../contract/withdrawal';
import {
  accountNotFound,
  confirmDeletion,
  lockMember,
  memberFacts,
  refuseDuplicates,
  requireRoom,
  requireRule,
  spendBindingCode,
} from './accountGuards';
import { systemBank } from './banks';

/**
 * Bank cards (spec sections 3, 5, 9): the holder name must be the registered real name; card type 1 is
 * savings/debit, any other credit; 16-19 digits; one of the supported banks; the card's phone; at most
 * 10 a member. The number leaves the server only masked (first 4 and last 4).
 */

type CardRow = Selectable<UserBankCardsTable>;

async function cardView(db: Kysely<Database>, row: CardRow, language: LanguageCode): Promise<UserBankCard> {
  const bank = await db.selectFrom('system_banks').selectAll().where('id', '=', row.bank_id).executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    holderName: row.holder_name,
    cardType: Number(row.card_type),
    cardTypeName: translate(language, cardTypeLabelKey(Number(row.card_type))),
    bankId: Number(row.bank_id),
    bankName: translate(language, `payout.bank.${bank.bank_code}`),
    iconUrl: bank.icon_url,
    bankcardNo: maskCardNumber(row.card_no),
    phone: maskPhone(row.phone),
    createTime: Number(row.created_at),
  };
}

/** Every rule of a card's fields, in the form's order; answers the values to store. */
async function checkedCard(db: Kysely<Database>, realName: string | null, body: BindBankCardBody) {
  const holderName = (body.holderName ?? '').trim();
  const cardNo = (body.bankcardNo ?? '').replace(/\s+/g, '');
  const phone = (body.phone ?? '').trim();
  requireRule(checkHolderName(holderName, realName), 'holderName');
  requireRule(checkCardType(body.cardType ?? 0), 'cardType');
  requireRule(checkCardNumber(cardNo), 'bankcardNo');
  const bank = await systemBank(db, body.bankId);
  if (!bank) throw badRequest('payout.bank.required', {}, 'bankId');
  requireRule(checkPhone(phone), 'phone');
  return { holder_name: holderName, card_type: body.cardType!, bank_id: Number(bank.id), card_no: cardNo, phone };
}

const cardCount = async (db: Kysely<Database>, userId: number) =>
  Number((await db.selectFrom('user_bank_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

export async function bindBankCard(db: Kysely<Database>, clock: Clock, userId: number, body: BindBankCardBody, language: LanguageCode) {
  const facts = await memberFacts(db, userId);
  const card = await checkedCard(db, facts.realName, body);
  requireRoom(await cardCount(db, userId), BANK_CARD_MAX, 'payout.cardLimit');
  await spendBindingCode(db, clock, userId, facts.phone, body.smsCode);
  const row = await refuseDuplicates(() =>
    db.transaction().execute(async (trx) => {
      await lockMember(trx, userId);
      requireRoom(await cardCount(trx, userId), BANK_CARD_MAX, 'payout.cardLimit');
      return trx.insertInto('user_bank_cards').values({ ...card, user_id: userId, created_at: clock.now() }).returningAll().executeTakeFirstOrThrow();
    }),
  );
  return cardView(db, row, language);
}

export async function bankCardList(db: Kysely<Database>, userId: number, language: LanguageCode): Promise<UserBankCard[]> {
  const rows = await db.selectFrom('user_bank_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return Promise.all(rows.map((row) => cardView(db, row, language)));
}

export async function ownBankCard(db: Kysely<Database>, userId: number, id: number): Promise<CardRow> {
  const row = await db.selectFrom('user_bank_cards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw accountNotFound();
  return row;
}

export async function modifyBankCard(db: Kysely<Database>, clock: Clock, userId: number, body: ModifyBankCardBody, language: LanguageCode) {
  const facts = await memberFacts(db, userId);
  const card = await checkedCard(db, facts.realName, body);
  await ownBankCard(db, userId, body.id);
  await spendBindingCode(db, clock, userId, facts.phone, body.smsCode);
  const row = await refuseDuplicates(() =>
    db.updateTable('user_bank_cards').set(card).where('id', '=', body.id).where('user_id', '=', userId).returningAll().executeTakeFirst(),
  );
  if (!row) throw accountNotFound();
  return cardView(db, row, language);
}

export async function deleteBankCard(db: Kysely<Database>, clock: Clock, userId: number, id: number, password: string | undefined) {
  await confirmDeletion(db, clock, userId, password);
  const deleted = await db.deleteFrom('user_bank_cards').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw accountNotFound();
}
