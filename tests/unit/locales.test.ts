import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';

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

  it('every message is an ICU message react-intl and the server can read', () => {
    for (const [code, catalog] of Object.entries({ zh, hk, en })) {
      for (const [key, value] of Object.entries(catalog)) expect(() => new IntlMessageFormat(value, code === 'en' ? 'en' : 'zh'), `${code} ${key}`).not.toThrow();
    }
  });

  it('the same placeholders appear in every language (a plural counts as its argument)', () => {
    const placeholders = (value: string) => [...argumentsOf(new IntlMessageFormat(value, 'en').getAst())].sort();
    for (const key of Object.keys(zh)) {
      expect(placeholders(hk[key]), key).toEqual(placeholders(zh[key]));
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
    }
  });

  it('English says a counted noun through a plural ("1 day", "2 days"), never as a bare number before a plural noun', () => {
    // "{days} days" reads "1 days" for one: such a message must be {days, plural, one {# day} other {# days}}.
    const counted = /\{(count|days|hours|minutes|seconds|hits|points|total|max|limit|n)\} (?:[a-z-]+ )?(?!of\b)[a-z-]+s\b/;
    const bare = Object.entries(en).filter(([, value]) => counted.test(value));
    expect(bare.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });
});

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The names of a message's arguments, those inside plural and select branches too. */
function argumentsOf(ast: Ast, names = new Set<string>()): Set<string> {
  for (const element of ast) {
    // Literals (type 0) carry text, not a name; every other element with a value names an argument.
    if (element.type !== 0 && 'value' in element && typeof element.value === 'string') names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf((option as { value: Ast }).value, names);
    if ('children' in element) argumentsOf(element.children as Ast, names);
  }
  return names;
}
