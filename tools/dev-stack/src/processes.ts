import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { describeExit, terminateChild, waitForExit, type ChildExit } from './child-exit';
import { killOnExit } from './exit-guard';

/** Options of `ServiceSupervisor.spawnService`. */
export interface SpawnServiceOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** A child process the supervisor runs. */
export interface SupervisedService {
  name: string;
  pid: number;
  /** Resolves when the process has exited, for whatever reason. */
  exited: Promise<ChildExit>;
  /** Last lines it printed (kept even when output is not echoed). */
  tail(): string[];
}

/** Options of `ServiceSupervisor`. */
export interface SupervisorOptions {
  /** Echo each child's output, prefixed with a coloured `[name]`. Default true. */
  echo?: boolean;
  /** Called once when a child exits while it was not being stopped. */
  onUnexpectedExit?: (service: SupervisedService, exit: ChildExit) => void;
  /** How long `stopAll` waits after SIGTERM before SIGKILL. Default 10 s. */
  stopTimeoutMs?: number;
}

const COLOURS = [36, 35, 33, 32, 34, 31];

interface Entry {
  service: SupervisedService;
  child: ChildProcess;
  stopping: boolean;
}

/** A tiny supervisor: runs long-lived child processes, prefixes their output, stops them in reverse order. */
export class ServiceSupervisor {
  private readonly entries: Entry[] = [];
  private readonly echo: boolean;
  private readonly colour = process.stdout.isTTY === true && !process.env.NO_COLOR;

  constructor(private readonly options: SupervisorOptions = {}) {
    this.echo = options.echo ?? true;
  }

  /** Starts `command args` (own process group, so Ctrl-C reaches only us) and pipes its output line by line. */
  spawnService(
    name: string,
    command: string,
    args: string[],
    options: SpawnServiceOptions = {},
  ): SupervisedService {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.on('error', (error) => process.stderr.write(`[${name}] ${error.message}\n`));
    if (child.pid === undefined) throw new Error(`Could not start ${name} (${command})`);
    const releaseGuard = killOnExit(child.pid, 'SIGTERM');
    const prefix = this.prefixFor(name, this.entries.length);
    const recent: string[] = [];
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        if (this.echo) out.write(`${prefix} ${line}\n`);
      });
    }
    const exited = waitForExit(child);
    const service: SupervisedService = { name, pid: child.pid, exited, tail: () => [...recent] };
    const entry: Entry = { service, child, stopping: false };
    this.entries.push(entry);
    void exited.then((exit) => {
      releaseGuard();
      if (!entry.stopping) this.options.onUnexpectedExit?.(service, exit);
    });
    return service;
  }

  /** Stops one service: SIGTERM by PID, SIGKILL after the timeout. */
  async stop(name: string): Promise<void> {
    const entry = this.entries.find((e) => e.service.name === name);
    if (entry) await this.stopEntry(entry);
  }

  /** Stops every child, last started first, each SIGTERM then SIGKILL after the timeout. */
  async stopAll(): Promise<void> {
    for (const entry of [...this.entries].reverse()) await this.stopEntry(entry);
  }

  private async stopEntry(entry: Entry): Promise<void> {
    entry.stopping = true;
    await terminateChild(entry.child, [{ signal: 'SIGTERM', waitMs: this.options.stopTimeoutMs ?? 10_000 }]);
  }

  private prefixFor(name: string, index: number): string {
    const label = `[${name}]`;
    return this.colour ? `\u001b[${COLOURS[index % COLOURS.length]}m${label}\u001b[0m` : label;
  }
}

/** "worker exited unexpectedly (code 1)", plus its last output lines when `withOutput`. */
export function describeUnexpectedExit(
  service: SupervisedService,
  exit: ChildExit,
  withOutput = false,
): string {
  const tail = withOutput ? service.tail() : [];
  return `${service.name} exited unexpectedly (${describeExit(exit)}).${tail.length ? `\nLast output:\n${tail.join('\n')}` : ''}`;
}
