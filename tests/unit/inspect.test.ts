import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inspectionRequested } from '../../src/inspect/inspectFlag';

/**
 * The Stately inspector is opt-in: `?inspect` (before or inside the hash) or
 * VITE_INSPECT=1. Without it `@statelyai/inspect` must never be imported; the
 * mock's factory runs only when something imports the module, so `imported`
 * records exactly that.
 */
const inspector = {
  imported: false,
  observer: { next: () => {} },
  createBrowserInspector: vi.fn(),
};

const at = (url: string) => {
  const { search, hash } = new URL(url, 'http://site.test');
  return { search, hash };
};

describe('inspectionRequested', () => {
  it('is on with ?inspect before the hash', () => {
    expect(inspectionRequested(at('/?inspect#/'), {})).toBe(true);
    expect(inspectionRequested(at('/?inspect'), {})).toBe(true);
    expect(inspectionRequested(at('/?lang=en&inspect=1#/user/login'), {})).toBe(true);
  });

  it('is on with ?inspect inside the hash route', () => {
    expect(inspectionRequested(at('/#/?inspect'), {})).toBe(true);
    expect(inspectionRequested(at('/#/user/login?inspect'), {})).toBe(true);
    expect(inspectionRequested(at('/#/help?type=kh&inspect'), {})).toBe(true);
  });

  it('is on with VITE_INSPECT=1 (or true)', () => {
    expect(inspectionRequested(at('/#/'), { VITE_INSPECT: '1' })).toBe(true);
    expect(inspectionRequested(at('/#/'), { VITE_INSPECT: 'true' })).toBe(true);
  });

  it('is off when absent or switched off', () => {
    expect(inspectionRequested(at('/'), {})).toBe(false);
    expect(inspectionRequested(at('/#/'), {})).toBe(false);
    expect(inspectionRequested(at('/#/help?type=kh'), {})).toBe(false);
    expect(inspectionRequested(at('/?inspector#/?noinspect'), {})).toBe(false);
    expect(inspectionRequested(at('/?inspect=0#/'), {})).toBe(false);
    expect(inspectionRequested(at('/#/?inspect=false'), {})).toBe(false);
    expect(inspectionRequested(at('/#/'), { VITE_INSPECT: '' })).toBe(false);
    expect(inspectionRequested(at('/#/'), { VITE_INSPECT: '0' })).toBe(false);
  });
});

describe('loadInspector', () => {
  beforeEach(() => {
    // A fresh module registry and mock per test, so the factory runs again on the next import.
    vi.resetModules();
    inspector.imported = false;
    inspector.createBrowserInspector = vi.fn(() => ({ inspect: inspector.observer }));
    vi.doMock('@statelyai/inspect', () => {
      inspector.imported = true;
      return { createBrowserInspector: inspector.createBrowserInspector };
    });
  });

  const load = async (url: string, env: { VITE_INSPECT?: string } = {}) => {
    const { loadInspector } = await import('../../src/inspect/loadInspector');
    return loadInspector(at(url), env);
  };

  it('with the flag off resolves undefined and never imports @statelyai/inspect', async () => {
    await expect(load('/#/')).resolves.toBeUndefined();
    await expect(load('/#/user/login?redirect=%2F')).resolves.toBeUndefined();
    await expect(load('/?inspect=0#/', { VITE_INSPECT: '0' })).resolves.toBeUndefined();
    expect(inspector.imported).toBe(false);
    expect(inspector.createBrowserInspector).not.toHaveBeenCalled();
  });

  it('with ?inspect imports the module and returns the browser inspector’s observer', async () => {
    await expect(load('/?inspect#/')).resolves.toBe(inspector.observer);
    expect(inspector.imported).toBe(true);
    expect(inspector.createBrowserInspector).toHaveBeenCalledTimes(1);
  });

  it('with #/?inspect or VITE_INSPECT=1 does the same', async () => {
    await expect(load('/#/?inspect')).resolves.toBe(inspector.observer);
    await expect(load('/#/', { VITE_INSPECT: '1' })).resolves.toBe(inspector.observer);
    expect(inspector.imported).toBe(true);
  });

  it('lets the site start without an inspector when it cannot be created', async () => {
    inspector.createBrowserInspector.mockImplementation(() => {
      throw new Error('no window');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(load('/?inspect')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
