import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectFailure } from './flows';

const LANGUAGES = ['zh', 'hk', 'en'] as const;

describe('home and public-page content', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const post = (url: string, lang: (typeof LANGUAGES)[number] = 'zh') =>
    h.call({ method: 'POST', url: `/web${url}`, headers: { lang } });

  it.each(LANGUAGES)('getNotice answers announcements in %s', async (lang) => {
    const { body } = await post('/guest/index/getNotice', lang);
    const list = body.noticeList as Array<{ title: string; content: string; scrollContent: string }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const notice of list) expect(notice.title && notice.content && notice.scrollContent).toBeTruthy();
    const others = await Promise.all(LANGUAGES.filter((other) => other !== lang).map((other) => post('/guest/index/getNotice', other)));
    for (const other of others) expect((other.body.noticeList as typeof list)[0].title).not.toBe(list[0].title);
  });

  it.each(LANGUAGES)('getSilde answers the web banner slides in %s, each image in that language', async (lang) => {
    const { body } = await post(`/guest/index/getSilde?position=1&device=1`, lang);
    const slides = body.slideList as Array<{ imgUrl: string; activityId: number | null }>;
    expect(slides).toHaveLength(4);
    for (const slide of slides) expect(slide.imgUrl).toMatch(new RegExp(`^/content/banners/banner-\\d-${lang}\\.svg$`));
    expect(slides.some((slide) => slide.activityId !== null)).toBe(true);
    expect(slides.some((slide) => slide.activityId === null)).toBe(true);
  });

  it('getSilde has nothing for another device or position', async () => {
    expect((await post('/guest/index/getSilde?position=2&device=1')).body.slideList).toEqual([]);
    expect((await post('/guest/index/getSilde?position=1&device=2')).body.slideList).toEqual([]);
  });

  it('getSilde refuses a position that is not a number', async () => {
    expectFailure(await post('/guest/index/getSilde?position=top'), 400, 'error.badParameter', 'zh', { name: 'position' });
  });

  it.each(LANGUAGES)('getApiGameCategoryList lists 7 categories and 33 providers (32 outside providers and our own venue) in %s', async (lang) => {
    const { body } = await post('/guest/api/apiGameCategory/getApiGameCategoryList', lang);
    const categories = body.apiGameCategoryList as Array<{
      gameType: number;
      gameTypeName: string;
      link: string;
      layout: number;
      platTypeList: Array<{ platType: string; apiTitle: string; eng: string; pcNavbarImgUrl: string }>;
    }>;
    expect(categories.map((category) => category.gameType)).toEqual([3, 1, 2, 4, 5, 6, 7]);
    expect(categories.flatMap((category) => category.platTypeList)).toHaveLength(33);
    const live = categories.find((category) => category.gameType === 1)!;
    expect(live.link).toBe('/game/realbet');
    const provider = live.platTypeList[0];
    expect(provider.pcNavbarImgUrl).toBe(`/content/providers/${provider.platType}.svg`);
    if (lang === 'en') expect(provider.apiTitle).toBe(provider.eng);
    else expect(provider.apiTitle).not.toBe(provider.eng);
  });

  it('category names follow the language', async () => {
    const names = await Promise.all(
      LANGUAGES.map(async (lang) => {
        const { body } = await post('/guest/api/apiGameCategory/getApiGameCategoryList', lang);
        return (body.apiGameCategoryList as Array<{ gameTypeName: string }>)[0].gameTypeName;
      }),
    );
    expect(names).toEqual(['体育', '體育', 'Sports']);
  });

  it('getAllPlatTypes answers a map keyed by platType for one game type', async () => {
    const { body } = await post('/guest/apiCode/getAllPlatTypes?gameType=6&device=1', 'en');
    const map = body.platTypes as Record<string, { platType: string; apiTitle: string }>;
    expect(Object.keys(map).sort()).toEqual(['fhk', 'jfs', 'ocn']);
    expect(map.fhk).toMatchObject({ platType: 'fhk', apiTitle: 'Fish King' });
  });

  it('getAllPlatTypes needs a numeric game type', async () => {
    expectFailure(await post('/guest/apiCode/getAllPlatTypes'), 400, 'error.badParameter', 'zh', { name: 'gameType' });
    expectFailure(await post('/guest/apiCode/getAllPlatTypes?gameType=x'), 400, 'error.badParameter', 'zh', { name: 'gameType' });
    expect((await post('/guest/apiCode/getAllPlatTypes?gameType=99')).body.platTypes).toEqual({});
  });

  it.each(LANGUAGES)('the help centre has 18 topics in %s, in three groups', async (lang) => {
    const { body } = await post('/guest/help/getHelpList', lang);
    const topics = body.helpList as Array<{ type: string; group: string; title: string }>;
    expect(topics).toHaveLength(18);
    expect(new Set(topics.map((topic) => topic.group))).toEqual(new Set(['guide', 'rules', 'about']));
    for (const type of ['kh', 'cpqa', 'ysbhgz', 'gzytk', 'lxwm', 'ybgz']) {
      expect(topics.map((topic) => topic.type)).toContain(type);
    }
  });

  it.each(LANGUAGES)('help articles are HTML in %s and carry the spec constants', async (lang) => {
    const rules = (await post('/guest/help/getHelpDetail?type=gzytk', lang)).body.helpDetail as { title: string; body: string };
    expect(rules.body).toMatch(/<(p|h2|ul|table)[ >]/);
    for (const constant of ['18', '21', '55%']) expect(rules.body).toContain(constant);
    const sports = (await post('/guest/help/getHelpDetail?type=ybgz', lang)).body.helpDetail as { body: string };
    for (const constant of ['12:00', '36', '14', '600,000', '180,000']) expect(sports.body).toContain(constant);
    const games = (await post('/guest/help/getHelpDetail?type=tyzr', lang)).body.helpDetail as { body: string };
    for (const constant of ['0.95', '37', '180']) expect(games.body).toContain(constant);
  });

  it('an unknown help topic answers 404', async () => {
    expectFailure(await post('/guest/help/getHelpDetail?type=nope', 'en'), 404, 'error.notFound', 'en');
  });

  it('the site settings carry the public pages’ keys', async () => {
    const { body } = await post('/guest/index/getWebsiteBasicInfo', 'en');
    const keys = (body.websiteBasicInfoList as Array<{ configKey: string }>).map((item) => item.configKey);
    for (const key of ['sponsorImg', 'sponsorTitle', 'sponsorText', 'iosAppLink', 'androidAppLink', 'customerServiceLink', 'webAppLeftImg', 'logo', 'siteName']) {
      expect(keys).toContain(key);
    }
  });
});
