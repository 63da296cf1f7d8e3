/**
 * Last-resort clean-up: when this Node process exits without having stopped a child it started
 * (crash, `process.exit` elsewhere), signal that child synchronously so no server is left behind.
 */
const guarded = new Map<number, NodeJS.Signals>();
let hooked = false;

function onExit(): void {
  for (const [pid, signal] of guarded) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
  guarded.clear();
}

/** Registers `pid` to receive `signal` if this process exits first; returns the un-register function. */
export function killOnExit(pid: number, signal: NodeJS.Signals = 'SIGTERM'): () => void {
  if (!hooked) {
    process.on('exit', onExit);
    hooked = true;
  }
  guarded.set(pid, signal);
  return () => {
    guarded.delete(pid);
  };
}
