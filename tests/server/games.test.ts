import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  createMember,
  expectFailure,
  expectLedgerClean,
  expectSuccess,
  launchVenue,
  moneyPost,
  message,
  moneyState,
  sandboxCredit,
  walletRow,
} from './flows';
import { lockVenueWallet } from '../../server/features/wallet/wallets';
import { unconfiguredVenues } from '../../server/adapters/venues';

/** POST /web/apiCode/getGameUrl: opening a venue, and transfer-free mode's automatic transfers (types 3 and 4). */

let h: Harness;
let serial = 0;
const freshMember = () => createMember(h, `gam${String(++serial).padStart(4, '0')}`);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

const modeOn = async (token: string) =>
  expectSuccess(await moneyPost(h, token, '/user/changeWalletType', { payload: { walletType: 1 } }));

const balanceOf = async (userId: number, venue: string) => (await walletRow(h, userId, venue))?.balance_minor ?? 0;

const convertTypes = async (userId: number) =>
  (
    await h.db.selectFrom('movements').select(['convert_type', 'plat_type', 'amount_minor']).where('user_id', '=', userId).orderBy('id').execute()
  ).map((row) => [row.convert_type, row.plat_type, Number(row.amount_minor)]);

describe('opening a venue', () => {
  it('answers the sandbox venue’s address in the member’s language, and moves nothing while transfer-free mode is off', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '30');
    const state = await moneyState(h);
    const response = await launchVenue(h, member.token, 'rlive', { lang: 'en' });
    expectSuccess(response);
    expect(response.body).toMatchObject({
      url: '/web/sandbox/venue/rlive?lang=en',
      platType: 'rlive',
      movedIn: '0.00',
      movedOut: [],
      userBalanceMap: { userBalance: '30.00', venueBalance: '0.00', totalBalance: '30.00' },
    });
    // Only the answer is kept, under the call's Idempotency-Key.
    expect(await moneyState(h)).toEqual({ ...state, keys: state.keys + 1 });
  });

  it('passes a game code on, and refuses a malformed one', async () => {
    const member = await freshMember();
    const withGame = await moneyPost(h, member.token, '/apiCode/getGameUrl', { query: { platType: 'pgx', gameCode: 'pgx-fortune-dragon' } });
    expectSuccess(withGame);
    expect(withGame.body.url).toBe('/web/sandbox/venue/pgx?lang=zh&gameCode=pgx-fortune-dragon');
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const bad = await moneyPost(h, member.token, '/apiCode/getGameUrl', { query: { platType: 'pgx', gameCode: '<script>' }, headers: { lang } });
      expectFailure(bad, 400, 'error.badParameter', lang, { name: 'gameCode' });
    }
  });

  it('refuses a game code the catalogue does not hold for that venue, by name, moving nothing', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '20');
    await modeOn(member.token);
    const state = await moneyState(h);
    // A well-formed code of no game, and a real game of another venue (Fish King's, asked of Pixel Games).
    for (const gameCode of ['fortune-ox_2', 'fhk-golden-toad-fishing']) {
      for (const lang of ['zh', 'hk', 'en'] as const) {
        const refused = await moneyPost(h, member.token, '/apiCode/getGameUrl', { query: { platType: 'pgx', gameCode }, headers: { lang } });
        expectFailure(refused, 400, 'games.unknownGame', lang);
        expect(refused.body.field).toBe('gameCode');
      }
    }
    expect(await balanceOf(member.userId, 'central')).toBe(2000);
    expect((await moneyState(h)).movements).toBe(state.movements);
  });

  it('refuses an unknown venue, the central wallet and a guest', async () => {
    const member = await freshMember();
    for (const platType of ['nosuch', 'central', '']) {
      expectFailure(await launchVenue(h, member.token, platType, { lang: 'en' }), 400, 'error.unknownVenue', 'en');
    }
    const guest = await h.call({ method: 'POST', url: '/web/apiCode/getGameUrl?platType=rlive' });
    expect(guest.status).toBe(401);
  });
});

describe('transfer-free mode on entering a venue', () => {
  it('moves the whole central balance into the venue (type 3), then brings it back when another venue opens (type 4)', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '12.34');
    await modeOn(member.token);

    const first = await launchVenue(h, member.token, 'pps');
    expectSuccess(first);
    expect(first.body).toMatchObject({ movedIn: '12.34', movedOut: [], userBalanceMap: { userBalance: '0.00', venueBalance: '12.34' } });
    expect(await balanceOf(member.userId, 'pps')).toBe(1234);

    const again = await launchVenue(h, member.token, 'pps');
    expect(again.body).toMatchObject({ movedIn: '0.00', movedOut: [] });

    const second = await launchVenue(h, member.token, 'ocn');
    expect(second.body).toMatchObject({ movedIn: '12.34', movedOut: [{ platType: 'pps', amount: '12.34' }] });
    expect(await balanceOf(member.userId, 'pps')).toBe(0);
    expect(await balanceOf(member.userId, 'ocn')).toBe(1234);
    expect(await balanceOf(member.userId, 'central')).toBe(0);
    expect(await convertTypes(member.userId)).toEqual([
      [null, null, 1234],
      [3, 'pps', 1234],
      [4, 'pps', 1234],
      [3, 'ocn', 1234],
    ]);
  });

  it('gathers every unlocked venue balance and leaves a locked wallet where it is', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '100');
    for (const [venue, amount] of [['rlive', '20'], ['gsport', '30'], ['fhk', '40']] as const) {
      expectSuccess(await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: venue, amount } }));
    }
    expect(await lockVenueWallet(h.db, member.userId, 'fhk')).toBe(true);
    await modeOn(member.token);

    const entry = await launchVenue(h, member.token, 'pgx');
    expectSuccess(entry);
    expect(entry.body.movedIn).toBe('60.00');
    expect((entry.body.movedOut as { platType: string }[]).map((moved) => moved.platType).sort()).toEqual(['gsport', 'rlive']);
    expect(await balanceOf(member.userId, 'fhk')).toBe(4000);
    expect(await balanceOf(member.userId, 'pgx')).toBe(6000);
    expect(entry.body.userBalanceMap).toMatchObject({ userBalance: '0.00', venueBalance: '100.00', totalBalance: '100.00' });
  });

  it('moves nothing with an empty wallet, and nothing again for a repeated Idempotency-Key', async () => {
    const member = await freshMember();
    await modeOn(member.token);
    expect((await launchVenue(h, member.token, 'rlive')).body).toMatchObject({ movedIn: '0.00', movedOut: [] });
    expect(await balanceOf(member.userId, 'rlive')).toBe(0);

    await sandboxCredit(h, member.userName, '5');
    const headers = { 'idempotency-key': 'launch-1' };
    const first = await launchVenue(h, member.token, 'gsport', headers);
    const repeat = await launchVenue(h, member.token, 'gsport', headers);
    expect(repeat.body).toEqual(first.body);
    expect(await convertTypes(member.userId)).toEqual([
      [null, null, 500],
      [3, 'gsport', 500],
    ]);
  });

  it('moves nothing when the provider cannot open the venue', async () => {
    const production = await startHarness({ sandbox: false }, { venues: unconfiguredVenues });
    try {
      const member = await createMember(production, 'prod0001');
      expectSuccess(await moneyPost(production, member.token, '/user/changeWalletType', { payload: { walletType: 1 } }));
      const before = await moneyState(production);
      for (const lang of ['zh', 'hk', 'en'] as const) {
        const answer = await launchVenue(production, member.token, 'rlive', { lang });
        expect(answer.status).toBe(503);
        expect(answer.body.msg).toBe(message(lang, 'error.venueUnavailable'));
      }
      expect(await moneyState(production)).toEqual(before);
    } finally {
      await production.close();
    }
  });
});

describe('the sandbox venue page', () => {
  it('names the venue in the asked language, with the site’s own logo and no other host', async () => {
    for (const [lang, title] of [['en', 'Royal Live'], ['zh', '皇家真人'], ['hk', '皇家真人']] as const) {
      const page = await h.app.inject({ method: 'GET', url: `/web/sandbox/venue/rlive?lang=${lang}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(message(lang, 'venue.sandboxTitle'));
      expect(page.body).toContain(message(lang, 'venue.close'));
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    }
  });

  it('is not there for an unknown venue, nor outside the sandbox', async () => {
    const unknown = await h.app.inject({ method: 'GET', url: '/web/sandbox/venue/nosuch' });
    expect(unknown.statusCode).toBe(400);
    const production = await startHarness({ sandbox: false }, { venues: unconfiguredVenues });
    try {
      const page = await production.app.inject({ method: 'GET', url: '/web/sandbox/venue/rlive' });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
