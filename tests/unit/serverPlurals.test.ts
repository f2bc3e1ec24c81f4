import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translate } from '../../server/http/messages';

/** The server words its answers from the same ICU messages as the site: English plurals, zh and hk in one form. */
const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

describe('English plurals in the server’s answers', () => {
  it('says "1 second" and "2 seconds", "1 day" and "30 days"', () => {
    expect(translate('en', 'error.rateLimited', { seconds: 1 })).toBe('Too many requests. Please try again in 1 second.');
    expect(translate('en', 'error.rateLimited', { seconds: 2 })).toBe('Too many requests. Please try again in 2 seconds.');
    expect(translate('en', 'error.timeRange', { days: 1 })).toBe('The time range can be at most 1 day.');
    expect(translate('en', 'error.timeRange', { days: 30 })).toBe('The time range can be at most 30 days.');
    expect(translate('zh', 'error.timeRange', { days: 30 })).toBe(zh['error.timeRange'].replace('{days}', '30'));
  });

  it('leaves a placeholder whose value was not given, as before', () => {
    expect(translate('zh', 'error.timeRange')).toBe(zh['error.timeRange']);
  });
});
