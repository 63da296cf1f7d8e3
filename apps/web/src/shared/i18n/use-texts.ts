import type { Language } from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { type FallbackNs, useTranslation } from 'react-i18next';
import type { Namespace } from './english-catalogues';
import { useLanguage } from './use-language';

/**
 * A feature's texts from one namespace in the reader's language, built again only when the language or the
 * namespace's translation function changes.
 * `build` must be a module-level function: a new one on every render would rebuild the texts every time.
 */
export function useTexts<N extends Namespace, Texts>(
  namespace: N,
  build: (t: TFunction<FallbackNs<N>>, language: Language) => Texts,
): Texts {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return useMemo(() => build(t, language), [build, t, language]);
}
