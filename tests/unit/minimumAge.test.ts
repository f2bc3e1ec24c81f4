import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import hk from '../../locales/hk.json';

/**
 * Issue 27: the age notice and the registration terms must agree. The spec gives 18 in the terms and 21 on
 * the home-page notice; the stricter 21 wins, so every text a visitor reads before joining says 21+.
 */

const catalogues = { zh, hk, en } as Record<string, Record<string, string>>;
const AGE_TEXTS = ['age.title', 'age.text', 'age.confirm', 'register.agreePrefix'];

describe('the minimum age a visitor reads', () => {
  for (const [language, messages] of Object.entries(catalogues)) {
    it(`is 21 and never 18 on the age notice, the terms checkbox and the footer (${language})`, () => {
      for (const key of AGE_TEXTS) {
        expect(messages[key], key).toMatch(/21/);
        expect(messages[key], key).not.toMatch(/18/);
      }
      // Both footers' badge says 21+ (FooterNote.tsx, tested in HouseFrame.test.tsx); its words after it name no other age.
      expect(messages['footer.responsible']).not.toMatch(/18/);
    });

    it(`is 21 in the registration terms the checkbox opens (${language})`, () => {
      const terms = readFileSync(new URL(`../../server/content/terms/register/${language}.txt`, import.meta.url), 'utf8');
      expect(terms).toMatch(/21/);
      expect(terms).not.toMatch(/\b18\b/);
    });
  }

  it('the notice offers leaving as well as entering', () => {
    for (const messages of Object.values(catalogues)) {
      expect(messages['age.leave']).toBeTruthy();
      expect(messages['age.farewellTitle']).toBeTruthy();
      expect(messages['age.farewellText']).toBeTruthy();
    }
  });
});
