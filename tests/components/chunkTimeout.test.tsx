import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { lazyPage, withinChunkTimeout } from '../../src/app/lazyPage';
import { ChunkBoundary, describeChunkFailure } from '../../src/components/ChunkBoundary';
import { renderWithSite, text } from './renderWithSite';

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

describe('a page whose chunk times out', () => {
  it('says so with the address at 120000 ms, and the retry loads the page again in place', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const page = { default: () => <h1>Help centre</h1> };
    let loads = 0;
    // The first load never arrives; the second does. The loader's text names the chunk as a built one does.
    const load = Object.assign(() => (++loads === 1 ? new Promise<never>(() => undefined) : Promise.resolve(page)), {
      toString: () => '() => import("./HelpPage-abc123.js")',
    });
    const Page = lazyPage(load);
    const quiet = console.error;
    console.error = () => undefined;
    try {
      renderWithSite(
        <ChunkBoundary>
          <Suspense fallback={<p>{text('common.loading')}</p>}>
            <Page />
          </Suspense>
        </ChunkBoundary>,
      );
      await act(() => vi.advanceTimersByTimeAsync(119_999));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText(text('common.loading'))).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      // React shows the failure on its own schedule: on the real clock from here.
      vi.useRealTimers();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(text('chunk.timeout', { address: '' }).trim());
      expect(alert.textContent).toMatch(/\/HelpPage-abc123\.js/);
      fireEvent.click(screen.getByRole('button', { name: text('chunk.retry') }));
      expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeTruthy();
      expect(loads).toBe(2);
    } finally {
      console.error = quiet;
    }
  });
});
