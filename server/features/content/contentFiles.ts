import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { LANGUAGES } from '../../../machines/rules/language';
import { checkHelpHtml } from './helpHtml';
import { VipContentSchema, vipContentProblem, type VipLevelContent, type WelfareKindContent } from '../vip/vipContent';
import { REBATE_MAX_BP } from '../../../machines/rules/vip';
import { AgentContentSchema, agentContentProblem, type AgentContent } from '../agent/agentContent';

type AgentPart<K extends keyof AgentContent> = AgentContent[K] extends Array<infer Item> ? Item[] : never;

/**
 * Reads and checks the site's content files (server/content/, see docs/architecture.md "Content"):
 * JSON for lists, one front-matter file per language for documents. Anything malformed stops the
 * start with a ContentFileError naming the file and the place in it.
 */

export const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));

export class ContentFileError extends Error {
  constructor(file: string, problem: string) {
    super(`content file ${file}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code);

const NonEmpty = Type.String({ minLength: 1 });
/** A text in each interface language: zh, hk (traditional) and en, all required; at most the column's length. */
const TextsOf = (maxLength?: number) => {
  const text = maxLength ? Type.String({ minLength: 1, maxLength }) : NonEmpty;
  return Type.Object({ zh: text, hk: text, en: text }, { additionalProperties: false });
};
const Texts = TextsOf();
/** Titles and names fit their columns (varchar 128 and 64). */
const TITLE_LENGTH = 128;
const NAME_LENGTH = 64;
const Key = Type.String({ pattern: '^[a-z][a-z0-9-]*$' });
const SitePath = Type.String({ pattern: '^/' });
const strict = { additionalProperties: false } as const;
/** VIP levels 0-10 (spec section 9) and the rebate cap of 1.2 % in basis points. */
const VIP_LEVELS = 11;
export { REBATE_MAX_BP };

const schemas = {
  helpTopics: Type.Array(
    Type.Object({ type: Type.String({ pattern: '^[a-z]{1,16}$' }), group: Type.Union([Type.Literal('guide'), Type.Literal('rules'), Type.Literal('about')]) }, strict),
  ),
  notices: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), title: TextsOf(TITLE_LENGTH), content: Texts, scrollContent: Texts }, strict)),
  slides: Type.Array(
    Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        position: Type.Integer({ minimum: 1 }),
        device: Type.Integer({ minimum: 1 }),
        activityId: Type.Union([Type.Integer(), Type.Null()]),
        imgUrl: TextsOf(512),
      },
      strict,
    ),
  ),
  gameCategories: Type.Array(
    Type.Object(
      { gameType: Type.Integer({ minimum: 1 }), key: Key, link: SitePath, layout: Type.Integer({ minimum: 1 }), imgUrl: SitePath, name: TextsOf(NAME_LENGTH) },
      strict,
    ),
  ),
  platforms: Type.Array(
    Type.Object({ platType: Type.String({ pattern: '^[a-z0-9]{1,32}$' }), gameType: Type.Integer(), navbarImgUrl: SitePath, title: TextsOf(NAME_LENGTH) }, strict),
  ),
  settings: Type.Array(Type.Object({ key: Type.String({ pattern: '^[A-Za-z]{1,64}$' }), value: Type.Union([Type.String({ maxLength: 2048 }), TextsOf(2048)]) }, strict)),
  dictionary: Type.Record(Type.String({ pattern: '^[a-z_]{1,32}$' }), Type.Array(Type.Object({ value: Type.String({ minLength: 1, maxLength: 32 }), name: TextsOf(NAME_LENGTH) }, strict))),
  registerItems: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), key: Type.String({ pattern: '^[A-Za-z]{1,32}$' }), shown: Type.Boolean() }, strict)),
  games: Type.Array(
    Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        platType: Type.String({ pattern: '^[a-z0-9]{1,32}$' }),
        gameCode: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' }),
        gameType: Type.Integer(),
        hotRank: Type.Integer({ minimum: 0 }),
        tags: Type.Array(Type.Union([Type.Literal('new'), Type.Literal('hot'), Type.Literal('jackpot')]), { uniqueItems: true }),
        name: TextsOf(NAME_LENGTH),
      },
      strict,
    ),
  ),
  /** Rebate ratios in basis points (1 = 0.01 %) for VIP levels 0-10, at most 1.2 %, never falling with the level. */
  rebates: Type.Array(
    Type.Object(
      { gameType: Type.Integer(), ratioBp: Type.Array(Type.Integer({ minimum: 0, maximum: REBATE_MAX_BP }), { minItems: VIP_LEVELS, maxItems: VIP_LEVELS }) },
      strict,
    ),
  ),
};

export type HelpArticleContent = Static<typeof schemas.helpTopics>[number] & { title: Texts; body: Texts };
export type NoticeContent = Static<typeof schemas.notices>[number];
export type SlideContent = Static<typeof schemas.slides>[number];
export type GameCategoryContent = Static<typeof schemas.gameCategories>[number];
export type PlatformContent = Static<typeof schemas.platforms>[number];
export type SettingContent = Static<typeof schemas.settings>[number];
export type DictionaryItemContent = { dictionary: string; value: string; name: Texts };
export type RegisterItemContent = Static<typeof schemas.registerItems>[number];
export type TermsContent = { key: string; title: Texts; content: Texts };
export type GameContent = Static<typeof schemas.games>[number];
/** One ratio of the rebate table: a game type at a VIP level, in basis points. */
export type RebateContent = { gameType: number; vipLevel: number; ratioBp: number };
type Texts = Static<typeof Texts>;
/** A text in zh, hk and en. */
export type ContentTexts = Texts;

export interface ContentFiles {
  helpArticles: HelpArticleContent[];
  notices: NoticeContent[];
  slides: SlideContent[];
  gameCategories: GameCategoryContent[];
  platforms: PlatformContent[];
  settings: SettingContent[];
  dictionary: DictionaryItemContent[];
  registerItems: RegisterItemContent[];
  terms: TermsContent[];
  games: GameContent[];
  rebates: RebateContent[];
  vipLevels: VipLevelContent[];
  welfareKinds: WelfareKindContent[];
  /** The agent programme (agent.json): its one row of settings, tiers, platform fees, prizes and contacts. */
  agentSettings: Array<{ qualifyValidBetsMinor: number }>;
  agentTiers: AgentPart<'tiers'>;
  agentFees: AgentPart<'platformFees'>;
  agentPrizes: AgentPart<'prizes'>;
  agentContacts: AgentPart<'contacts'>;
}

/** Reads the whole content folder, or throws a ContentFileError for the first problem found. */
export function readContentFiles(dir: string = CONTENT_DIR): ContentFiles {
  const at = (path: string) => join(dir, path);
  const name = (path: string) => relative(dir, path) || path;

  function readText(path: string): string {
    if (!existsSync(path)) throw new ContentFileError(name(path), 'is missing');
    return readFileSync(path, 'utf8');
  }

  function readJson<S extends TSchema>(path: string, schema: S): Static<S> {
    let data: unknown;
    try {
      data = JSON.parse(readText(at(path)));
    } catch (error) {
      if (error instanceof ContentFileError) throw error;
      throw new ContentFileError(path, `is not valid JSON (${(error as Error).message})`);
    }
    const [first] = Value.Errors(schema, data);
    if (first) throw new ContentFileError(path, `${first.instancePath || 'the top level'} ${first.message}`);
    return data as Static<S>;
  }

  function unique<T>(path: string, items: T[], keyOf: (item: T) => string | number, what: string) {
    const seen = new Set<string | number>();
    for (const item of items) {
      const key = keyOf(item);
      if (seen.has(key)) throw new ContentFileError(path, `${what} ${key} appears twice`);
      seen.add(key);
    }
  }

  /** A document: one file per language, each with a title in its front matter. */
  function readDocument(folder: string, extension: string, check?: (body: string, file: string, bodyLine: number) => void) {
    const title = {} as Texts;
    const body = {} as Texts;
    for (const code of LANGUAGE_CODES) {
      const file = `${folder}/${code}.${extension}`;
      const parsed = parseFrontMatter(readText(at(file)), file);
      if (parsed.title.length > TITLE_LENGTH) throw new ContentFileError(file, `title is longer than ${TITLE_LENGTH} characters`);
      check?.(parsed.body, file, parsed.bodyLine);
      title[code] = parsed.title;
      body[code] = parsed.body;
    }
    const strays = readdirSync(at(folder)).filter((entry) => !LANGUAGE_CODES.some((code) => entry === `${code}.${extension}`));
    if (strays.length > 0) throw new ContentFileError(`${folder}/${strays[0]}`, `is not one of ${LANGUAGE_CODES.map((code) => `${code}.${extension}`).join(', ')}`);
    return { title, body };
  }

  const topics = readJson('help/topics.json', schemas.helpTopics);
  unique('help/topics.json', topics, (topic) => topic.type, 'topic');
  const folders = subfolders(at('help'));
  const unlisted = folders.find((folder) => !topics.some((topic) => topic.type === folder));
  if (unlisted) throw new ContentFileError(`help/${unlisted}`, 'is not listed in help/topics.json');
  const helpArticles = topics.map((topic) => ({ ...topic, ...readDocument(`help/${topic.type}`, 'html', checkHtmlOf) }));

  const notices = readJson('notices.json', schemas.notices);
  unique('notices.json', notices, (notice) => notice.id, 'id');
  const slides = readJson('slides.json', schemas.slides);
  unique('slides.json', slides, (slide) => slide.id, 'id');
  const gameCategories = readJson('game-categories.json', schemas.gameCategories);
  unique('game-categories.json', gameCategories, (category) => category.gameType, 'gameType');
  unique('game-categories.json', gameCategories, (category) => category.key, 'key');
  const platforms = readJson('platforms.json', schemas.platforms);
  unique('platforms.json', platforms, (platform) => platform.platType, 'platType');
  const orphan = platforms.find((platform) => !gameCategories.some((category) => category.gameType === platform.gameType));
  if (orphan) throw new ContentFileError('platforms.json', `${orphan.platType} has gameType ${orphan.gameType}, which game-categories.json does not list`);
  const settings = readJson('settings.json', schemas.settings);
  unique('settings.json', settings, (setting) => setting.key, 'key');
  const dictionaries = readJson('dictionary.json', schemas.dictionary);
  const dictionary = Object.entries(dictionaries).flatMap(([name, items]) => {
    unique('dictionary.json', items, (item) => item.value, `${name} value`);
    return items.map((item) => ({ dictionary: name, value: item.value, name: item.name }));
  });
  const registerItems = readJson('register-items.json', schemas.registerItems);
  unique('register-items.json', registerItems, (item) => item.id, 'id');
  const terms = subfolders(at('terms')).map((key) => ({ key, ...documentAs(readDocument(`terms/${key}`, 'txt'), 'content') }));

  const games = readJson('games.json', schemas.games);
  unique('games.json', games, (game) => game.id, 'id');
  unique('games.json', games, (game) => `${game.platType}/${game.gameCode}`, 'game');
  for (const game of games) {
    const venue = platforms.find((platform) => platform.platType === game.platType);
    if (!venue) throw new ContentFileError('games.json', `game ${game.id} is of venue ${game.platType}, which platforms.json does not list`);
    if (venue.gameType !== game.gameType) throw new ContentFileError('games.json', `game ${game.id} has gameType ${game.gameType}, but its venue ${venue.platType} has ${venue.gameType}`);
  }
  const rebateTable = readJson('rebates.json', schemas.rebates);
  unique('rebates.json', rebateTable, (rebate) => rebate.gameType, 'gameType');
  for (const rebate of rebateTable) {
    if (rebate.ratioBp.some((ratio, level) => level > 0 && ratio < rebate.ratioBp[level - 1])) {
      throw new ContentFileError('rebates.json', `the ratios of gameType ${rebate.gameType} fall with the VIP level`);
    }
  }
  const rebates = rebateTable.flatMap((rebate) => rebate.ratioBp.map((ratioBp, vipLevel) => ({ gameType: rebate.gameType, vipLevel, ratioBp })));

  const vip = readJson('vip.json', VipContentSchema);
  const vipProblem = vipContentProblem(vip);
  if (vipProblem) throw new ContentFileError('vip.json', vipProblem);
  const vipLevels = vip.levels;
  const welfareKinds = Object.entries(vip.welfareMultiples).map(([kind, multiple]) => ({ kind, multiple }));

  const agent = readJson('agent.json', AgentContentSchema);
  const agentProblem = agentContentProblem(agent, gameCategories.map((category) => category.gameType));
  if (agentProblem) throw new ContentFileError('agent.json', agentProblem);

  const agentParts = {
    agentSettings: [{ qualifyValidBetsMinor: agent.qualifyValidBetsMinor }],
    agentTiers: agent.tiers,
    agentFees: agent.platformFees,
    agentPrizes: agent.prizes,
    agentContacts: agent.contacts,
  };

  return { helpArticles, notices, slides, gameCategories, platforms, settings, dictionary, registerItems, terms, games, rebates, vipLevels, welfareKinds, ...agentParts };
}

function checkHtmlOf(body: string, file: string, bodyLine: number) {
  const problem = checkHelpHtml(body, bodyLine);
  if (problem) throw new ContentFileError(file, problem);
}

const documentAs = <K extends string>(document: { title: Texts; body: Texts }, bodyName: K) =>
  ({ title: document.title, [bodyName]: document.body }) as { title: Texts } & Record<K, Texts>;

function subfolders(path: string): string[] {
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((entry) => statSync(join(path, entry)).isDirectory())
    .sort();
}

/**
 * `---`, `title: …`, `---`, then the body to the end of the file (its final newline is not part of it).
 * Only a title is allowed: everything else about a document lives in its list file.
 */
export function parseFrontMatter(text: string, file: string): { title: string; body: string; bodyLine: number } {
  const match = /^---\n((?:[^\n]*\n)*?)---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new ContentFileError(file, 'must start with a front matter: ---, title: …, ---');
  let title: string | null = null;
  for (const line of match[1].split('\n').filter((entry) => entry.trim() !== '')) {
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (!field || field[1] !== 'title') throw new ContentFileError(file, `front matter line "${line}" is not "title: …"`);
    title = field[2].trim();
  }
  if (!title) throw new ContentFileError(file, 'front matter has no title');
  const body = match[2].replace(/\n$/, '');
  if (body.trim() === '') throw new ContentFileError(file, 'has no text after its front matter');
  // The body starts after the two --- lines and the front matter's own lines.
  return { title, body, bodyLine: match[1].split('\n').length + 2 };
}

