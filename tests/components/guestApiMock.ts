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
    getRegisterItems: vi.fn(),
    getWebsiteBasicInfo: vi.fn(),
    getDictionary: vi.fn(),
    checkRestriction: vi.fn(),
  };
}

/** The registration page's calls (src/api/registration.ts), every one a mock: `vi.mock('../../src/api/registration', mockRegistrationApi)`. */
export const mockRegistrationApi = () => ({ register: vi.fn(), sendRegisterCode: vi.fn(), getRegisterTerms: vi.fn() });
