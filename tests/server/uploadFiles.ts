/** Pictures and multipart bodies for the upload tests (server and profile flows). */
import type { Harness } from './harness';

/** A 1×1 PNG, GIF and JPEG: real pictures whose bytes `file-type` recognises. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

export function multipartBody(field: string, fileName: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----profile${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /web/upload/uploadFile as the member, with one file in the given field (`files` unless told). */
export function uploadFile(
  h: Harness,
  token: string,
  file: { name: string; bytes: Buffer; type?: string; field?: string },
  options: { purpose?: string; lang?: string } = {},
) {
  const body = multipartBody(file.field ?? 'files', file.name, file.bytes, file.type);
  return h.call({
    method: 'POST',
    url: `/web/upload/uploadFile${options.purpose ? `?purpose=${options.purpose}` : ''}`,
    headers: { token, 'content-type': body.contentType, ...(options.lang ? { lang: options.lang } : {}) },
    payload: body.payload,
  });
}
