import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const load = (code: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const zh = load('zh');
const hk = load('hk');
const en = load('en');

/** Characters that exist only in simplified writing; traditional text never uses them. */
const SIMPLIFIED_ONLY = '们这说请输码录账户册钱时间网络错误验证简会员优设记录转额银页载关闭发获数围应该单点击规则传态区务经体话动级红热门'.split('');

describe('locales', () => {
  it('zh, hk and en have identical keys', () => {
    expect(Object.keys(hk).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('every message is written out', () => {
    for (const catalog of [zh, hk, en]) {
      for (const [key, value] of Object.entries(catalog)) expect(value.trim(), key).not.toBe('');
    }
  });

  it('hk is written in traditional characters', () => {
    for (const [key, value] of Object.entries(hk)) {
      if (key.startsWith('language.')) continue; // language names are shown in their own script
      const simplified = SIMPLIFIED_ONLY.filter((character) => value.includes(character));
      expect(simplified, `${key}: ${value}`).toEqual([]);
    }
  });

  it('the same placeholders appear in every language', () => {
    const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(zh)) {
      expect(placeholders(hk[key]), key).toEqual(placeholders(zh[key]));
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
    }
  });
});
