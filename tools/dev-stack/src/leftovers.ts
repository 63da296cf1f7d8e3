import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { DevStackLogger } from './log';

/** A process the stack started, as remembered on disk. */
export interface StartedProcess {
  name: string;
  pid: number;
  /** Text its command line must contain for us to recognise it (guards against PID reuse). */
  marker: string;
  /** Signal that stops it cleanly (SIGINT for PostgreSQL, SIGTERM otherwise). */
  signal: NodeJS.Signals;
}

/**
 * Remembers, in a small JSON file in the data folder, which processes the stack started, so a later
 * run can stop those a killed run (SIGKILL, OOM) left behind instead of failing on busy ports.
 */
export class StartedProcessLedger {
  private readonly entries: StartedProcess[] = [];

  constructor(private readonly file: string) {}

  /** Records one started process (with our own PID as the owner). */
  add(entry: StartedProcess): void {
    this.entries.push(entry);
    this.write();
  }

  /** Records the new PID of a process that was restarted (same name, marker and signal). */
  replacePid(name: string, pid: number): void {
    const entry = this.entries.find((e) => e.name === name);
    if (!entry) return;
    entry.pid = pid;
    this.write();
  }

  private write(): void {
    const ledger: LedgerFile = { owner: process.pid, processes: this.entries };
    // Whole or not at all (a new file renamed over the old): a reader, or the next start after a crash
    // mid-write, never finds half a ledger.
    const next = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(next, JSON.stringify(ledger, null, 2));
    fs.renameSync(next, this.file);
  }

  /** Forgets everything (after a clean stop); leaves a file another run wrote alone. */
  clear(): void {
    if (this.entries.length === 0) return;
    this.entries.length = 0;
    fs.rmSync(this.file, { force: true });
  }
}

/** The ledger file: the stack process that wrote it and what it started. */
export interface LedgerFile {
  owner: number;
  processes: StartedProcess[];
}

/** Entries of a ledger file whose PID is alive and still runs the recorded command. */
export function liveLeftovers(
  entries: StartedProcess[],
  commandLineOf: (pid: number) => string | undefined,
): StartedProcess[] {
  return entries.filter((entry) => commandLineOf(entry.pid)?.includes(entry.marker) ?? false);
}

/**
 * Stops processes a previous run recorded in `file` and left running because it was killed; then
 * deletes the file. Does nothing while the run that wrote the file is still alive.
 */
export async function stopLeftovers(file: string, log: DevStackLogger): Promise<void> {
  let ledger: Partial<LedgerFile>;
  try {
    ledger = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LedgerFile>;
  } catch {
    return;
  }
  if (typeof ledger.owner === 'number' && isAlive(ledger.owner) && !isZombie(ledger.owner)) {
    log.warn(`Another dev stack (pid ${ledger.owner}) is running with this data folder.`);
    return;
  }
  const live = liveLeftovers(Array.isArray(ledger.processes) ? ledger.processes : [], commandLine);
  // Reverse start order: api/worker first, PostgreSQL last.
  for (const entry of live.reverse()) {
    log.warn(`Stopping ${entry.name} (pid ${entry.pid}) left running by an earlier run that was killed`);
    await stopPid(entry.pid, entry.signal);
  }
  fs.rmSync(file, { force: true });
}

function commandLine(pid: number): string | undefined {
  try {
    return (
      execFileSync('ps', ['-o', 'args=', '-p', String(pid)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

function isZombie(pid: number): boolean {
  try {
    const stat = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return stat.trim().startsWith('Z');
  } catch {
    return true; // ps found no such process
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopPid(pid: number, signal: NodeJS.Signals): Promise<void> {
  const alive = (): boolean => isAlive(pid) && !isZombie(pid); // orphans are reaped by init, maybe late
  for (const [sig, waitMs] of [
    [signal, 15_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, sig);
    } catch {
      return;
    }
    for (const until = Date.now() + waitMs; Date.now() < until;) {
      if (!alive()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
