import axios, { type AxiosRequestConfig } from 'axios';
import type { LanguageCode } from '../../machines/rules/language';
import { timeOrderedUuid } from '../../machines/rules/ids';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ReplyOf } from '../../contract/envelope';

/**
 * The one HTTP client: base /web, 5000 ms time-out, the token header on member calls, and the
 * code/msg envelope. 401 and 403 become session signals; any other failure is shown as an error toast
 * unless the call says its machine handles that code; either way the call rejects with an ApiFailure
 * that the calling machine receives as its actor's error.
 */

export interface Envelope {
  code: number;
  msg: string;
}

export type Failure = { msg: string } | { messageKey: string };

export interface ApiHooks {
  token(): string | null;
  language(): LanguageCode;
  unauthorized(): void;
  forbidden(ip: string | null): void;
  failed(failure: Failure): void;
}

/** The code of a failure that never reached the server's envelope: network, time-out or a body that is not one. */
export const NO_ENVELOPE = -1;

/**
 * A failed call, as the calling machine receives it: the envelope's code (or -1), its message in the
 * member's language, and the parameter at fault where the server names one. For code -1 the message
 * is the locale key of what went wrong (call.network, call.timeout or call.internal).
 */
export class ApiFailure extends Error {
  readonly code: number;
  readonly msg: string;
  /** Absent (not undefined-valued) when the server names no field. */
  declare readonly field?: string;

  constructor(code: number, msg: string, field?: string) {
    super(`API call failed with code ${code}: ${msg}`);
    this.name = 'ApiFailure';
    this.code = code;
    this.msg = msg;
    if (field !== undefined) this.field = field;
  }
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;

/** Codes a calling machine handles itself, or 'all' when it shows every failure in place (a list with a retry). */
export type HandledCodes = readonly number[] | 'all';

export interface CallOptions {
  /** Codes the calling machine handles itself: no error toast for them (401 and 403 still reach the session). */
  handles?: HandledCodes;
}

export const REQUEST_TIMEOUT_MS = 5000;

export const http = axios.create({ baseURL: '/web', timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });

let hooks: ApiHooks | null = null;

export function connectApi(apiHooks: ApiHooks): void {
  hooks = apiHooks;
}

function connected(): ApiHooks {
  if (!hooks) throw new Error('api: connectApi() has not been called');
  return hooks;
}

/** Guest calls (spec section 7) never carry the token. */
export const isGuestCall = (url: string) => url.startsWith('/guest/') || url.startsWith('/common/');

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

const reportedIp = (body: Envelope & { ip?: unknown }) => (typeof body.ip === 'string' ? body.ip : null);

const fieldOf = (body: Envelope & { field?: unknown }) => (typeof body.field === 'string' ? body.field : undefined);

const timedOut = (error: unknown) => axios.isAxiosError(error) && error.code === 'ECONNABORTED';

type Request = AxiosRequestConfig & { url: string; idempotent?: boolean; handles?: HandledCodes };

async function send<T>(config: Request): Promise<T & Envelope> {
  const api = connected();
  const { handles = [], ...request } = config;
  const token = api.token();
  const headers: Record<string, string> = { lang: api.language() };
  if (token && !isGuestCall(request.url)) headers.token = token;
  // A money-moving call carries one key for all its attempts, so a retry after a time-out moves nothing twice.
  if (request.idempotent) headers['Idempotency-Key'] = timeOrderedUuid();

  const fail = (code: number, failure: Failure, msg: string, field?: string): never => {
    if (handles !== 'all' && !handles.includes(code)) api.failed(failure);
    throw new ApiFailure(code, msg, field);
  };

  let body: unknown;
  try {
    body = (await requestWithRetry({ ...request, headers })).data;
  } catch (error) {
    const messageKey = timedOut(error) ? 'call.timeout' : 'call.network';
    return fail(NO_ENVELOPE, { messageKey }, messageKey);
  }
  if (!isEnvelope(body)) return fail(NO_ENVELOPE, { messageKey: 'call.internal' }, 'call.internal');
  if (body.code === 0) return body as T & Envelope;
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (body.code === 401 || body.code === 403) {
    if (body.code === 401) api.unauthorized();
    else api.forbidden(reportedIp(body));
    throw new ApiFailure(body.code, msg, fieldOf(body));
  }
  return fail(body.code, { msg }, msg, fieldOf(body));
}

/** Idempotent calls try once more after a time-out, with the same key. */
async function requestWithRetry(config: AxiosRequestConfig & { idempotent?: boolean }) {
  const { idempotent, ...request } = config;
  try {
    return await http.request(request);
  } catch (error) {
    if (!idempotent || !timedOut(error)) throw error;
    return http.request(request);
  }
}

type Params = Record<string, string | number | boolean>;

/** A POST by path; prefer `call`, which takes its path, types and idempotency from the contract. */
export function post<T = object>(
  url: string,
  options: { query?: Params; body?: object; idempotent?: boolean } & CallOptions = {},
) {
  return send<T>({ method: 'POST', url, params: options.query, data: options.body, idempotent: options.idempotent, handles: options.handles });
}

/**
 * What a contract endpoint takes: its path parameters, query and/or body, as the contract types them. An endpoint
 * with no JSON body (an upload) may take a FormData body, sent as multipart/form-data.
 */
export type CallInput<E extends Endpoint> = (E['params'] extends object ? { params: ParamsOf<E> } : { params?: never }) &
  (E['querystring'] extends object ? { query: QueryOf<E> } : { query?: never }) &
  (E['body'] extends object ? { body: BodyOf<E> } : { body?: FormData });

/** The endpoint's path with its `:name` parameters filled in, each encoded. */
export const pathOf = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(params[name]));
  });

/**
 * Calls a contract endpoint: method, path, Idempotency-Key (for money-moving endpoints) and the reply's
 * type all come from the contract, so the site cannot send what the server would not read.
 */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: CallOptions = {}): Promise<ReplyOf<E> & Envelope> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: object };
  return send<ReplyOf<E>>({
    method: endpoint.method,
    url: pathOf(endpoint.path, params),
    params: query,
    data: body,
    idempotent: endpoint.idempotent === true,
    handles: options.handles,
  });
}
