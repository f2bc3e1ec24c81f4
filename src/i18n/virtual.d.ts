/** vite.config.ts (localeCatalogs): each area's messages (LOCALE_AREAS) per language, loaded on demand. */
declare module 'virtual:locale-areas' {
  type Loader = () => Promise<{ default: Record<string, unknown> }>;
  export const areaLoaders: Record<string, Record<'zh' | 'hk' | 'en', Loader>>;
}
