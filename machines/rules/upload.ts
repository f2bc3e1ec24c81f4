/**
 * What a member may upload (spec sections 5 and 9): pictures only, judged by their bytes, at most
 * 15 MB. Proof pictures (deposit proof, feedback screenshots) are png, jpg or jpeg; an avatar may also
 * be a gif. The site uses the same lists to filter its file pickers; the server decides by content.
 */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/**
 * What one member may upload in an hour (not in the spec; our choice): enough for every proof and avatar a
 * member needs, and a stop for someone filling the disk (one member stored 376 MB in 6.6 s before).
 */
export const UPLOADS_PER_HOUR = 20;
export const UPLOAD_BYTES_PER_HOUR = 60 * 1024 * 1024;
export const UPLOAD_QUOTA_WINDOW_MS = 60 * 60 * 1000;

export const UPLOAD_PURPOSES = ['proof', 'avatar'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The content types each purpose accepts, as `file-type` names them. */
export const UPLOAD_TYPES: Record<UploadPurpose, readonly string[]> = {
  proof: ['image/png', 'image/jpeg'],
  avatar: ['image/png', 'image/jpeg', 'image/gif'],
};

/** The picker's accept attribute for a purpose. */
export const uploadAccept = (purpose: UploadPurpose): string =>
  purpose === 'avatar' ? '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif' : '.png,.jpg,.jpeg,image/png,image/jpeg';

/** The locale key of a chosen file's problem before it is sent, or null: the server judges again by content. */
export function uploadProblem(file: { size: number; type: string }, purpose: UploadPurpose): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  if (file.size === 0) return 'upload.empty';
  if (file.type !== '' && !UPLOAD_TYPES[purpose].includes(file.type)) return purpose === 'avatar' ? 'upload.avatarType' : 'upload.proofType';
  return null;
}
