import fs from 'node:fs';
import path from 'node:path';

/** Absolute path of `command` found on `pathVar` (default `$PATH`), or undefined. */
export function which(command: string, pathVar: string = process.env.PATH ?? ''): string | undefined {
  for (const dir of pathVar.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
