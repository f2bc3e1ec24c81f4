import { Type, type Static } from 'typebox';
import { endpoint } from './envelope';
import { UPLOAD_PURPOSES } from '../machines/rules/upload';

/** Verification and upload (spec section 7): one picture a call, multipart field `files`. */

export const UploadQuery = Type.Object({
  purpose: Type.Optional(
    // A tuple, not a mapped array: the site's call is typed from this ('proof' | 'avatar', not undefined).
    Type.Union([Type.Literal(UPLOAD_PURPOSES[0]), Type.Literal(UPLOAD_PURPOSES[1])], {
      description: 'proof (png, jpg; the default) or avatar (png, jpg, gif)',
    }),
  ),
});
export type UploadQuery = Static<typeof UploadQuery>;

/** A stored file's name: 64 random hex digits and its extension. */
export const UploadFileParams = Type.Object({
  fileName: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpg|gif)$', maxLength: 68 }),
});

export const upload = {
  uploadFile: endpoint({
    method: 'POST',
    path: '/upload/uploadFile',
    summary:
      'Stores one picture (multipart/form-data, field files, at most 15 MB, judged by content); data is a list whose first item is its address',
    access: 'member',
    querystring: UploadQuery,
    reply: Type.Object({ data: Type.Array(Type.String(), { minItems: 1, maxItems: 1 }) }),
  }),
  uploadedFile: endpoint({
    method: 'GET',
    path: '/upload/files/:fileName',
    summary: "A stored picture. Its address is a capability: 256 random bits, given only to the file's owner",
    access: 'guest',
    params: UploadFileParams,
    reply: null,
    produces: 'image/*',
  }),
} as const;
