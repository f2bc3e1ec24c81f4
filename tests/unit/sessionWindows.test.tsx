import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, readToken, setTokenAside, TOKEN_KEY, writeToken } from '../../src/store/storage';
import { openWindows, type OpenWindows } from '../../src/session/openWindows';

/** Spec section 4's close detection, the browser side: the token a closing tab sets aside, and the windows it counts. */

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the token a tab sets aside as it may be closing', () => {
  it('leaves the site’s storage, so a new window opens signed out', () => {
    writeToken('tok');
    setTokenAside();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('comes back when the same tab loads again (a reload or a navigation), once', () => {
    writeToken('tok');
    setTokenAside();
    expect(readToken()).toBe('tok');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
    setTokenAside();
    sessionStorage.clear(); // the browser drops a closed tab's own storage
    expect(readToken()).toBeNull();
  });

  it('gives way to a token stored meanwhile by another window', () => {
    writeToken('old');
    setTokenAside();
    writeToken('new');
    expect(readToken()).toBe('new');
    localStorage.clear();
    expect(readToken()).toBeNull();
  });

  it('goes with a sign-out', () => {
    writeToken('tok');
    setTokenAside();
    clearToken();
    expect(readToken()).toBeNull();
  });
});

describe('the site’s open windows', () => {
  const opened: OpenWindows[] = [];
  const open = (name: string) => {
    const windows = openWindows(name);
    opened.push(windows);
    return windows;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('each window counts the others, and a window that leaves is no longer counted', async () => {
    const first = open('count-test');
    expect(first.others()).toBe(0);
    const second = open('count-test');
    const third = open('count-test');
    await settle();
    expect([first.others(), second.others(), third.others()]).toEqual([2, 2, 2]);
    third.leave();
    await settle();
    expect([first.others(), second.others()]).toEqual([1, 1]);
    third.rejoin();
    await settle();
    expect(first.others()).toBe(2);
  });

  it('windows of another channel are not counted', async () => {
    const ours = open('ours');
    open('theirs');
    await settle();
    expect(ours.others()).toBe(0);
  });
});
