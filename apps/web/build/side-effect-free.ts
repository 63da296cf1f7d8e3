import type { Plugin } from 'vite';

/**
 * Tells the bundler that a package whose package.json does not say so has no side effects on import, so the
 * pages that use none of it do not carry it (nepali-date-converter: 28 kB of Bikram Sambat tables that only the
 * pages showing a BS date need).
 */
export function sideEffectFree(packageName: string): Plugin {
  const inPackage = new RegExp(
    `node_modules[\\\\/]${packageName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]`,
  );
  return {
    name: 'kukur-side-effect-free',
    transform(code, id) {
      return inPackage.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}
