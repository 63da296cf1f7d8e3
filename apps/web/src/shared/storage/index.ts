export { STORAGE_KEYS } from './storage-keys';
export { readJson } from './read-json';
export { browserStorage } from './browser-storage';
