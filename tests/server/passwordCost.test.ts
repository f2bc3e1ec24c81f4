import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, useCheapHashesInTests, verifyPassword } from '../../server/features/auth/passwords';

// No harness here: this file sees the server's own cost, which the harness lowers for the other server tests.
describe('password hashes', () => {
  it('cost scrypt N=2^17, r=8, p=1 in the server', async () => {
    expect(PASSWORD_HASH_COST).toBe(131_072);
    const stored = await hashPassword('pass5678');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('pass5678', stored)).toBe(true);
    expect(await verifyPassword('pass5679', stored)).toBe(false);
  });

  it('verify at the cost they were made with, so the tests’ cheap hashes and full-cost ones both work', async () => {
    useCheapHashesInTests(true);
    const cheap = await hashPassword('pass5678');
    useCheapHashesInTests(false);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('pass5678', cheap)).toBe(true);
    expect(await verifyPassword('pass5679', cheap)).toBe(false);
    expect(await hashPassword('pass5678')).toMatch(/^scrypt\$131072\$/);
  });

  it('are made at full cost by the server: nothing under server/ but the hook itself names the test hook', () => {
    const files = (readdirSync('server', { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));
    const callers = files.filter((file) => readFileSync(join('server', file), 'utf8').includes('useCheapHashesInTests'));
    expect(callers).toEqual([join('features', 'auth', 'passwords.ts')]);
  });
});
