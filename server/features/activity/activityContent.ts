import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { CONTENT_DIR, ContentFileError, parseFrontMatter } from '../content/contentFiles';
import { checkHelpHtml } from '../content/helpHtml';
import { LANGUAGES } from '../../../machines/rules/language';
import { DAY_MS } from '../../../machines/rules/wallet';
import { businessDayOf, businessDayStart } from '../../../machines/rules/businessDay';
import { ActivityInput } from '../../../contract/activity';
import { inputProblem, insertActivity } from './definitions';

/**
 * The sandbox's promotions (server/content/activities): `activities.json` lists each activity's rules as an
 * operator would write them, its id (the banner slides name 101 and 103), a summary in each language and its
 * period in days from the day the database is seeded; `<folder>/{zh,hk,en}.html` is its title (front matter)
 * and body (the help articles' HTML). A sandbox start writes those whose id is not there yet: after that they
 * are the operator's to edit, and nothing here overwrites them. A malformed file stops the start, naming it.
 */

const ACTIVITIES_DIR = 'activities';
const Texts = (maxLength: number) => Type.Object({ zh: Type.String({ minLength: 1, maxLength }), hk: Type.String({ minLength: 1, maxLength }), en: Type.String({ minLength: 1, maxLength }) }, { additionalProperties: false });

const SeededActivity = Type.Object(
  {
    ...Type.Omit(ActivityInput, ['startTime', 'endTime', 'applyStartTime', 'applyEndTime', 'texts']).properties,
    id: Type.Integer({ minimum: 101, maximum: 999 }),
    folder: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    period: Type.Object({ fromDay: Type.Integer({ minimum: -30, maximum: 30 }), days: Type.Integer({ minimum: 1, maximum: 3660 }) }, { additionalProperties: false }),
    summary: Texts(256),
  },
  { additionalProperties: false },
);
type SeededActivity = Static<typeof SeededActivity>;

/** The seed's activities as operator inputs, their period placed from the business day of `now`. */
export function readSeedActivities(now: number, contentDir: string = CONTENT_DIR): Array<{ id: number; input: ActivityInput }> {
  const listFile = `${ACTIVITIES_DIR}/activities.json`;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(contentDir, listFile), 'utf8'));
  } catch (error) {
    throw new ContentFileError(listFile, `cannot be read as JSON (${(error as Error).message})`);
  }
  const list = Type.Array(SeededActivity);
  const [first] = Value.Errors(list, data);
  if (first) throw new ContentFileError(listFile, `${first.instancePath || 'the top level'} ${first.message}`);
  const seeded = data as SeededActivity[];
  const ids = new Set<number>();
  const dayStart = businessDayStart(businessDayOf(now));
  return seeded.map((entry, index) => {
    if (ids.has(entry.id)) throw new ContentFileError(listFile, `id ${entry.id} appears twice`);
    ids.add(entry.id);
    const { id, folder, period, summary, ...rules } = entry;
    const startTime = dayStart + period.fromDay * DAY_MS;
    const endTime = startTime + period.days * DAY_MS;
    const input: ActivityInput = { ...rules, startTime, endTime, applyStartTime: startTime, applyEndTime: endTime, texts: textsOf(contentDir, folder, summary) };
    const problem = inputProblem(input);
    if (problem) throw new ContentFileError(listFile, `[${index}] (id ${id}) ${problem.field}: ${problem.key}`);
    return { id, input };
  });
}

function textsOf(contentDir: string, folder: string, summary: SeededActivity['summary']): ActivityInput['texts'] {
  const path = `${ACTIVITIES_DIR}/${folder}`;
  if (!existsSync(join(contentDir, path))) throw new ContentFileError(path, 'is missing: each activity has a folder of zh.html, hk.html and en.html');
  const strays = readdirSync(join(contentDir, path)).filter((entry) => !LANGUAGES.some((language) => entry === `${language.code}.html`));
  if (strays.length > 0) throw new ContentFileError(`${path}/${strays[0]}`, 'is not one of zh.html, hk.html, en.html');
  const texts = {} as ActivityInput['texts'];
  for (const { code } of LANGUAGES) {
    const file = `${path}/${code}.html`;
    const { title, body, bodyLine } = parseFrontMatter(readFileSync(join(contentDir, file), 'utf8'), file);
    const problem = checkHelpHtml(body, bodyLine);
    if (problem) throw new ContentFileError(file, problem);
    texts[code] = { title, summary: summary[code], content: body };
  }
  return texts;
}

/** Writes the seed's activities that the database does not have yet (sandbox mode only: see server/startup.ts). */
export async function seedSandboxActivities(db: Kysely<Database>, clock: Clock): Promise<number> {
  const seed = readSeedActivities(clock.now());
  const known = new Set((await db.selectFrom('activities').select('id').execute()).map((row) => Number(row.id)));
  const missing = seed.filter((entry) => !known.has(entry.id));
  if (missing.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const entry of missing) await insertActivity(trx, clock.now(), entry.input, entry.id);
  });
  return missing.length;
}
