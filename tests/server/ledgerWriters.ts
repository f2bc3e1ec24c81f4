import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Finds code outside the ledger that writes the ledger's tables (issue 22: the ledger is the only writer).
 * It reads every source file under `<root>/server/` except the ledger's own (server/ledger/) and the
 * migrations (server/db/migrations/: schema changes, which rebuild tables and are reviewed as such), with
 * comments removed, and looks for two ways of writing:
 * - Kysely's builders on a literal table name: insertInto/replaceInto/updateTable/deleteFrom/mergeInto('wallets' …);
 * - SQL text: insert into / update / delete from / merge into / truncate of one of the tables.
 * A table name held in a variable is not seen: review catches that, the test catches the usual spelling.
 */

export const LEDGER_TABLES = ['wallets', 'movements', 'ledger_entries', 'pending_entries'] as const;

const TABLE = `(?:${LEDGER_TABLES.join('|')})`;
const BUILDER = new RegExp(String.raw`\b(?:insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(\s*\[?\s*['"\x60]${TABLE}\b(?:\s+as\s+\w+)?['"\x60]?`, 'g');
const SQL = new RegExp(String.raw`\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:public"?\."?)?${TABLE}\b"?`, 'gi');

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const ALLOWED = [['server', 'ledger'], ['server', 'db', 'migrations']].map((parts) => parts.join(sep) + sep);

export interface Offender {
  /** Path from the root, with forward slashes. */
  file: string;
  line: number;
  /** The writing text as found. */
  text: string;
}

/**
 * The source with its comments blanked out (line breaks kept, so line numbers stay): block comments, and
 * line comments not inside a URL's `://`. Strings are left as they are, since SQL lives in them.
 */
export function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/[^\n]*/g, (comment, before: string) => before + ' '.repeat(comment.length - before.length));
}

/** Every write to a ledger table in one source text. */
export function writesIn(file: string, source: string): Offender[] {
  const text = withoutComments(source);
  const found: Offender[] = [];
  for (const pattern of [BUILDER, SQL]) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ file, line, text: match[0].replace(/\s+/g, ' ') });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every write to a ledger table in server/ outside the ledger and the migrations. */
export function ledgerWritersOutsideLedger(root: string): Offender[] {
  return sourceFiles(join(root, 'server'))
    .map((path) => relative(root, path))
    .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
    .flatMap((file) => writesIn(file.split(sep).join('/'), readFileSync(join(root, file), 'utf8')));
}

/** The failure message: what to do, then every offender as `file:line  text`. */
export const offendersMessage = (offenders: Offender[]) =>
  [
    `${offenders.length} write(s) to the ledger's tables (${LEDGER_TABLES.join(', ')}) outside server/ledger/.`,
    'Only the ledger writes them: call postMovement, openPending/postPending/voidPending, inOneGo, openWallets,',
    'flagWallet or unflagWallets (server/ledger/ledger.ts), or add what is missing to the ledger.',
    ...offenders.map((offender) => `  ${offender.file}:${offender.line}  ${offender.text}`),
  ].join('\n');
