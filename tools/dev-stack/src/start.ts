/**
 * `npm start`: the whole shop locally (PostgreSQL, Redis, mail catcher, Khalti sandbox, API, worker).
 * A crashed API, worker, Redis or PostgreSQL is restarted with back-off; Ctrl-C (or SIGTERM), or a
 * crash loop of one service, stops it all.
 */
import { formatBanner } from './banner';
import { createConsoleLogger } from './log';
import { findRepoRoot } from './repo-root';
import { startStack, type RunningStack } from './stack';

async function main(): Promise<void> {
  const log = createConsoleLogger('dev-stack');
  const repoRoot = findRepoRoot(__dirname);
  const interrupted = new AbortController();
  let stack: RunningStack | undefined;
  let exiting = false;

  const shutdown = async (code: number, reason?: string): Promise<void> => {
    if (exiting) return;
    exiting = true;
    if (reason) log.error(reason);
    log.info('Stopping worker, API, Khalti sandbox, mail catcher, Redis and PostgreSQL...');
    interrupted.abort();
    await stack?.stop().catch((error: unknown) => log.error(`While stopping: ${String(error)}`));
    log.info(code === 0 ? 'Stopped.' : 'Stopped after an error.');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (exiting) log.info('Already stopping, please wait...');
      else if (stack) void shutdown(0);
      else interrupted.abort(); // start-up cleans up after itself and rejects
    });
  }
  process.on(
    'uncaughtException',
    (error) => void shutdown(1, `Unexpected error: ${error.stack ?? error.message}`),
  );
  process.on('unhandledRejection', (error) => void shutdown(1, `Unexpected error: ${String(error)}`));

  try {
    stack = await startStack({
      repoRoot,
      log,
      signal: interrupted.signal,
      onFatal: (message) => void shutdown(1, `${message}\nThe whole stack is stopping.`),
    });
  } catch (error) {
    if (interrupted.signal.aborted) {
      log.info('Interrupted during start-up; everything started so far was stopped.');
      process.exit(0);
    }
    log.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (stack.postgresDataDir && !stack.postgresDataDir.startsWith(stack.dataDir)) {
    log.warn(
      `PostgreSQL data lives in ${stack.postgresDataDir} (the postgres OS user cannot reach ${stack.dataDir}).`,
    );
  }
  console.log(formatBanner(stack));
}

main().catch((error: unknown) => {
  console.error(`[dev-stack] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
