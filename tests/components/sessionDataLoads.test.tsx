import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as settingsApi from '../../src/api/settings';
import * as payoutApi from '../../src/api/payout';
import * as gamesApi from '../../src/api/games';
import { sessionData } from '../../src/store/session';
import { loadSmsFlag } from '../../src/session/smsFlag';
import { HOT_GAMES_KEPT, refreshBankCardFlag, refreshHotGames } from '../../src/session/memberData';
import type { Game } from '../../contract/games';
import type { UserBankCard } from '../../contract/withdrawal';

/** Spec section 3's session data gains the SMS flag, the bank-card flag and the hot-game list (issue 23). */

vi.mock('../../src/api/settings', () => ({ getSysConfigValue: vi.fn() }));
vi.mock('../../src/api/payout', () => ({ getBankCards: vi.fn() }));
vi.mock('../../src/api/games', () => ({ getGames: vi.fn() }));

const getSysConfigValue = vi.mocked(settingsApi.getSysConfigValue);
const getBankCards = vi.mocked(payoutApi.getBankCards);
const getGames = vi.mocked(gamesApi.getGames);

beforeEach(() => {
  vi.clearAllMocks();
  sessionData.smsRequired = null;
  sessionData.hasBankCard = null;
  sessionData.hotGames = [];
});

describe('the SMS flag', () => {
  it('follows the site setting sms_switch: "0" off, "1" on', async () => {
    getSysConfigValue.mockResolvedValue('0');
    await loadSmsFlag();
    expect(getSysConfigValue).toHaveBeenCalledWith('sms_switch', { handles: 'all' });
    expect(sessionData.smsRequired).toBe(false);
    getSysConfigValue.mockResolvedValue('1');
    await loadSmsFlag();
    expect(sessionData.smsRequired).toBe(true);
  });

  it('asks for the code when the setting cannot be read, and keeps a value already read', async () => {
    getSysConfigValue.mockRejectedValue(new Error('network'));
    await loadSmsFlag();
    expect(sessionData.smsRequired).toBe(true);
    sessionData.smsRequired = false;
    await loadSmsFlag();
    expect(sessionData.smsRequired).toBe(false);
  });
});

describe('the bank-card flag', () => {
  it('says whether the member has bound a card; a failed read leaves it', async () => {
    getBankCards.mockResolvedValue([]);
    await refreshBankCardFlag();
    expect(sessionData.hasBankCard).toBe(false);
    getBankCards.mockResolvedValue([{ id: 1 } as UserBankCard]);
    await refreshBankCardFlag();
    expect(sessionData.hasBankCard).toBe(true);
    getBankCards.mockRejectedValue(new Error('network'));
    await refreshBankCardFlag();
    expect(sessionData.hasBankCard).toBe(true);
  });
});

describe('the hot-game list', () => {
  it('holds the catalogue’s hot tab, loaded once per language', async () => {
    const hot = [{ id: 7, gameName: 'Keno', hotRank: 1 } as Game];
    getGames.mockResolvedValue({ records: hot, total: 1, pageIndex: 1, pageSize: HOT_GAMES_KEPT });
    sessionData.locale = 'en';
    await refreshHotGames();
    await refreshHotGames();
    expect(getGames).toHaveBeenCalledTimes(1);
    expect(getGames).toHaveBeenCalledWith({ tab: 'hot', pageIndex: 1, pageSize: 10 }, true, { handles: 'all' });
    expect(sessionData.hotGames).toEqual(hot);
    sessionData.locale = 'zh';
    await refreshHotGames();
    expect(getGames).toHaveBeenCalledTimes(2);
  });
});
