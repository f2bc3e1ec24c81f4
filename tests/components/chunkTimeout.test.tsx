import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinChunkTimeout } from '../../src/app/lazyPage';
import { describeChunkFailure } from '../../src/components/ChunkBoundary';

/** Spec section 9: "script chunk load time-out 120000 ms"; the chunk error names the type and the address. */

afterEach(() => {
  vi.useRealTimers();
});

describe('the script chunk time-out', () => {
  it('is still waiting at 119999 ms and fails as a time-out at 120000 ms, naming the chunk', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    // A loader whose chunk never arrives; its text names the chunk as a built loader's does.
    const load = Object.assign(() => new Promise<never>(() => undefined), { toString: () => '() => import("./Wallet-abc123.js")' });
    withinChunkTimeout(load).then(outcome, (error: unknown) => outcome(describeChunkFailure(error)));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith({ kind: 'timeout', address: expect.stringMatching(/\/Wallet-abc123\.js$/) });
  });

  it('passes a chunk that arrives in time, and a chunk that fails keeps its own reason', async () => {
    vi.useFakeTimers();
    const page = { default: () => null };
    await expect(withinChunkTimeout(() => Promise.resolve(page))).resolves.toBe(page);
    const missing = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/js/Gone-1.js');
    const failure = await withinChunkTimeout(() => Promise.reject(missing)).catch((error: unknown) => describeChunkFailure(error));
    expect(failure).toEqual({ kind: 'missing', address: 'http://127.0.0.1/assets/js/Gone-1.js' });
    // Neither left a timer that would fail later.
    expect(vi.getTimerCount()).toBe(0);
  });
});
