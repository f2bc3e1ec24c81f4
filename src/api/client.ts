import axios, { type AxiosRequestConfig } from 'axios';
import type { LanguageCode } from '../../machines/rules/language';
import { timeOrderedUuid } from '../../machines/rules/ids';

/**
 * The one HTTP client: base /web, 5000 ms time-out, the token header on
 * member calls, and the code/msg envelope. 401 and 403 become session
 * signals; any other failure is reported once and the call yields nothing.
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

export class ApiFailure extends Error {
  constructor(readonly code: number) {
    super(`API call failed with code ${code}`);
  }
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

const timedOut = (error: unknown) => axios.isAxiosError(error) && error.code === 'ECONNABORTED';

async function send<T>(config: AxiosRequestConfig & { url: string; idempotent?: boolean }): Promise<T & Envelope> {
  const api = connected();
  const token = api.token();
  const headers: Record<string, string> = { lang: api.language() };
  if (token && !isGuestCall(config.url)) headers.token = token;
  // A money-moving call carries one key for all its attempts, so a retry after a time-out moves nothing twice.
  if (config.idempotent) headers['Idempotency-Key'] = timeOrderedUuid();

  let body: unknown;
  try {
    body = (await requestWithRetry({ ...config, headers })).data;
  } catch (error) {
    api.failed({ messageKey: timedOut(error) ? 'error.timeout' : 'error.network' });
    throw new ApiFailure(-1);
  }
  if (!isEnvelope(body)) {
    api.failed({ messageKey: 'error.internal' });
    throw new ApiFailure(-1);
  }
  if (body.code === 0) return body as T & Envelope;
  if (body.code === 401) api.unauthorized();
  else if (body.code === 403) api.forbidden(reportedIp(body));
  else api.failed({ msg: body.msg });
  throw new ApiFailure(body.code);
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

export function post<T = object>(url: string, options: { query?: Params; body?: object; idempotent?: boolean } = {}) {
  return send<T>({ method: 'POST', url, params: options.query, data: options.body, idempotent: options.idempotent });
}
