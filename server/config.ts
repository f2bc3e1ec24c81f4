import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  databasePath: string;
  /** PostgreSQL connection string; when set the server uses PostgreSQL instead of the SQLite file. */
  databaseUrl: string | null;
  /** Connections this server keeps to PostgreSQL at most. */
  databasePoolSize: number;
  sandbox: boolean;
  /**
   * Which proxies in front may name the client in X-Forwarded-For, as Fastify's trustProxy takes it:
   * false (none: the socket's address is the client), a hop count (1 = one load balancer; the client is
   * the last address it appended), or a list of the proxies' addresses or CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Per-address limits on guest calls (captcha, login, register, code sends); off only in tests not about limits. */
  guestRateLimits: boolean;
  /** Hosts the site may show in a frame (the customer-service chat link's origin), for the CSP. */
  frameSources: string[];
  /** Registration codes sent by all servers' guests together in one hour, at most. */
  smsHourlyLimit: number;
  barredRanges: string[];
  staticDir: string | null;
  logger: boolean;
  /**
   * Money-moving calls refuse a request without an Idempotency-Key, whose key is also the movement's
   * (see server/http/idempotency.ts). On unless IDEMPOTENCY_KEY_REQUIRED=0, for an old client that
   * cannot send one yet: its calls then get a movement key of the server's making and no retry safety.
   */
  idempotencyKeyRequired: boolean;
  /** Where members' uploaded pictures are kept (UPLOADS_DIR; default data/uploads beside the database). */
  uploadsDir: string;
  /**
   * The operator's key (OPERATOR_KEY, at least 16 characters): the /web/ops/ routes exist only when it
   * is set, and answer 401 to any other Authorization: Bearer key.
   */
  operatorKey: string | null;
  /**
   * Deposits: the receiving bank account and crypto addresses (DEPOSIT_* variables; seeded in sandbox
   * mode) and each payment provider's signing secret and endpoint (PAY_<PROVIDER>_SECRET and
   * PAY_<PROVIDER>_ENDPOINT, e.g. PAY_YIBIPAY_SECRET); see server/features/payments/providers.ts.
   */
  depositEnv: Record<string, string | undefined>;
  /**
   * Sandbox mode only: an instant withdrawal awaiting review is approved by itself this long after it
   * was submitted (WITHDRAW_AUTO_APPROVE_MS; default 5 s), on the server's clock, so a member sees
   * "arrives within 10 minutes" happen without an operator.
   */
  withdrawAutoApproveMs: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not ${raw}`);
  return value;
}

/**
 * TRUST_PROXY: empty or 0 trusts no proxy; a whole number is the count of proxies in front (1: a single
 * load balancer); otherwise a comma list of the proxies' addresses or CIDR ranges. "true" is refused:
 * trusting every hop lets a client choose its own address with X-Forwarded-For.
 */
export function readTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^[0-9]{1,2}$/.test(value)) return Number(value);
  const ranges = value.split(',').map((range) => range.trim()).filter(Boolean);
  const malformed = ranges.find((range) => !/^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(range) || !/[.:]/.test(range));
  if (malformed !== undefined) {
    throw new Error(`TRUST_PROXY must be a hop count (1 = one proxy in front) or a comma list of proxy addresses or CIDR ranges, not ${raw}`);
  }
  return ranges;
}

/** OPERATOR_KEY: unset or empty turns the operator API off; a short key is refused (it would be guessable). */
export function readOperatorKey(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (value.length < 16) throw new Error('OPERATOR_KEY must be at least 16 characters (or unset to turn the operator API off)');
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? `${root}data/site.db`,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databasePoolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', 10),
    sandbox: production ? env.SANDBOX === '1' : env.SANDBOX !== '0',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    guestRateLimits: env.GUEST_RATE_LIMITS !== '0',
    smsHourlyLimit: positiveInteger(env, 'SMS_HOURLY_LIMIT', 600),
    frameSources: (env.CSP_FRAME_SOURCES ?? '')
      .split(',')
      .map((source) => source.trim())
      .filter(Boolean),
    barredRanges: (env.BARRED_IP_RANGES ?? '')
      .split(',')
      .map((range) => range.trim())
      .filter(Boolean),
    staticDir: `${root}dist`,
    logger: env.LOG_LEVEL !== 'silent',
    idempotencyKeyRequired: env.IDEMPOTENCY_KEY_REQUIRED !== '0',
    uploadsDir: env.UPLOADS_DIR?.trim() || `${root}data/uploads`,
    operatorKey: readOperatorKey(env.OPERATOR_KEY),
    depositEnv: Object.fromEntries(Object.entries(env).filter(([name]) => /^(DEPOSIT|PAY)_/.test(name))),
    withdrawAutoApproveMs: positiveInteger(env, 'WITHDRAW_AUTO_APPROVE_MS', 5000),
  };
}
