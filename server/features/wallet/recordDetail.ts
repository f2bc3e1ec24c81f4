import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../../errors';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { WALLET_TYPE } from '../../../machines/rules/wallet';
import type { TransferDetail } from '../../../contract/transactionRecord';
import { CONVERT_TYPE, convertTypeLabelKey, MOVEMENT_KIND, MOVEMENT_STATUS_SUCCESS } from './recordTypes';
import { statusName } from './records';

/** The answer for a record that is not the caller's or does not exist: the two are one answer. */
const recordNotFound = () => new DomainError(404, 'error.notFound');

/** Types 1 and 3 move money from the central wallet into a venue; 2 and 4 bring it back. */
const INTO_VENUE: ReadonlySet<number> = new Set([CONVERT_TYPE.quotaIn, CONVERT_TYPE.freeIn]);

/**
 * One of the member's transfer records in full, by the id its list gives it: a transfer movement (a positive
 * id) with the wallets it moved between, or a transfer-free mode switch (the switch's id, negated), which moves
 * no money and so names no wallets.
 */
export async function transferDetail(db: Kysely<Database>, userId: number, language: LanguageCode, id: number): Promise<TransferDetail> {
  if (id < 0) return modeSwitchDetail(db, userId, language, -id);
  const row = await db
    .selectFrom('movements')
    .leftJoin('platforms_texts as venue', (join) =>
      join.onRef('venue.plat_type', '=', 'movements.plat_type').on('venue.language_type', '=', languageIdOf(language)),
    )
    .select([
      'movements.id',
      'movements.reference',
      'movements.convert_type',
      'movements.amount_minor',
      'movements.plat_type',
      'movements.status',
      'movements.created_at',
      'venue.title as venue_title',
    ])
    .where('movements.id', '=', id)
    .where('movements.user_id', '=', userId)
    .where('movements.kind', '=', MOVEMENT_KIND.transfer)
    .where('movements.phase', '=', 'single')
    .executeTakeFirst();
  if (!row || row.convert_type === null) throw recordNotFound();
  const convertType = Number(row.convert_type);
  const central = translate(language, 'venue.centralWallet');
  const venue = row.plat_type === null ? null : (row.venue_title ?? row.plat_type);
  const intoVenue = INTO_VENUE.has(convertType);
  return {
    id: Number(row.id),
    orderNo: row.reference,
    convertType,
    convertTypeName: translate(language, convertTypeLabelKey(convertType)),
    convertMoney: formatMinor(Number(row.amount_minor)),
    platType: row.plat_type,
    apiTitle: row.plat_type === null ? null : row.venue_title,
    statusName: statusName(language, Number(row.status)),
    createTime: Number(row.created_at),
    fromWallet: intoVenue ? central : venue,
    toWallet: intoVenue ? venue : central,
  };
}

async function modeSwitchDetail(db: Kysely<Database>, userId: number, language: LanguageCode, switchId: number): Promise<TransferDetail> {
  const row = await db
    .selectFrom('wallet_mode_switches')
    .select(['id', 'reference', 'wallet_type', 'created_at'])
    .where('id', '=', switchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw recordNotFound();
  const convertType = Number(row.wallet_type) === WALLET_TYPE.transferFree ? CONVERT_TYPE.freeOn : CONVERT_TYPE.freeOff;
  return {
    id: -Number(row.id),
    orderNo: row.reference,
    convertType,
    convertTypeName: translate(language, convertTypeLabelKey(convertType)),
    convertMoney: formatMinor(0),
    platType: null,
    apiTitle: null,
    statusName: statusName(language, MOVEMENT_STATUS_SUCCESS),
    createTime: Number(row.created_at),
    fromWallet: null,
    toWallet: null,
  };
}
