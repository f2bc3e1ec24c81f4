/** The interface languages of spec section 1 and their dictionary ids (zh 1, hk 2, en 3). */
export const LANGUAGES = [
  { code: 'zh', id: 1 },
  { code: 'hk', id: 2 },
  { code: 'en', id: 3 },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'zh';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageCodeOf(id: number | null | undefined): LanguageCode | null {
  return LANGUAGES.find((language) => language.id === id)?.code ?? null;
}

export function languageIdOf(code: LanguageCode): number {
  return LANGUAGES.find((language) => language.code === code)!.id;
}
