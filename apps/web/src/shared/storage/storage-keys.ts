/** Local storage keys the spec fixes (user, token, cart). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  cart: 'cart',
} as const;
