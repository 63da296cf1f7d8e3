import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isTooManyRequests } from '@/shared/api';

/**
 * The text a screen shows for a failed request. In English the server's own message (the spec's wording,
 * with details such as "try again in 3 minutes"); in another language the catalogue's text for the answer's
 * stable `code` (errors.json), else the server's message, else `fallback`.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error, fallback) => {
      const apiError = error instanceof ApiError ? error : undefined;
      const code = apiError?.code;
      if (i18n.language !== 'en' && code && i18n.exists(`errors:${code}`)) {
        return t(code as 'COMMON.NOT_FOUND');
      }
      return apiError?.serverMessage ?? fallback;
    },
    [t, i18n],
  );
}

/** The "too many requests, try again in ..." text of a 429 answer in the reader's language; undefined otherwise. */
export function useTooManyRequestsText(): (error: unknown) => string | undefined {
  const errorText = useErrorText();
  return useCallback(
    (error) => (isTooManyRequests(error) ? errorText(error, error.message) : undefined),
    [errorText],
  );
}
