import { vi } from 'vitest';
import type * as GuestApi from '../../src/api/guest';

/**
 * The guest API as component tests see it: the real captcha address, every
 * call a mock. Use as `vi.mock('../../src/api/guest', async (original) =>
 * (await import('./guestApiMock')).mockGuestApi(original))`.
 */
export async function mockGuestApi(importOriginal: () => Promise<unknown>): Promise<typeof GuestApi> {
  const actual = (await importOriginal()) as typeof GuestApi;
  return {
    captchaUrl: actual.captchaUrl,
    login: vi.fn(),
    register: vi.fn(),
    sendRegisterCode: vi.fn(),
    getRegisterItems: vi.fn(),
    getRegisterTerms: vi.fn(),
    getWebsiteBasicInfo: vi.fn(),
    getDictionary: vi.fn(),
    checkRestriction: vi.fn(),
  };
}
