import { useTranslation } from 'react-i18next';
import { localizedCopyright } from '@timekeep/contracts';
import { useOptionalRegion } from './region-context';

/**
 * The region's copyright line in the current language, with this year (see localizedCopyright), or null when
 * the region has none. Re-renders on a language change.
 */
export function useCopyrightLine(now: () => Date = () => new Date()): string | null {
  const region = useOptionalRegion();
  const { t } = useTranslation('default');
  if (!region?.copyright) return null;
  return localizedCopyright(region.copyright, now().getFullYear(), (key, params) => t(key, params)) || null;
}
