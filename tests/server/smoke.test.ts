import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

describe('harness', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers a guest call with the envelope', async () => {
    const { status, body } = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem' });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.registerItemList).toHaveLength(13);
  });
});
