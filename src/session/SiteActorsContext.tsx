import { createContext, useContext } from 'react';
import type { SiteActors } from './actors';

export const SiteActorsContext = createContext<SiteActors | null>(null);

export function useSiteActors(): SiteActors {
  const actors = useContext(SiteActorsContext);
  if (!actors) throw new Error('useSiteActors needs <SiteActorsContext.Provider>');
  return actors;
}
