import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` that holds `nx.json` (the repository root). */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'nx.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`No nx.json found at or above ${from}; run from inside the Kukur Pasal repository.`);
    dir = parent;
  }
}
