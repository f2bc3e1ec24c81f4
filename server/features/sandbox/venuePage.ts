import type { LanguageCode } from '../../../machines/rules/language';
import { translate } from '../../http/messages';

/**
 * The sandbox stand-in for a game provider's client, opened by /apiCode/getGameUrl. It reads the
 * member's token from the site's storage (same origin) and shows the wallets as the provider would
 * see them. Everything it loads is the site's own.
 */

export interface VenuePageInput {
  language: LanguageCode;
  platType: string;
  title: string;
  imageUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const HTML_LANG: Record<LanguageCode, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

export function venuePage({ language, platType, title, imageUrl }: VenuePageInput): string {
  const t = (key: string) => escapeHtml(translate(language, key, { venue: title }));
  // JSON inside a script element: < is escaped so that no value can close the element.
  const script = JSON.stringify({ platType, lang: language, signedOut: translate(language, 'venue.signedOut') }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${t('venue.sandboxTitle')}</title>
<link rel="icon" href="/favicon.svg">
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 15px/1.6 system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif;
    color: #e8ecf8; background: radial-gradient(circle at 50% 0%, #1b2a5c 0%, #0b1430 55%, #070d20 100%); }
  main { width: min(560px, calc(100vw - 48px)); padding: 40px 44px 36px; border-radius: 16px; background: rgba(18, 29, 68, 0.92);
    border: 1px solid rgba(226, 176, 74, 0.35); box-shadow: 0 24px 60px rgba(0, 0, 0, 0.45); text-align: center; }
  .badge { display: inline-block; padding: 2px 12px; border-radius: 999px; font-size: 12px; letter-spacing: 0.08em; text-transform: uppercase;
    color: #070d20; background: linear-gradient(90deg, #f3cd72, #e2b04a); }
  .logo { display: block; height: 64px; margin: 24px auto 12px; }
  h1 { margin: 0 0 8px; font-size: 26px; color: #f3cd72; }
  p { margin: 0 auto 24px; max-width: 420px; color: #b7c0da; }
  dl { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin: 0 0 28px; }
  dl div { padding: 14px 12px; border-radius: 10px; background: rgba(7, 13, 32, 0.6); border: 1px solid rgba(255, 255, 255, 0.06); }
  dt { font-size: 13px; color: #8e98b8; }
  dd { margin: 4px 0 0; font-size: 22px; font-weight: 700; color: #fff; font-variant-numeric: tabular-nums; }
  .note { margin: -8px 0 20px; color: #e0454b; }
  .note:empty { display: none; }
  button { padding: 10px 36px; border: 0; border-radius: 999px; font: inherit; font-weight: 600; cursor: pointer; color: #070d20;
    background: linear-gradient(90deg, #f3cd72, #e2b04a); }
  button:hover { filter: brightness(1.08); }
</style>
</head>
<body>
<main>
  <span class="badge">${t('venue.sandboxTitle')}</span>
  <img class="logo" src="${escapeHtml(imageUrl)}" alt="">
  <h1>${escapeHtml(title)}</h1>
  <p>${t('venue.sandboxNote')}</p>
  <dl>
    <div><dt>${t('venue.venueWallet')}</dt><dd data-wallet="venue">—</dd></div>
    <div><dt>${t('venue.centralWallet')}</dt><dd data-wallet="central">—</dd></div>
  </dl>
  <div class="note" role="status"></div>
  <button type="button" onclick="window.close()">${t('venue.close')}</button>
</main>
<script>
(() => {
  const page = ${script};
  const token = localStorage.getItem('AppToken');
  const note = document.querySelector('.note');
  const show = (name, value) => { document.querySelector('[data-wallet="' + name + '"]').textContent = value; };
  const money = (text) => Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (!token) { note.textContent = page.signedOut; return; }
  const call = (path) => fetch('/web' + path, { method: 'POST', headers: { token, lang: page.lang } }).then((response) => response.json());
  Promise.all([call('/apiCode/getUserPlatBalance?platType=' + encodeURIComponent(page.platType)), call('/user/getUserBalance')])
    .then(([venue, member]) => {
      if (venue.code !== 0) { note.textContent = venue.msg; return; }
      if (member.code !== 0) { note.textContent = member.msg; return; }
      show('venue', money(venue.platBalance));
      show('central', money(member.userBalanceMap.userBalance));
    })
    .catch(() => { note.textContent = page.signedOut; });
})();
</script>
</body>
</html>
`;
}
