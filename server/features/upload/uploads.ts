import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, DomainError } from '../../errors';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadPurpose } from '../../../machines/rules/upload';

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

/**
 * Judges the bytes (not the name or the declared type) and stores an accepted picture under a random
 * name: written to a temporary name first and renamed, so a half-written file is never served, and
 * recorded with its owner. A refused file leaves nothing behind. Answers the file's address.
 */
export async function storeUpload(
  db: Kysely<Database>,
  clock: Clock,
  dir: string,
  upload: { userId: number; purpose: UploadPurpose; bytes: Buffer },
): Promise<string> {
  if (upload.bytes.length === 0) throw badRequest('upload.empty', {}, 'files');
  if (upload.bytes.length > UPLOAD_MAX_BYTES) throw new DomainError(413, 'upload.tooLarge', {}, {}, 'files');
  const kind = await fileTypeFromBuffer(upload.bytes);
  if (!kind || !UPLOAD_TYPES[upload.purpose].includes(kind.mime)) {
    throw badRequest(upload.purpose === 'avatar' ? 'upload.avatarType' : 'upload.proofType', {}, 'files');
  }
  const fileName = `${randomBytes(32).toString('hex')}.${EXTENSIONS[kind.mime]}`;
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${fileName}.part`);
  const final = join(dir, fileName);
  try {
    await writeFile(partial, upload.bytes, { flag: 'wx', mode: 0o600 });
    await rename(partial, final);
    await db
      .insertInto('uploads')
      .values({
        user_id: upload.userId,
        file_name: fileName,
        purpose: upload.purpose,
        mime: kind.mime,
        size_bytes: upload.bytes.length,
        created_at: clock.now(),
      })
      .execute();
  } catch (error) {
    await rm(partial, { force: true });
    await rm(final, { force: true });
    throw error;
  }
  return uploadAddress(fileName);
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
