import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import { fileTypeFromFile } from 'file-type';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, DomainError } from '../../errors';
import {
  UPLOAD_BYTES_PER_HOUR,
  UPLOAD_QUOTA_WINDOW_MS,
  UPLOAD_TYPES,
  UPLOADS_PER_HOUR,
  type UploadPurpose,
} from '../../../machines/rules/upload';
import { lockMember } from '../../ledger/ledger';

/** The address a stored file is served at; it is also what a member sends back (photoUrl, deposit proof). */
export const UPLOAD_ADDRESS_PREFIX = '/web/upload/files/';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

export const uploadAddress = (fileName: string) => `${UPLOAD_ADDRESS_PREFIX}${fileName}`;

/** The stored file's name an address names, or null when it is no upload address. */
export function uploadFileName(address: string): string | null {
  if (!address.startsWith(UPLOAD_ADDRESS_PREFIX)) return null;
  const name = address.slice(UPLOAD_ADDRESS_PREFIX.length);
  return /^[0-9a-f]{64}\.(png|jpg|gif)$/.test(name) ? name : null;
}

/** What the member has uploaded in the last hour. */
async function usedLastHour(db: Kysely<Database>, userId: number, now: number): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes')])
    .where('user_id', '=', userId)
    .where('created_at', '>', now - UPLOAD_QUOTA_WINDOW_MS)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

const overQuota = () =>
  new DomainError(429, 'upload.quota', { files: UPLOADS_PER_HOUR, megabytes: UPLOAD_BYTES_PER_HOUR / 1024 / 1024 }, {}, 'files');

/**
 * Stores an uploaded picture without holding it in memory: the bytes stream to a temporary file (a file
 * over 15 MB stops the stream), are judged by their content (not the name or the declared type), and an
 * accepted picture is renamed to a random name, so a half-written file is never served, and recorded with
 * its owner. A member's hourly quota (count and bytes) is checked before the stream and again, under the
 * member's lock, as the file is recorded, so uploads sent together count each other. A refused file leaves
 * nothing behind. Answers the file's address.
 */
export async function storeUpload(
  db: Kysely<Database>,
  clock: Clock,
  dir: string,
  upload: { userId: number; purpose: UploadPurpose; stream: Readable; truncated: () => boolean },
): Promise<string> {
  const before = await usedLastHour(db, upload.userId, clock.now());
  if (before.files >= UPLOADS_PER_HOUR || before.bytes >= UPLOAD_BYTES_PER_HOUR) {
    upload.stream.resume(); // the rest of the body is read and dropped
    throw overQuota();
  }
  await mkdir(dir, { recursive: true });
  const random = randomBytes(32).toString('hex');
  const partial = join(dir, `${random}.part`);
  let final: string | null = null;
  try {
    await pipeline(upload.stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    if (upload.truncated()) throw new DomainError(413, 'upload.tooLarge', {}, {}, 'files');
    const size = (await stat(partial)).size;
    if (size === 0) throw badRequest('upload.empty', {}, 'files');
    const kind = await fileTypeFromFile(partial);
    if (!kind || !UPLOAD_TYPES[upload.purpose].includes(kind.mime)) {
      throw badRequest(upload.purpose === 'avatar' ? 'upload.avatarType' : 'upload.proofType', {}, 'files');
    }
    const fileName = `${random}.${EXTENSIONS[kind.mime]}`;
    final = join(dir, fileName);
    await rename(partial, final);
    await db.transaction().execute(async (trx) => {
      // The member's turn: two uploads at once count each other against the quota.
      await lockMember(trx, upload.userId);
      const used = await usedLastHour(trx, upload.userId, clock.now());
      if (used.files + 1 > UPLOADS_PER_HOUR || used.bytes + size > UPLOAD_BYTES_PER_HOUR) throw overQuota();
      await trx
        .insertInto('uploads')
        .values({ user_id: upload.userId, file_name: fileName, purpose: upload.purpose, mime: kind.mime, size_bytes: size, created_at: clock.now() })
        .execute();
    });
    return uploadAddress(fileName);
  } catch (error) {
    await rm(partial, { force: true });
    if (final) await rm(final, { force: true });
    throw error;
  }
}

/** The stored file of a name, for serving: its path and content type, or null. */
export async function findUpload(db: Kysely<Database>, dir: string, fileName: string) {
  const row = await db.selectFrom('uploads').select(['mime', 'user_id']).where('file_name', '=', fileName).executeTakeFirst();
  return row ? { path: join(dir, fileName), mime: row.mime, ownerId: row.user_id } : null;
}

/**
 * True when every address names a file this member uploaded (and there is at least one): the deposit
 * proof and the feedback screenshot accept only the member's own uploads. Another member's file
 * answers false, like a file that does not exist.
 */
export async function uploadsOwnedBy(db: Kysely<Database>, memberId: number, addresses: string[]): Promise<boolean> {
  if (addresses.length === 0) return false;
  const names = addresses.map(uploadFileName);
  if (names.some((name) => name === null)) return false;
  const unique = [...new Set(names as string[])];
  const owned = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', memberId)
    .where('file_name', 'in', unique)
    .executeTakeFirstOrThrow();
  return Number(owned.n) === unique.length;
}

/** How long an upload nothing refers to is kept: time enough to send the form it was uploaded for. */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets uploads older than a day that nothing refers to (no member's avatar, deposit proof or feedback screenshot):
 * pictures uploaded for a form never sent. The row goes first, so a file is never served without one.
 * Answers how many went.
 */
export async function purgeOrphanUploads(db: Kysely<Database>, clock: Clock, dir: string): Promise<number> {
  const address = sql<string>`${UPLOAD_ADDRESS_PREFIX} || uploads.file_name`;
  const orphans = await db
    .selectFrom('uploads')
    .select(['id', 'file_name'])
    .where('created_at', '<', clock.now() - ORPHAN_UPLOAD_MS)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users').select('users.id').where('users.photo_url', '=', address))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('recharge_vouchers').select('recharge_vouchers.order_id').where('recharge_vouchers.voucher_url', '=', address))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('feedback_screenshots').select('feedback_screenshots.feedback_id').where('feedback_screenshots.image_url', '=', address))),
    )
    .limit(500)
    .execute();
  for (const orphan of orphans) {
    await db.deleteFrom('uploads').where('id', '=', orphan.id).execute();
    await rm(join(dir, orphan.file_name), { force: true });
  }
  return orphans.length;
}
