import { describeExit, type ChildExit } from './child-exit';
import type { DevStackLogger } from './log';
import { formatDelay, RestartPolicy, type RestartPolicyOptions } from './restart-policy';

/** One run of a service: a process (or server) that can exit and be stopped. */
export interface ServiceInstance {
  pid?: number;
  /** Resolves when this run has ended, for whatever reason. */
  exited: Promise<ChildExit>;
  /** Stops this run and waits for it to end. */
  stop(): Promise<void>;
}

/** Options of `keepRunning`. */
export interface KeepRunningOptions<T extends ServiceInstance> {
  /** For the log: "worker", "Redis"... */
  name: string;
  /** The run already started (by the caller, with its own start-up checks). */
  first: T;
  /** Starts a new run with the same settings (port, data folder, env) as the first. */
  restart: () => Promise<T>;
  policy?: RestartPolicyOptions;
  log: DevStackLogger;
  /** A new run is up (e.g. to record its PID). */
  onRestarted?: (instance: T) => void;
  /** A crash loop: supervision has given up and nothing runs any more. Default: log it as an error. */
  onGiveUp?: (message: string, lastExit: ChildExit | undefined) => void;
  /** Clock for the policy; default `Date.now`. */
  now?: () => number;
  /**
   * Whether a crash now may be restarted (e.g. not during start-up, where the caller reports it);
   * when false, the crash ends supervision like a crash loop (`onGiveUp`). Default: always.
   */
  restartable?: () => boolean;
}

/** Handle on a kept-running service. */
export interface KeptRunning<T> {
  /** The current run (undefined while waiting to restart, or after giving up / stopping). */
  current(): T | undefined;
  /** Stops supervision: cancels a pending restart (at once) and stops the current run. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Restarts a service whenever it exits on its own, after a back-off delay, until a crash loop
 * (see `RestartPolicy`) or `stop()`. Logs "worker exited (signal SIGKILL); restarting in 1 s (attempt 2)".
 */
export function keepRunning<T extends ServiceInstance>(options: KeepRunningOptions<T>): KeptRunning<T> {
  const { name, log } = options;
  const now = options.now ?? Date.now;
  const policy = new RestartPolicy(options.policy);
  let current: T | undefined = options.first;
  let stopping: Promise<void> | undefined;
  let cancelWait: (() => void) | undefined;
  let recovering: Promise<void> = Promise.resolve();

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        cancelWait = undefined;
        resolve();
      }
      cancelWait = done;
    });

  const recover = async (exit: ChildExit): Promise<void> => {
    let what = `exited (${describeExit(exit)})`;
    if (options.restartable?.() === false) {
      const message = `${name} ${what}.`;
      if (options.onGiveUp) options.onGiveUp(message, exit);
      else log.error(message);
      return;
    }
    for (;;) {
      const decision = policy.crashed(now());
      if (decision.action === 'give-up') {
        const message =
          decision.crashes <= 1
            ? `${name} ${what}.`
            : `${name} crashed ${decision.crashes} times within ${formatDelay(decision.windowMs)} ` +
              `(last: ${what}); not restarting it again.`;
        if (options.onGiveUp) options.onGiveUp(message, exit);
        else log.error(message);
        return;
      }
      log.warn(
        `${name} ${what}; restarting in ${formatDelay(decision.delayMs)} (attempt ${decision.attempt})`,
      );
      await sleep(decision.delayMs);
      if (stopping) return;
      let instance: T;
      try {
        instance = await options.restart();
      } catch (error) {
        what = `could not be restarted (${error instanceof Error ? error.message : String(error)})`;
        if (stopping) return;
        continue;
      }
      if (stopping) {
        await instance.stop();
        return;
      }
      current = instance;
      policy.started(now());
      log.info(`${name} restarted${instance.pid === undefined ? '' : ` (pid ${instance.pid})`}`);
      options.onRestarted?.(instance);
      watch(instance);
      return;
    }
  };

  const watch = (instance: T): void => {
    void instance.exited.then((exit) => {
      if (stopping || current !== instance) return;
      current = undefined;
      recovering = recover(exit);
    });
  };

  policy.started(now());
  watch(options.first);

  return {
    current: () => current,
    stop: () =>
      (stopping ??= (async () => {
        cancelWait?.();
        await current?.stop();
        await recovering; // a restart under way is stopped as soon as it is up
      })()),
  };
}
