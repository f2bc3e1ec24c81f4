/**
 * What a machine knows about a refused API call: the envelope's code, the
 * server's message and, where the server named one, the field at fault. The
 * site's API client rejects with an error carrying these (`ApiFailure`);
 * machines read them from the error of their rejected actor, defensively,
 * because an actor may also fail with a plain Error.
 */
export interface CallFailure {
  code: number;
  msg: string | null;
  field: string | null;
}

/** The code of a call that got no answer: network down, time-out or an unreadable reply. */
export const NO_ANSWER_CODE = -1;

export function callFailureOf(error: unknown): CallFailure {
  const source = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    code: typeof source.code === 'number' ? source.code : NO_ANSWER_CODE,
    msg: typeof source.msg === 'string' && source.msg !== '' ? source.msg : null,
    field: typeof source.field === 'string' && source.field !== '' ? source.field : null,
  };
}
