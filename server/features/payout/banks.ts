import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { translate } from '../../http/messages';
import type { LanguageCode } from '../../../machines/rules/language';
import type { SysBank } from '../../../contract/withdrawal';

/** The supported banks (spec section 9: 15), named in the caller's language, with our own icons. */
export async function systemBanks(db: Kysely<Database>, language: LanguageCode): Promise<SysBank[]> {
  const rows = await db.selectFrom('system_banks').selectAll().orderBy('sort_order').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    bankCode: row.bank_code,
    bankName: translate(language, `payout.bank.${row.bank_code}`),
    iconUrl: row.icon_url,
  }));
}

export async function systemBank(db: Kysely<Database>, bankId: number | undefined) {
  if (bankId === undefined) return null;
  return (await db.selectFrom('system_banks').selectAll().where('id', '=', bankId).executeTakeFirst()) ?? null;
}
