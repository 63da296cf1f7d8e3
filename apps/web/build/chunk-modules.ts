import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which source modules each chunk holds (read by the bundle budget test). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export interface ChunkModules {
  file: string;
  modules: string[];
  /** Bytes each module adds to the chunk after tree-shaking and minification, before compression. */
  sizes: number[];
}

/**
 * Lists the modules of every JavaScript chunk next to Vite's manifest, so a test can tell which code a
 * page's first load carries (the manifest alone names chunks, not their contents). The `.vite` folder is
 * a dot-folder: the API does not serve it.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'kukur-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          modules: chunk.moduleIds.map((id) => relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/')),
          sizes: chunk.moduleIds.map((id) => chunk.modules[id]?.renderedLength ?? 0),
        }));
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
