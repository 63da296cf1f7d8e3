/** A Storage that keeps nothing beyond the process: what the server renders with (an anonymous visitor). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The browser's local storage; an empty in-memory one where there is no window (the server's render), so
 * the session and cart stores start logged out and empty there instead of failing to load.
 */
export function browserStorage(): Storage {
  return typeof window === 'undefined' ? memoryStorage() : window.localStorage;
}
