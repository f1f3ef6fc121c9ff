import { createContext, useContext } from 'react';

/**
 * Regional branding (SPEC §1, §4 "App start"): answered by `POST /web/oauth/api/v2/region_identify/` and loaded
 * by the shell before anything else renders. Remotes read it with `useRegion()` (logo, website, copyright).
 */
export interface Region {
  code: string;
  identify_code: string;
  product_name: string;
  website: string;
  copyright: string;
  logo: string;
}

export const RegionContext = createContext<Region | null>(null);

/** The current region; throws outside the shell's region provider, because every page renders inside it. */
export function useRegion(): Region {
  const region = useContext(RegionContext);
  if (!region) throw new Error('useRegion() used outside the shell region provider');
  return region;
}

/** The region when there is one (standalone remote pages during development may have none). */
export function useOptionalRegion(): Region | null {
  return useContext(RegionContext);
}
