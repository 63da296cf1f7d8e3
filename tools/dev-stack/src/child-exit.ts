import type { ChildProcess } from 'node:child_process';

/** How a child process ended. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Resolves when `child` has exited (immediately if it already has). */
export function waitForExit(child: ChildProcess): Promise<ChildExit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** True once `child` has exited. */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Stops a child by PID: sends each signal in `steps` in turn and waits up to its timeout for the
 * exit, ending with SIGKILL. Resolves once the child is gone.
 */
export async function terminateChild(
  child: ChildProcess,
  steps: ReadonlyArray<{ signal: NodeJS.Signals; waitMs: number }> = [{ signal: 'SIGTERM', waitMs: 10_000 }],
): Promise<ChildExit> {
  const exited = waitForExit(child);
  for (const step of [...steps, { signal: 'SIGKILL' as NodeJS.Signals, waitMs: 5_000 }]) {
    if (hasExited(child)) break;
    sendSignal(child, step.signal);
    if (await exitsWithin(exited, step.waitMs)) break;
  }
  return exited;
}

/** Formats an exit for humans: "code 1" / "signal SIGKILL". */
export function describeExit(exit: ChildExit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code ?? 'unknown'}`;
}

function sendSignal(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(child.pid, signal);
  } catch {
    // already gone
  }
}

function exitsWithin(exited: Promise<ChildExit>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
