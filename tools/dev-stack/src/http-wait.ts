/** Options of `waitForHttpOk`. */
export interface WaitForHttpOptions {
  timeoutMs: number;
  /** Settles when waiting is pointless (the server process exited, Ctrl-C); its rejection is re-thrown. */
  giveUp?: Promise<never>;
  intervalMs?: number;
}

/** Polls GET `url` until it answers 200; throws on timeout or when `giveUp` rejects first. */
export async function waitForHttpOk(url: string, options: WaitForHttpOptions): Promise<void> {
  let done = false;
  const poll = async (): Promise<void> => {
    const deadline = Date.now() + options.timeoutMs;
    let last = 'no answer yet';
    while (!done) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (response.status === 200) return;
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      if (done) return;
      if (Date.now() > deadline)
        throw new Error(
          `${url} did not answer 200 within ${Math.round(options.timeoutMs / 1000)} s (last: ${last}).`,
        );
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 300));
    }
  };
  try {
    await (options.giveUp ? Promise.race([poll(), options.giveUp]) : poll());
  } finally {
    done = true;
  }
}
