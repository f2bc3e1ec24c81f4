import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectFailure, expectSuccess, setRegisterItem } from './flows';
import { readContentFiles } from '../../server/features/content/contentFiles';

const CONTENT = readContentFiles();
const REGISTER_TERMS = CONTENT.terms.find((terms) => terms.key === 'register')!;

type Item = { id: number; itemKey: string; isShow: boolean };
type ConfigEntry = { configKey: string; configValue: string };
type DictionaryEntry = { name: string; value: string };

describe('guest site calls', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  describe('POST /web/guest/user/getRegisterItem', () => {
    it('lists the 13 items in order with boolean isShow', async () => {
      const response = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem' });
      expectSuccess(response);
      const items = response.body.registerItemList as Item[];
      expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      for (const item of items) {
        expect(typeof item.isShow).toBe('boolean');
        expect(Object.keys(item).sort()).toEqual(['id', 'isShow', 'itemKey']);
      }
      expect(items).toEqual(CONTENT.registerItems.map(({ id, key, shown }) => ({ id, itemKey: key, isShow: shown })));
      expect(items[0].isShow).toBe(true);
      expect(items[1].isShow).toBe(false);
      expect(items[12].isShow).toBe(true);
    });

    it('follows the stored setting', async () => {
      await setRegisterItem(h, 1, false);
      await setRegisterItem(h, 2, true);
      try {
        const items = (await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem' })).body.registerItemList as Item[];
        expect(items[0].isShow).toBe(false);
        expect(items[1].isShow).toBe(true);
      } finally {
        await setRegisterItem(h, 1, true);
        await setRegisterItem(h, 2, false);
      }
    });
  });

  describe('POST /web/guest/user/getRegisterTerms', () => {
    it.each(['zh', 'hk', 'en'] as const)('answers in %s', async (lang) => {
      const response = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterTerms', headers: { lang } });
      expectSuccess(response);
      expect(response.body.registerTerms).toEqual({ title: REGISTER_TERMS.title[lang], content: REGISTER_TERMS.content[lang] });
    });

    it('answers in zh without a lang header', async () => {
      const response = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterTerms' });
      expect((response.body.registerTerms as { title: string }).title).toBe(REGISTER_TERMS.title.zh);
    });

    it('gives three different texts', async () => {
      const titles = new Set<string>();
      for (const lang of ['zh', 'hk', 'en']) {
        const response = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterTerms', headers: { lang } });
        titles.add((response.body.registerTerms as { title: string }).title);
      }
      expect(titles.size).toBe(3);
    });
  });

  describe('POST /web/guest/index/getWebsiteBasicInfo', () => {
    async function basicInfo(lang?: string) {
      const response = await h.call({
        method: 'POST',
        url: '/web/guest/index/getWebsiteBasicInfo',
        headers: lang ? { lang } : {},
      });
      expectSuccess(response);
      return response.body.websiteBasicInfoList as ConfigEntry[];
    }
    const valueOf = (list: ConfigEntry[], key: string) => list.find((entry) => entry.configKey === key)?.configValue;

    it('lists configKey/configValue pairs, each key once', async () => {
      const list = await basicInfo('zh');
      for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['configKey', 'configValue']);
      const keys = list.map((entry) => entry.configKey);
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(keys)).toEqual(new Set(CONTENT.settings.map((setting) => setting.key)));
    });

    it.each([
      ['zh', '金域体育'],
      ['hk', '金域體育'],
      ['en', 'Golden Arena'],
    ])('gives the %s site name', async (lang, siteName) => {
      const list = await basicInfo(lang);
      expect(valueOf(list, 'siteName')).toBe(siteName);
      const title = CONTENT.settings.find((setting) => setting.key === 'title')!.value;
      expect(valueOf(list, 'title')).toBe(typeof title === 'string' ? title : title[lang as 'zh' | 'hk' | 'en']);
    });

    it('shares the language-neutral values across languages', async () => {
      for (const lang of ['zh', 'hk', 'en']) {
        const list = await basicInfo(lang);
        expect(valueOf(list, 'logo')).toBe('/brand/logo.svg');
        expect(valueOf(list, 'customerServiceLink')).toBe('/#/customer/main');
      }
    });

    it('defaults to the zh values', async () => {
      expect(valueOf(await basicInfo(), 'siteName')).toBe('金域体育');
    });
  });

  describe('POST /web/common/sysDictionary/getSysDictionary', () => {
    async function dictionary(dictionaryValue: string, lang = 'zh') {
      return h.call({
        method: 'POST',
        url: `/web/common/sysDictionary/getSysDictionary?dictionaryValue=${encodeURIComponent(dictionaryValue)}`,
        headers: { lang },
      });
    }

    it('lists the languages: zh 1, hk 2, en 3', async () => {
      const response = await dictionary('language_type');
      expectSuccess(response);
      expect(response.body.sysDictionaryList).toEqual([
        { name: '简体中文', value: '1' },
        { name: '繁體中文', value: '2' },
        { name: 'English', value: '3' },
      ]);
    });

    it('lists the currencies with names in the request language', async () => {
      const zh = (await dictionary('currency_type', 'zh')).body.sysDictionaryList as DictionaryEntry[];
      const en = (await dictionary('currency_type', 'en')).body.sysDictionaryList as DictionaryEntry[];
      const hk = (await dictionary('currency_type', 'hk')).body.sysDictionaryList as DictionaryEntry[];
      expect(zh.map((entry) => entry.value)).toEqual(['1', '2', '3']);
      expect(en.map((entry) => entry.value)).toEqual(['1', '2', '3']);
      expect(zh[2].name).toBe('美元 USD');
      expect(hk[1].name).toBe('港幣 HKD');
      expect(en[2].name).toBe('US dollar USD');
    });

    it.each(['', 'nope', 'LANGUAGE_TYPE', 'users'])('refuses the dictionary %j with 400', async (name) => {
      expectFailure(await dictionary(name, 'en'), 400, 'error.badParameter', 'en', { name: 'dictionaryValue' });
    });
  });
});

describe('POST /web/guest/restrict/getRestrict', () => {
  const restrict = (h: Harness, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    h.call({ method: 'POST', url: '/web/guest/restrict/getRestrict', ...options });

  describe('without a trusted proxy', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(() => h.close());

    it('answers 0 with the caller address normally', async () => {
      const response = await restrict(h);
      expectSuccess(response);
      expect(response.body.ip).toBe('127.0.0.1');
      const other = await restrict(h, { remoteAddress: '203.0.113.9' });
      expectSuccess(other);
      expect(other.body.ip).toBe('203.0.113.9');
    });

    it.each(['198.51.100.7', '198.51.100.0', '198.51.100.255', '::ffff:198.51.100.7', '2001:db8:bad::1'])(
      'answers 403 with the address for %s, inside a seeded barred range',
      async (address) => {
        const response = await restrict(h, { remoteAddress: address, headers: { lang: 'en' } });
        expectFailure(response, 403, 'error.regionBarred', 'en');
        expect(response.body.ip).toBe(address);
      },
    );

    it.each(['198.51.101.1', '198.51.99.255', '2001:db8:bae::1'])('lets %s through, just outside the ranges', async (address) => {
      const response = await restrict(h, { remoteAddress: address });
      expectSuccess(response);
      expect(response.body.ip).toBe(address);
    });

    it('ignores X-Forwarded-For', async () => {
      const response = await restrict(h, { headers: { 'x-forwarded-for': '198.51.100.7' } });
      expectSuccess(response);
      expect(response.body.ip).toBe('127.0.0.1');
    });

    it('picks up a range added to the table at once', async () => {
      const address = '192.0.2.44';
      expectSuccess(await restrict(h, { remoteAddress: address }));
      await h.db.insertInto('ip_restrictions').values({ cidr: '192.0.2.0/25', note: 'test' }).execute();
      try {
        expectFailure(await restrict(h, { remoteAddress: address }), 403, 'error.regionBarred');
        expectSuccess(await restrict(h, { remoteAddress: '192.0.2.200' }));
      } finally {
        await h.db.deleteFrom('ip_restrictions').where('note', '=', 'test').execute();
      }
      expectSuccess(await restrict(h, { remoteAddress: address }));
    });

    it('skips a malformed range instead of failing every check', async () => {
      await h.db
        .insertInto('ip_restrictions')
        .values([
          { cidr: '10.0.0.0/99', note: 'broken' },
          { cidr: 'not-an-address', note: 'broken' },
          { cidr: '10.1.0.0/x', note: 'broken' },
        ])
        .execute();
      try {
        expectSuccess(await restrict(h, { remoteAddress: '10.0.0.1' }));
        expectFailure(await restrict(h, { remoteAddress: '198.51.100.7' }), 403, 'error.regionBarred');
      } finally {
        await h.db.deleteFrom('ip_restrictions').where('note', '=', 'broken').execute();
      }
    });
  });

  describe('with config barredRanges', () => {
    let h: Harness;
    beforeAll(async () => {
      // One malformed entry (prefix 40) must not spoil the others.
      h = await startHarness({ barredRanges: ['203.0.113.0/24', '10.9.0.0/40', '192.0.2.5'] });
    });
    afterAll(() => h.close());

    it('bars the configured ranges and single addresses as well as the seeded ones', async () => {
      for (const address of ['203.0.113.77', '192.0.2.5', '198.51.100.7']) {
        const response = await restrict(h, { remoteAddress: address });
        expectFailure(response, 403, 'error.regionBarred');
        expect(response.body.ip).toBe(address);
      }
      for (const address of ['192.0.2.6', '203.0.114.1', '10.9.0.1']) expectSuccess(await restrict(h, { remoteAddress: address }));
    });
  });

  describe('with trustProxy', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ trustProxy: 1 });
    });
    afterAll(() => h.close());

    it('takes the address from X-Forwarded-For', async () => {
      const barred = await restrict(h, { headers: { 'x-forwarded-for': '198.51.100.7' } });
      expectFailure(barred, 403, 'error.regionBarred');
      expect(barred.body.ip).toBe('198.51.100.7');

      const allowed = await restrict(h, { remoteAddress: '198.51.100.8', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expectSuccess(allowed);
      expect(allowed.body.ip).toBe('203.0.113.9');
    });

    it('falls back to the socket address without the header', async () => {
      const response = await restrict(h, { remoteAddress: '198.51.100.8' });
      expectFailure(response, 403, 'error.regionBarred');
      expect(response.body.ip).toBe('198.51.100.8');
    });
  });
});
