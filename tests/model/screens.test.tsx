import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as guestApi from '../../src/api/guest';
import * as registrationApi from '../../src/api/registration';
import * as walletApi from '../../src/api/wallet';
import * as gamesApi from '../../src/api/games';
import * as depositApi from '../../src/api/deposit';
import * as profileApi from '../../src/api/profile';
import { FLOWS } from '../../machines/index';
import { modelOf } from './adapters/index';
import { generatePaths } from './model';
import { replayOnScreen, type ApiMocks, type ScreenAdapter } from './screen';
import { screenGaps, shortestToEachState, type HandledScreen } from './screenPlan';

vi.mock('../../src/api/guest', async (original) => (await import('../components/guestApiMock')).mockGuestApi(original));
vi.mock('../../src/api/registration', async () => (await import('../components/guestApiMock')).mockRegistrationApi());
vi.mock('../../src/api/games', () => ({
  launchGame: vi.fn(),
  getGames: vi.fn(),
  getVenues: vi.fn(),
  getPopularSearches: vi.fn(),
  saveFavourite: vi.fn(),
  deleteFavourite: vi.fn(),
}));
vi.mock('../../src/api/deposit', () => ({
  getPaymentMethods: vi.fn(),
  recharge: vi.fn(),
  createProviderOrder: vi.fn(),
  uploadProof: vi.fn(),
  confirmRechargeOrder: vi.fn(),
  cancelRechargeOrder: vi.fn(),
  getRechargeOrder: vi.fn(),
  getDepositRecords: vi.fn(),
}));
vi.mock('../../src/api/wallet', () => ({
  changeWalletType: vi.fn(),
  convertMoney: vi.fn(),
  recycleAll: vi.fn(),
  getWalletOverview: vi.fn(),
  getTransferRecords: vi.fn(),
}));
vi.mock('../../src/api/profile', () => ({
  uploadPicture: vi.fn(),
  modifyUserInfo: vi.fn(),
  modifyPassword: vi.fn(),
  getEmailCode: vi.fn(),
  bindEmail: vi.fn(),
  forgotFirstStep: vi.fn(),
  forgotSendCode: vi.fn(),
  forgotCheckCode: vi.fn(),
  forgotReset: vi.fn(),
}));

const API_MOCKS: ApiMocks = {
  login: vi.mocked(guestApi.login),
  sendRegisterCode: vi.mocked(registrationApi.sendRegisterCode),
  register: vi.mocked(registrationApi.register),
  launchGame: vi.mocked(gamesApi.launchGame),
  changeWalletType: vi.mocked(walletApi.changeWalletType),
  convertMoney: vi.mocked(walletApi.convertMoney),
  recycleAll: vi.mocked(walletApi.recycleAll),
  getWalletOverview: vi.mocked(walletApi.getWalletOverview),
  getTransferRecords: vi.mocked(walletApi.getTransferRecords),
  getPaymentMethods: vi.mocked(depositApi.getPaymentMethods),
  recharge: vi.mocked(depositApi.recharge),
  createProviderOrder: vi.mocked(depositApi.createProviderOrder),
  uploadProof: vi.mocked(depositApi.uploadProof),
  confirmRechargeOrder: vi.mocked(depositApi.confirmRechargeOrder),
  cancelRechargeOrder: vi.mocked(depositApi.cancelRechargeOrder),
  getRechargeOrder: vi.mocked(depositApi.getRechargeOrder),
  getDepositRecords: vi.mocked(depositApi.getDepositRecords),
  getGames: vi.mocked(gamesApi.getGames),
  getVenues: vi.mocked(gamesApi.getVenues),
  getPopularSearches: vi.mocked(gamesApi.getPopularSearches),
  saveFavourite: vi.mocked(gamesApi.saveFavourite),
  deleteFavourite: vi.mocked(gamesApi.deleteFavourite),
  uploadPicture: vi.mocked(profileApi.uploadPicture),
  modifyUserInfo: vi.mocked(profileApi.modifyUserInfo),
  modifyPassword: vi.mocked(profileApi.modifyPassword),
  getEmailCode: vi.mocked(profileApi.getEmailCode),
  bindEmail: vi.mocked(profileApi.bindEmail),
  forgotFirstStep: vi.mocked(profileApi.forgotFirstStep),
  forgotSendCode: vi.mocked(profileApi.forgotSendCode),
  forgotCheckCode: vi.mocked(profileApi.forgotCheckCode),
  forgotReset: vi.mocked(profileApi.forgotReset),
};

/**
 * Screen adapters are found, not listed: every module under ./screens/ is loaded, and each export that
 * is a screen adapter (an object with flowId, events and states), or a factory named `…Screen` that
 * builds one from the API mocks, is matched to its registered flow by flowId. The end-to-end suite's
 * adapters (tests/e2e/*Screen.ts) run in Playwright and only count for completeness here.
 */
const isHandledScreen = (value: unknown): value is HandledScreen =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HandledScreen).flowId === 'string' &&
  typeof (value as HandledScreen).events === 'object' &&
  typeof (value as HandledScreen).states === 'object';

function screensIn(modules: Record<string, Record<string, unknown>>): HandledScreen[] {
  return Object.values(modules).flatMap((exported) =>
    Object.entries(exported).flatMap(([name, value]) => {
      if (isHandledScreen(value)) return [value];
      if (typeof value === 'function' && name.endsWith('Screen')) {
        const built: unknown = (value as (mocks: ApiMocks) => unknown)(API_MOCKS);
        if (!isHandledScreen(built)) throw new Error(`${name} does not build a screen adapter`);
        return [built];
      }
      return [];
    }),
  );
}

const SCREENS = screensIn(import.meta.glob<Record<string, unknown>>('./screens/*.tsx', { eager: true })) as ScreenAdapter<never>[];
const END_TO_END_SCREENS = screensIn(import.meta.glob<Record<string, unknown>>('../e2e/*Screen.ts', { eager: true }));

beforeEach(() => vi.clearAllMocks());

describe('screen adapters are complete', () => {
  it('every registered machine has exactly one screen adapter, here or in the end-to-end suite', () => {
    const covered = [...SCREENS, ...END_TO_END_SCREENS].map((adapter) => adapter.flowId);
    expect(covered.sort()).toEqual(FLOWS.map((flow) => flow.id).sort());
  });

  it.each([...SCREENS, ...END_TO_END_SCREENS].map((adapter) => [adapter.flowId, adapter] as const))(
    '%s handles every event and shows every state',
    (_, adapter) => {
      expect(screenGaps(adapter)).toEqual({ events: [], states: [] });
    },
  );
});

for (const adapter of SCREENS) {
  describe(`${adapter.flowId} on screen`, () => {
    it.each(shortestToEachState(generatePaths(modelOf(adapter.flowId))).map((path) => [`${path.scenario.name} · ${path.title}`, path] as const))(
      '%s',
      async (_, path) => {
        await replayOnScreen(adapter, path);
      },
    );
  });
}
