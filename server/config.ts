import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  databasePath: string;
  sandbox: boolean;
  trustProxy: boolean;
  barredRanges: string[];
  staticDir: string | null;
  logger: boolean;
}

const root = fileURLToPath(new URL('..', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? `${root}data/site.db`,
    sandbox: production ? env.SANDBOX === '1' : env.SANDBOX !== '0',
    trustProxy: Boolean(env.TRUST_PROXY),
    barredRanges: (env.BARRED_IP_RANGES ?? '')
      .split(',')
      .map((range) => range.trim())
      .filter(Boolean),
    staticDir: `${root}dist`,
    logger: env.LOG_LEVEL !== 'silent',
  };
}
