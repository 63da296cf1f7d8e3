import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange, findFreePort, isPortFree } from './ports';

describe('ports', () => {
  it('findFreePort returns a port nothing listens on', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
  });

  it('findFreePort picks below the range of outgoing connections’ ports, where the kernel hands none out', async () => {
    const range = ephemeralPortRange();
    if (!range) return; // not Linux: the kernel picks
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()));
    expect(ports.every((port) => port >= 10_000 && port < range.low)).toBe(true);
  });

  it('reads the kernel’s range, and nothing from an unreadable one', () => {
    expect(ephemeralPortRange(() => '32768\t60999\n')).toEqual({ low: 32768, high: 60999 });
    expect(ephemeralPortRange(() => 'garbage')).toBeUndefined();
    expect(
      ephemeralPortRange(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
  });

  it('isPortFree is false while a server listens on the port, true after it closes', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    expect(await isPortFree(port, '127.0.0.1')).toBe(false);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await isPortFree(port, '127.0.0.1')).toBe(true);
  });

  it('isPortFree on 127.0.0.1 sees a server bound to all interfaces', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      expect(await isPortFree(port, '127.0.0.1')).toBe(false);
    } finally {
      server.close();
    }
  });
});
