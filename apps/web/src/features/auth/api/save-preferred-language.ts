import type { Language } from '@kukur/contracts';
import { apiClient, unwrap, type User } from '@/shared/api';

/** PUT /api/user/preferred-language: the language of the logged-in account's e-mails; answers the account. */
export async function savePreferredLanguage(preferredLanguage: Language): Promise<User> {
  return unwrap(await apiClient.PUT('/api/user/preferred-language', { body: { preferredLanguage } }));
}
