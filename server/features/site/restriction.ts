import { BlockList, isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Barred address ranges (CIDR) from the database plus any the operator sets in BARRED_IP_RANGES.
 * A malformed entry is skipped rather than failing every check.
 */
export async function loadBarredRanges(db: Kysely<Database>, extra: string[]): Promise<BlockList> {
  const rows = await db.selectFrom('ip_restrictions').select('cidr').execute();
  const list = new BlockList();
  for (const cidr of [...rows.map((row) => row.cidr), ...extra]) {
    const [address, prefix] = cidr.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)) {
      list.addSubnet(address, Number(prefix), type);
    }
  }
  return list;
}

export function isBarred(list: BlockList, ip: string): boolean {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(mapped);
  return family !== 0 && list.check(mapped, family === 4 ? 'ipv4' : 'ipv6');
}
