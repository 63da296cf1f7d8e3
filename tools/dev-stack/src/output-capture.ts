import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** Handle on a child's captured output. */
export interface CapturedOutput {
  /** The last lines the child wrote (stdout and stderr), oldest first. */
  tail(): string[];
  /** Flushes and closes the log file. */
  close(): Promise<void>;
}

/**
 * Appends a child's stdout and stderr, line by line, to `file` (created with its folder) and keeps
 * the last `keep` lines in memory for error messages. `onLine` sees every line.
 */
export function captureOutput(
  child: ChildProcess,
  file: string,
  onLine: (line: string) => void = () => undefined,
  keep = 30,
): CapturedOutput {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sink = fs.createWriteStream(file, { flags: 'a' });
  sink.on('error', () => undefined);
  sink.write(`\n---- ${new Date().toISOString()} pid ${child.pid ?? '?'} ----\n`);
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (!sink.writableEnded) sink.write(`${line}\n`);
      recent.push(line);
      if (recent.length > keep) recent.shift();
      onLine(line);
    });
  }
  return {
    tail: () => [...recent],
    close: () => new Promise<void>((resolve) => (sink.writableEnded ? resolve() : sink.end(resolve))),
  };
}
