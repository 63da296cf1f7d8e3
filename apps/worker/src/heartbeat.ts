import fs from 'node:fs';

/** How often the worker touches its heartbeat file. */
export const HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * Writes the current time to `file` now and every `intervalMs`, from the worker's event loop, so a
 * container health check (`healthcheck.ts`) can tell a live worker from a hung one. Returns the stop
 * function; the timer does not keep the process alive.
 */
export function startHeartbeat(file: string, intervalMs = HEARTBEAT_INTERVAL_MS): () => void {
  const beat = (): void => {
    fs.writeFile(file, new Date().toISOString(), () => undefined); // a missed beat shows as a stale file
  };
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
