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
  trustProxy: boolean;
  barredRanges: string[];
  staticDir: string | null;
  logger: boolean;
  /**
   * Money-moving calls refuse a request without an Idempotency-Key, whose key is also the movement's
   * (see server/http/idempotency.ts). On unless IDEMPOTENCY_KEY_REQUIRED=0, for an old client that
   * cannot send one yet: its calls then get a movement key of the server's making and no retry safety.
   */
  idempotencyKeyRequired: boolean;
}

const root = fileURLToPath(new URL('..', import.meta.url));

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not ${raw}`);
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
    trustProxy: Boolean(env.TRUST_PROXY),
    barredRanges: (env.BARRED_IP_RANGES ?? '')
      .split(',')
      .map((range) => range.trim())
      .filter(Boolean),
    staticDir: `${root}dist`,
    logger: env.LOG_LEVEL !== 'silent',
    idempotencyKeyRequired: env.IDEMPOTENCY_KEY_REQUIRED !== '0',
  };
}
