import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from './form-schemas';

/** A schema whose messages are in the current language; react-i18next gives a new `t` on a language change. */
export function useLocalizedSchema<S>(build: (t: Translate) => S): S {
  const { t } = useTranslation('oauth');
  return useMemo(() => build((key, options) => t(key, options ?? {}) as string), [build, t]);
}
