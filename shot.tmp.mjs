import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const width = Number(process.argv[2] ?? 1280);
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('pageerror', e => console.log('pageerror:', e.message));
page.on('console', m => m.type() === 'error' && console.log('console:', m.text()));
await page.addInitScript(() => localStorage.setItem('AgeNoticeShownAt', String(Date.now())));
for (const [name, hash] of (process.argv[3] ?? 'home:#/').split(',').map(s => s.split(':'))) {
  await page.goto('http://localhost:18080/' + hash);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: true });
}
await browser.close();
