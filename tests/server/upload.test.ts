import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectFailure, expectSuccess } from './flows';
import { GIF_1PX, JPEG_HEAD, PNG_1PX, uploadFile } from './uploadFiles';
import { purgeOrphanUploads, uploadsOwnedBy } from '../../server/features/upload/uploads';
import { UPLOAD_MAX_BYTES } from '../../machines/rules/upload';

/** /upload/uploadFile: pictures judged by content, at most 15 MB, stored by random names, served by address. */

let h: Harness;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-'));
  h = await startHarness({ uploadsDir: dir });
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

let member: { userId: number; token: string };
beforeEach(async () => {
  member = await createMember(h, `up${Math.random().toString(36).slice(2, 9)}`);
});

const storedFiles = async () => (await readdir(dir)).sort();
const addressOf = (response: { body: Record<string, unknown> }) => (response.body.data as string[])[0];

describe('storing', () => {
  it('stores a png under a random name and answers a list whose first item is its address', async () => {
    const response = await uploadFile(h, member.token, { name: 'proof.png', bytes: PNG_1PX, type: 'image/png' });
    expectSuccess(response);
    const address = addressOf(response);
    expect(address).toMatch(/^\/web\/upload\/files\/[0-9a-f]{64}\.png$/);
    expect(await storedFiles()).toContain(address.split('/').pop());
    const served = await h.app.inject({ method: 'GET', url: address });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('judges by content: a jpeg named .txt is a jpg; a text file named .png is refused and nothing is stored', async () => {
    const jpeg = await uploadFile(h, member.token, { name: 'photo.txt', bytes: JPEG_HEAD, type: 'text/plain' });
    expectSuccess(jpeg);
    expect(addressOf(jpeg)).toMatch(/\.jpg$/);

    const before = { files: await storedFiles(), rows: await countRows(h, 'uploads') };
    const text = Buffer.from('this is only text, whatever its name says\n'.repeat(20));
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const refused = await uploadFile(h, member.token, { name: 'fake.png', bytes: text, type: 'image/png' }, { lang });
      expectFailure(refused, 400, 'upload.proofType', lang);
    }
    expect(await storedFiles()).toEqual(before.files);
    expect(await countRows(h, 'uploads')).toBe(before.rows);
  });

  it('a gif is an avatar but no proof picture', async () => {
    expectFailure(await uploadFile(h, member.token, { name: 'a.gif', bytes: GIF_1PX }), 400, 'upload.proofType');
    const avatar = await uploadFile(h, member.token, { name: 'a.gif', bytes: GIF_1PX }, { purpose: 'avatar' });
    expectSuccess(avatar);
    expect(addressOf(avatar)).toMatch(/\.gif$/);
  });

  it('15 MB is accepted; a 16 MB picture is refused with 413 and nothing is stored', async () => {
    const exactly = Buffer.concat([PNG_1PX, Buffer.alloc(UPLOAD_MAX_BYTES - PNG_1PX.length)]);
    expect(exactly.length).toBe(15 * 1024 * 1024);
    expectSuccess(await uploadFile(h, member.token, { name: 'big.png', bytes: exactly }));

    const before = { files: await storedFiles(), rows: await countRows(h, 'uploads') };
    const sixteen = Buffer.concat([PNG_1PX, Buffer.alloc(16 * 1024 * 1024 - PNG_1PX.length)]);
    const refused = await uploadFile(h, member.token, { name: 'huge.png', bytes: sixteen }, { lang: 'en' });
    expectFailure(refused, 413, 'upload.tooLarge', 'en');
    expect(await storedFiles()).toEqual(before.files);
    expect(await countRows(h, 'uploads')).toBe(before.rows);
  });

  it('a member stores at most 20 files an hour (issue 22): the 21st is refused, storing nothing, until the hour has passed', async () => {
    for (let index = 0; index < 20; index += 1) expectSuccess(await uploadFile(h, member.token, { name: `p${index}.png`, bytes: PNG_1PX }));
    const before = { files: await storedFiles(), rows: await countRows(h, 'uploads') };
    const refused = await uploadFile(h, member.token, { name: 'p21.png', bytes: PNG_1PX }, { lang: 'en' });
    expectFailure(refused, 429, 'upload.quota', 'en', { files: 20, megabytes: 60 });
    expect(refused.body.msg).toBe('Upload limit reached: at most 20 files or 60 MB an hour. Please try again later.');
    expect(await storedFiles()).toEqual(before.files);
    expect(await countRows(h, 'uploads')).toBe(before.rows);
    h.clock.advance(60 * 60 * 1000 + 1);
    expectSuccess(await uploadFile(h, member.token, { name: 'next.png', bytes: PNG_1PX }));
  });

  it('and at most 60 MB an hour: after four pictures of 15 MB, a fifth of any size is refused', async () => {
    const fifteen = Buffer.concat([PNG_1PX, Buffer.alloc(UPLOAD_MAX_BYTES - PNG_1PX.length)]);
    for (let index = 0; index < 4; index += 1) expectSuccess(await uploadFile(h, member.token, { name: `big${index}.png`, bytes: fifteen }));
    expectFailure(await uploadFile(h, member.token, { name: 'small.png', bytes: PNG_1PX }, { lang: 'en' }), 429, 'upload.quota', 'en', { files: 20, megabytes: 60 });
  });

  it('uploads sent together count each other: of 25 at once, 20 are stored', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => uploadFile(h, member.token, { name: `c${index}.png`, bytes: PNG_1PX })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    const rows = await h.db.selectFrom('uploads').select('file_name').where('user_id', '=', member.userId).execute();
    expect(rows).toHaveLength(20);
    const stored = new Set(await storedFiles());
    for (const row of rows) expect(stored.has(row.file_name)).toBe(true);
  });

  it('an upload nothing refers to is forgotten after a day; an avatar and a deposit proof stay (issue 22)', async () => {
    const stored = async () => {
      const response = await uploadFile(h, member.token, { name: 'x.png', bytes: PNG_1PX });
      expectSuccess(response);
      return addressOf(response);
    };
    const [orphan, avatar, proof] = [await stored(), await stored(), await stored()];
    await h.db.updateTable('users').set({ photo_url: avatar }).where('id', '=', member.userId).execute();
    await h.db.insertInto('recharge_vouchers').values({ voucher_url: proof, order_id: 1 }).execute();
    h.clock.advance(24 * 60 * 60 * 1000 + 1);
    member = await createMember(h, `up${Math.random().toString(36).slice(2, 9)}`); // the first one's session has ended
    const fresh = await stored();
    const nameOf = (address: string) => address.split('/').pop()!;
    // Earlier tests' uploads (other members', a day old now) go too.
    expect(await purgeOrphanUploads(h.db, h.clock, dir)).toBeGreaterThanOrEqual(1);
    const files = await storedFiles();
    expect(files).not.toContain(nameOf(orphan));
    for (const kept of [avatar, proof, fresh]) expect(files).toContain(nameOf(kept));
    expect((await h.app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);
    expect(await purgeOrphanUploads(h.db, h.clock, dir)).toBe(0);
  });

  it('a body that is not multipart, or a file in another field, is refused by name', async () => {
    const json = await h.call({ method: 'POST', url: '/web/upload/uploadFile', headers: { token: member.token }, payload: { files: 'x' } });
    expectFailure(json, 400, 'upload.notMultipart');
    expect(json.body.field).toBe('files');
    expectFailure(await uploadFile(h, member.token, { name: 'a.png', bytes: PNG_1PX, field: 'file' }), 400, 'upload.noFile');
  });

  it('a guest cannot upload', async () => {
    const response = await uploadFile(h, '', { name: 'a.png', bytes: PNG_1PX });
    expect(response.status).toBe(401);
  });
});

describe('ownership', () => {
  it("uploadsOwnedBy: true for one's own files, false for another member's file, an unknown one or none", async () => {
    const other = await createMember(h, `ot${Math.random().toString(36).slice(2, 9)}`);
    const mine = [
      addressOf(await uploadFile(h, member.token, { name: 'a.png', bytes: PNG_1PX })),
      addressOf(await uploadFile(h, member.token, { name: 'b.jpg', bytes: JPEG_HEAD })),
    ];
    const theirs = addressOf(await uploadFile(h, other.token, { name: 'c.png', bytes: PNG_1PX }));
    expect(await uploadsOwnedBy(h.db, member.userId, mine)).toBe(true);
    expect(await uploadsOwnedBy(h.db, member.userId, [mine[0], mine[0]])).toBe(true);
    expect(await uploadsOwnedBy(h.db, member.userId, [...mine, theirs])).toBe(false);
    expect(await uploadsOwnedBy(h.db, member.userId, [theirs])).toBe(false);
    expect(await uploadsOwnedBy(h.db, other.userId, [theirs])).toBe(true);
    expect(await uploadsOwnedBy(h.db, member.userId, [`/web/upload/files/${'0'.repeat(64)}.png`])).toBe(false);
    expect(await uploadsOwnedBy(h.db, member.userId, ['/avatars/preset-1.svg'])).toBe(false);
    expect(await uploadsOwnedBy(h.db, member.userId, [])).toBe(false);
  });

  it('an unknown or malformed address answers the 404 envelope', async () => {
    const unknown = await h.call({ method: 'GET', url: `/web/upload/files/${'a'.repeat(64)}.png` });
    expectFailure(unknown, 404, 'error.notFound');
    const malformed = await h.call({ method: 'GET', url: '/web/upload/files/..%2F..%2Fsite.db' });
    expect(malformed.status).toBe(400);
  });
});
