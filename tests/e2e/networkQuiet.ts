import type { Page, Request } from '@playwright/test';

/** The member's live event stream: one request per tab that stays open as long as the tab (GET /web/user/events). */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/web/user/events';

/**
 * Playwright's 'networkidle' for a page that holds the live stream: loaded, then no request but the stream in
 * flight for `quietMs`. ('networkidle' itself never comes for a member: the stream is always in flight.)
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (!isLiveStream(request)) pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
    throw new Error(`the network did not settle within ${timeoutMs} ms: ${[...pending].map((request) => request.url()).join(', ')}`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
