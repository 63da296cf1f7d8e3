import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { findFreePort, isPortFree } from './ports';

describe('ports', () => {
  it('findFreePort returns a port nothing listens on', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
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
