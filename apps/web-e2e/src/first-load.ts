import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const DIST = resolve(__dirname, '../../web/dist');

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/** What the web build says about itself: Vite's manifest and the chunk contents (apps/web/build/chunk-modules.ts). */
export function readBuild(): {
  manifest: Record<string, ManifestEntry>;
  modulesOf: Map<string, string[]>;
} {
  const read = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(resolve(DIST, '.vite', file), 'utf8'));
    } catch {
      throw new Error(`No web build in ${DIST}: run \`npx nx run web:build\` first`);
    }
  };
  const manifest = read('manifest.json') as Record<string, ManifestEntry>;
  const chunks = read('chunk-modules.json') as { file: string; modules: string[] }[];
  return { manifest, modulesOf: new Map(chunks.map((chunk) => [chunk.file, chunk.modules])) };
}

/** The scripts a browser must load to show `routeModule`: the app's entry and the route's chunk, with what they import. */
export function firstLoadScripts(manifest: Record<string, ManifestEntry>, routeModule: string): string[] {
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not a chunk of the web build`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(routeModule);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
