import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Where findFreePort looks first: from here up to the kernel's ephemeral range. */
const LOWEST_PICKED_PORT = 10_000;

/**
 * The ports the kernel hands out for port 0 and as the local ports of outgoing connections (Linux's
 * `ip_local_port_range`); undefined where it cannot be read.
 */
export function ephemeralPortRange(
  read: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): { low: number; high: number } | undefined {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    return Number.isInteger(low) && Number.isInteger(high) ? { low: low!, high: high! } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A TCP port nothing listens on, for a process that will listen on it. Picked at random below the kernel's
 * ephemeral range when there is room: a port the kernel handed out and took back (port 0) can meanwhile become
 * the local port of any outgoing connection, or another process's port 0, and then the process meant to listen
 * on it fails with EADDRINUSE (two API test workers beside a benchmark's thousands of connections did). Elsewhere
 * the kernel picks.
 */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  const range = ephemeralPortRange();
  if (range && range.low - LOWEST_PICKED_PORT >= 1_000) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const port = LOWEST_PICKED_PORT + Math.floor(Math.random() * (range.low - LOWEST_PICKED_PORT));
      if (await isPortFree(port, host)) return port;
    }
  }
  return portFromTheKernel(host);
}

/** Binds port 0, reads the port the kernel chose, closes. */
function portFromTheKernel(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() =>
        port > 0 ? resolve(port) : reject(new Error(`Could not obtain a free port on ${host}`)),
      );
    });
  });
}

/** True when nothing listens on `host:port` (we can bind it ourselves). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
