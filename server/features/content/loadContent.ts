import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CONTENT_DIR, readContentFiles, type ContentFiles } from './contentFiles';
import { CONTENT_TABLES, type ContentRows, type ContentTable, type Row } from './contentTables';

/**
 * Brings the content files into the database at every start: a versioned upsert, item by item.
 *
 * content_versions remembers the hash of each item as this loader last wrote it. For each item of the files:
 * - the database already holds exactly the file's version: nothing to write (its hash is recorded);
 * - the database row is still what the loader last wrote (or the loader never wrote it: rows from before
 *   migration 006 were only ever written by the seed): the file's version replaces it;
 * - the row differs from what the loader last wrote: someone changed it in the database (an operator),
 *   and that change is kept; if the file changed too, the item is reported so that the two can be merged by hand.
 * Items are added and updated, never deleted: a venue is referenced by the money records, and retiring
 * content is a decision for a migration, not a side effect of a missing file.
 */

export interface ContentLoadReport {
  /** `kind key` of every item written from the files. */
  written: string[];
  /** `kind key` of items whose file changed but whose database row was changed by someone else and kept. */
  kept: string[];
}

export interface LoadContentOptions {
  /** The content folder (server/content by default); tests point it at a copy. */
  dir?: string;
  /** Already read files, instead of reading `dir`. */
  files?: ContentFiles;
  /** Where kept operator changes are reported; the server's console by default. */
  warn?: (message: string) => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the content tables are named by the table list
type AnyDb = Kysely<any>;

/** A stable text of an item: keys sorted, texts in language order, so equal content always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const hashOf = (item: ContentRows) => createHash('sha256').update(canonical(item)).digest('hex');

const pick = (row: Record<string, unknown>, columns: string[]): Row =>
  Object.fromEntries(columns.map((column) => [column, (row[column] ?? null) as Row[string]]));

const keyOf = (row: Record<string, unknown>, columns: string[]) => columns.map((column) => String(row[column])).join('/');

/** The items of one table as the database holds them, in the shape of the file's items (same columns). */
async function currentItems(db: AnyDb, table: ContentTable, fileItems: ContentRows[]): Promise<Map<string, ContentRows>> {
  const [sample] = fileItems;
  if (!sample) return new Map();
  const rowColumns = Object.keys(sample.row);
  const rows = await db.selectFrom(table.table).selectAll().execute();
  const items = new Map<string, ContentRows>(rows.map((row) => [keyOf(row, table.keys), { row: pick(row, rowColumns), texts: [] }]));
  if (table.texts) {
    const textColumns = Object.keys(fileItems.find((item) => item.texts.length > 0)?.texts[0] ?? { language_type: 0 });
    const texts = await db.selectFrom(table.texts.table).selectAll().orderBy('language_type').execute();
    for (const text of texts) items.get(keyOf(text, table.texts.keys))?.texts.push(pick(text, textColumns));
  }
  return items;
}

const BATCH = 100;

function* batches<T>(items: T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH) yield items.slice(start, start + BATCH);
}

/** Replaces the given items: their rows upserted, their texts deleted and written again. */
async function writeItems(db: AnyDb, table: ContentTable, items: ContentRows[]): Promise<void> {
  const { texts } = table;
  const updates = items.length > 0 ? Object.keys(items[0].row).filter((column) => !table.keys.includes(column)) : [];
  for (const batch of batches(items)) {
    await db
      .insertInto(table.table)
      .values(batch.map((item) => item.row))
      .onConflict((conflict) => {
        const target = conflict.columns(table.keys as never);
        return updates.length === 0
          ? target.doNothing()
          : target.doUpdateSet((eb) => Object.fromEntries(updates.map((column) => [column, eb.ref(`excluded.${column}`)])));
      })
      .execute();
    if (!texts) continue;
    // An item's texts are replaced as a whole (a translated setting may become a shared one, or the reverse).
    await db
      .deleteFrom(texts.table)
      .where((eb) => eb.or(batch.map(({ row }) => eb.and(texts.keys.map((column, index) => eb(column, '=', row[table.keys[index]]))))))
      .execute();
    const textRows = batch.flatMap(({ row, texts: itemTexts }) =>
      itemTexts.map((text) => ({ ...Object.fromEntries(texts.keys.map((column, index) => [column, row[table.keys[index]]])), ...text })),
    );
    for (const textBatch of batches(textRows)) await db.insertInto(texts.table).values(textBatch).execute();
  }
}

/** Loads the content files into the database (see above); throws a ContentFileError for a malformed file. */
export async function loadContent(db: Kysely<Database>, options: LoadContentOptions = {}): Promise<ContentLoadReport> {
  const files = options.files ?? readContentFiles(options.dir ?? CONTENT_DIR);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const report: ContentLoadReport = { written: [], kept: [] };
  await db.transaction().execute(async (trx) => {
    const versions = new Map(
      (await trx.selectFrom('content_versions').selectAll().execute()).map((version) => [`${version.kind} ${version.item_key}`, version.content_hash]),
    );
    const recorded: Array<{ kind: string; item_key: string; content_hash: string }> = [];
    for (const table of CONTENT_TABLES) {
      const fileItems = table.items(files);
      const current = await currentItems(trx as AnyDb, table, fileItems);
      const toWrite: ContentRows[] = [];
      for (const item of fileItems) {
        const key = keyOf(item.row, table.keys);
        const name = `${table.kind} ${key}`;
        const fileHash = hashOf(item);
        const stored = versions.get(name);
        const inDatabase = current.get(key);
        const databaseHash = inDatabase ? hashOf(inDatabase) : null;
        if (databaseHash === fileHash) {
          if (stored !== fileHash) recorded.push({ kind: table.kind, item_key: key, content_hash: fileHash });
        } else if (stored !== undefined && databaseHash !== stored) {
          if (stored !== fileHash) report.kept.push(name);
        } else {
          toWrite.push(item);
          recorded.push({ kind: table.kind, item_key: key, content_hash: fileHash });
          report.written.push(name);
        }
      }
      await writeItems(trx as AnyDb, table, toWrite);
    }
    for (const batch of batches(recorded)) {
      await trx
        .insertInto('content_versions')
        .values(batch)
        .onConflict((conflict) => conflict.columns(['kind', 'item_key']).doUpdateSet((eb) => ({ content_hash: eb.ref('excluded.content_hash') })))
        .execute();
    }
  });
  for (const name of report.kept) {
    warn(`content ${name}: its file changed, but its database row was changed since the last load and is kept; merge the two by hand`);
  }
  return report;
}
