import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { describeExit, terminateChild, waitForExit, type ChildExit } from './child-exit';
import { killOnExit } from './exit-guard';
import { keepRunning, type KeptRunning, type ServiceInstance } from './keep-running';
import { silentLogger, type DevStackLogger } from './log';
import type { RestartPolicyOptions } from './restart-policy';

/** Options of `ServiceSupervisor.spawnService`. */
export interface SpawnServiceOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** A child process the supervisor runs. */
export interface SupervisedService {
  name: string;
  /** PID of the current process (a restart changes it). */
  readonly pid: number;
  /** Resolves when the first process has exited, for whatever reason (restarts do not reset it). */
  exited: Promise<ChildExit>;
  /** Last lines it printed (kept even when output is not echoed). */
  tail(): string[];
}

/** Options of `ServiceSupervisor`. */
export interface SupervisorOptions {
  /** Echo each child's output, prefixed with a coloured `[name]`. Default true. */
  echo?: boolean;
  /**
   * Called once when a child exits while it was not being stopped; with `restart`, only when the
   * supervisor gives up on it (crash loop), with that message.
   */
  onUnexpectedExit?: (service: SupervisedService, exit: ChildExit, message?: string) => void;
  /** How long `stopAll` waits after SIGTERM before SIGKILL. Default 10 s. */
  stopTimeoutMs?: number;
  /**
   * Restart a child that exits on its own (same command, args, env and cwd), with back-off, until a
   * crash loop. Off by default.
   */
  restart?: RestartPolicyOptions | boolean;
  /** Where restart messages go. Default: nowhere. */
  log?: DevStackLogger;
  /** A child was restarted (its `pid` is the new one). */
  onRestarted?: (service: SupervisedService) => void;
  /** Clock for the restart policy (tests). */
  now?: () => number;
  /** With `restart`: whether a crash now may be restarted (default always); see `keepRunning`. */
  restartable?: () => boolean;
}

const COLOURS = [36, 35, 33, 32, 34, 31];

interface Entry {
  service: SupervisedService;
  /** Stops the current process (and, with restarts, any pending restart). */
  stop(): Promise<void>;
  stopping: boolean;
}

interface ChildRun extends ServiceInstance {
  pid: number;
}

/** A tiny supervisor: runs long-lived child processes, prefixes their output, stops them in reverse order. */
export class ServiceSupervisor {
  private readonly entries: Entry[] = [];
  private readonly echo: boolean;
  private readonly colour = process.stdout.isTTY === true && !process.env.NO_COLOR;

  constructor(private readonly options: SupervisorOptions = {}) {
    this.echo = options.echo ?? true;
  }

  /**
   * Starts `command args` (own process group, so Ctrl-C reaches only us) and pipes its output line by
   * line; with `restart`, starts it again whenever it exits on its own.
   */
  spawnService(
    name: string,
    command: string,
    args: string[],
    options: SpawnServiceOptions = {},
  ): SupervisedService {
    const prefix = this.prefixFor(name, this.entries.length);
    const recent: string[] = [];
    const run = (): ChildRun => {
      const child = spawn(command, args, {
        env: options.env ?? process.env,
        cwd: options.cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child.on('error', (error) => process.stderr.write(`[${name}] ${error.message}\n`));
      if (child.pid === undefined) throw new Error(`Could not start ${name} (${command})`);
      const releaseGuard = killOnExit(child.pid, 'SIGTERM');
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
      void exited.then(releaseGuard);
      const stopTimeoutMs = this.options.stopTimeoutMs ?? 10_000;
      return {
        pid: child.pid,
        exited,
        stop: async () => {
          await terminateChild(child, [{ signal: 'SIGTERM', waitMs: stopTimeoutMs }]);
        },
      };
    };

    let currentRun = run();
    const service: SupervisedService = {
      name,
      get pid() {
        return currentRun.pid;
      },
      exited: currentRun.exited,
      tail: () => [...recent],
    };
    const restart = this.options.restart;
    let kept: KeptRunning<ChildRun> | undefined;
    const entry: Entry = {
      service,
      stopping: false,
      stop: () => (kept ? kept.stop() : currentRun.stop()),
    };
    this.entries.push(entry);
    if (restart) {
      kept = keepRunning<ChildRun>({
        name,
        first: currentRun,
        restart: () => Promise.resolve(run()),
        policy: restart === true ? {} : restart,
        log: this.options.log ?? silentLogger,
        now: this.options.now,
        restartable: this.options.restartable,
        onRestarted: (instance) => {
          currentRun = instance;
          this.options.onRestarted?.(service);
        },
        onGiveUp: (message, exit) => {
          if (!entry.stopping && exit) this.options.onUnexpectedExit?.(service, exit, message);
        },
      });
    } else {
      void currentRun.exited.then((exit) => {
        if (!entry.stopping) this.options.onUnexpectedExit?.(service, exit);
      });
    }
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
    await entry.stop();
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
