/**
 * The game art of this site (issue 12): one small SVG card per game of server/content/games.json, made
 * from the game's code and English name alone, so the same file always comes out of the same game.
 * A gradient whose hues come from a hash of the code, a motif per game type (slot reels, a fish, a
 * playing card, a casino chip), a few sparkles and the name; no outside font or host.
 * `npx tsx tests/tooling/gameArt.ts` writes public/content/games/<code>.svg; tests/server/gamesArt.test.ts
 * fails when a file is missing or differs from what this makes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readContentFiles, type GameContent } from '../../server/features/content/contentFiles';

export const GAME_ART_DIR = fileURLToPath(new URL('../../public/content/games/', import.meta.url));

const SIZE = 240;

/** Bytes of the code's SHA-256: a stable source of choices. */
const seedOf = (code: string) => createHash('sha256').update(code).digest();

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const GOLD = '#f5d27a';

function slotMotif(seed: Buffer): string {
  const symbols = [
    (x: number) => `<polygon points="${x},94 ${x + 6},108 ${x + 21},109 ${x + 9},118 ${x + 13},133 ${x},124 ${x - 13},133 ${x - 9},118 ${x - 21},109 ${x - 6},108" fill="${GOLD}"/>`,
    (x: number) => `<polygon points="${x},94 ${x + 17},114 ${x},134 ${x - 17},114" fill="#7fe3ff"/>`,
    (x: number) => `<circle cx="${x - 7}" cy="122" r="9" fill="#ff5a6e"/><circle cx="${x + 8}" cy="124" r="9" fill="#ff5a6e"/><path d="M${x - 7} 113 Q${x} 96 ${x + 10} 97 M${x + 8} 115 Q${x + 6} 104 ${x + 10} 97" stroke="#6fd36f" stroke-width="3" fill="none"/>`,
    (x: number) => `<path d="M${x - 14} 96 H${x + 14} L${x - 2} 134 H${x - 12} L${x + 2} 104 H${x - 14} Z" fill="#ffb347"/>`,
  ];
  const reels = [70, 120, 170]
    .map((x, index) => `<rect x="${x - 24}" y="84" width="48" height="60" rx="8" fill="#ffffff" fill-opacity="0.14" stroke="${GOLD}" stroke-width="2"/>${symbols[seed[index] % symbols.length](x)}`)
    .join('');
  return `<rect x="36" y="72" width="168" height="84" rx="14" fill="#000" fill-opacity="0.28"/>${reels}`;
}

function fishMotif(seed: Buffer): string {
  const tilt = (seed[3] % 21) - 10;
  const fin = seed[4] % 2 === 0 ? '#ffb347' : '#7fe3ff';
  return `<g transform="rotate(${tilt} 120 112)"><path d="M176 112 L206 88 L200 112 L206 136 Z" fill="${fin}"/><ellipse cx="130" cy="112" rx="52" ry="30" fill="${GOLD}"/><path d="M118 86 Q130 70 146 86" fill="${fin}"/><circle cx="100" cy="106" r="7" fill="#fff"/><circle cx="98" cy="106" r="3.5" fill="#1a1a2e"/><path d="M132 92 Q142 112 132 132 M150 94 Q160 112 150 130" stroke="#c89b3c" stroke-width="3" fill="none"/></g><circle cx="62" cy="84" r="6" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/><circle cx="50" cy="62" r="4" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`;
}

function cardMotif(seed: Buffer): string {
  const suits = [
    `<path d="M120 92 C100 112 92 120 104 132 C112 138 118 134 120 130 C122 134 128 138 136 132 C148 120 140 112 120 92 Z M114 134 L126 134 L128 146 L112 146 Z" fill="#1a1a2e"/>`,
    `<path d="M120 146 C96 124 92 116 100 104 C108 96 116 100 120 108 C124 100 132 96 140 104 C148 116 144 124 120 146 Z" fill="#d7263d"/>`,
    `<polygon points="120,92 142,120 120,148 98,120" fill="#d7263d"/>`,
    `<circle cx="120" cy="104" r="11" fill="#1a1a2e"/><circle cx="107" cy="123" r="11" fill="#1a1a2e"/><circle cx="133" cy="123" r="11" fill="#1a1a2e"/><path d="M114 128 L126 128 L129 148 L111 148 Z" fill="#1a1a2e"/>`,
  ];
  return `<rect x="70" y="70" width="76" height="104" rx="10" fill="#fff" fill-opacity="0.35" transform="rotate(-12 108 122)"/><rect x="84" y="66" width="76" height="104" rx="10" fill="#fffaf0" stroke="${GOLD}" stroke-width="3"/>${suits[seed[5] % suits.length]}`;
}

function chipMotif(seed: Buffer): string {
  const colour = ['#d7263d', '#1b998b', '#2e86de', '#1a1a2e'][seed[6] % 4];
  return `<circle cx="120" cy="116" r="50" fill="${colour}" stroke="#fff" stroke-width="10" stroke-dasharray="18 14"/><circle cx="120" cy="116" r="34" fill="none" stroke="${GOLD}" stroke-width="3"/><circle cx="120" cy="116" r="24" fill="#fff" fill-opacity="0.15"/><polygon points="120,100 125,111 137,112 128,120 131,132 120,126 109,132 112,120 103,112 115,111" fill="${GOLD}"/>`;
}

/** The in-house baccarat: a player card and a banker card face up on green felt, a chip between. */
function baccaratMotif(): string {
  const card = (x: number, tilt: number, rank: string, red: boolean) =>
    `<g transform="rotate(${tilt} ${x + 30} 122)"><rect x="${x}" y="80" width="60" height="84" rx="8" fill="#fffaf0" stroke="${GOLD}" stroke-width="2.5"/><text x="${x + 10}" y="102" font-family="Georgia,serif" font-size="20" font-weight="700" fill="${red ? '#c8102e' : '#1a1a2e'}">${rank}</text><text x="${x + 30}" y="140" text-anchor="middle" font-size="30" fill="${red ? '#c8102e' : '#1a1a2e'}">${red ? '&#9829;' : '&#9824;'}</text></g>`;
  return `<ellipse cx="120" cy="124" rx="96" ry="58" fill="#0b5d3b" stroke="${GOLD}" stroke-width="3"/>${card(52, -10, 'A', false)}${card(128, 10, '9', true)}<circle cx="120" cy="166" r="15" fill="#d7263d" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>`;
}

/** The in-house keno: lottery balls, the numbers of a lucky draw. */
function kenoMotif(): string {
  const balls: Array<[number, number, string, string]> = [
    [64, 96, '#d7263d', '8'],
    [112, 84, '#f5b700', '18'],
    [160, 98, '#2e86de', '27'],
    [86, 140, '#1b998b', '50'],
    [136, 142, '#8e44ad', '66'],
  ];
  return balls
    .map(([x, y, colour, label]) => `<circle cx="${x}" cy="${y}" r="22" fill="${colour}" stroke="#fff" stroke-width="3"/><circle cx="${x}" cy="${y}" r="12" fill="#fff"/><text x="${x}" y="${y + 5}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="13" font-weight="800" fill="#1a1a2e">${label}</text>`)
    .join('');
}

/** The in-house venue's games have a picture of their own. */
const GAME_MOTIFS: Record<string, () => string> = { 'house-baccarat': baccaratMotif, 'house-keno': kenoMotif };

/** Motif per game type: 1 live casino, 2 electronic games, 6 fishing, 7 chess and cards. */
const MOTIFS: Record<number, (seed: Buffer) => string> = { 1: chipMotif, 2: slotMotif, 6: fishMotif, 7: cardMotif };

/** The SVG of one game. */
export function gameArt(game: Pick<GameContent, 'gameCode' | 'gameType' | 'name'>): string {
  const seed = seedOf(game.gameCode);
  const hue = ((seed[0] << 8) | seed[1]) % 360;
  const second = (hue + 30 + (seed[2] % 60)) % 360;
  const motif = GAME_MOTIFS[game.gameCode]?.() ?? (MOTIFS[game.gameType] ?? chipMotif)(seed);
  const sparkles = [7, 9, 11, 13]
    .map((at) => `<circle cx="${20 + (seed[at] % 200)}" cy="${14 + (seed[at + 1] % 50)}" r="${1 + (seed[at] % 3)}" fill="#fff" fill-opacity="0.7"/>`)
    .join('');
  const name = escapeXml(game.name.en);
  const fontSize = name.length > 22 ? 14 : 17;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${name}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,42%)"/><stop offset="1" stop-color="hsl(${second},70%,18%)"/></linearGradient>`,
    `<radialGradient id="l" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="18" fill="url(#g)"/><rect width="${SIZE}" height="${SIZE}" rx="18" fill="url(#l)"/>`,
    sparkles,
    motif,
    `<path d="M0 184 H${SIZE} V${SIZE - 18} A18 18 0 0 1 ${SIZE - 18} ${SIZE} H18 A18 18 0 0 1 0 ${SIZE - 18} Z" fill="#000" fill-opacity="0.35"/>`,
    `<text x="120" y="${218 - (fontSize === 14 ? 2 : 0)}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${fontSize}" font-weight="700" fill="${GOLD}">${name}</text>`,
    `<rect x="3" y="3" width="${SIZE - 6}" height="${SIZE - 6}" rx="16" fill="none" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="2"/>`,
    `</svg>\n`,
  ].join('');
}

export const gameArtFile = (gameCode: string) => `${GAME_ART_DIR}${gameCode}.svg`;

/** Writes every game's art; answers how many files. */
export function writeGameArt(): number {
  mkdirSync(GAME_ART_DIR, { recursive: true });
  const { games } = readContentFiles();
  for (const game of games) writeFileSync(gameArtFile(game.gameCode), gameArt(game));
  return games.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`wrote ${writeGameArt()} game pictures to ${GAME_ART_DIR}`);
}
