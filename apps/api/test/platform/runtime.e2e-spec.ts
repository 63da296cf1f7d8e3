import { hash, verify } from '@node-rs/argon2';
import { transformSync } from '@swc/core';
import { isNativeAccelerationEnabled } from 'msgpackr';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv, ChildApps } from '../support/child-apps';

/** The Node.js the project pins (issue 18): root package.json devDependencies.node, put first on npm scripts' PATH. */
const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const pinned = `v${JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).devDependencies.node}`;

describe('the pinned Node.js runtime', () => {
  const apps = new ChildApps();
  afterAll(() => apps.stopAll());

  it('runs the tests', () => {
    expect(process.version).toBe(pinned);
  });

  it('runs the API and the worker, which say so when they start', async () => {
    const env = childEnv({ LOG_LEVEL: 'info' });
    const api = await apps.startApi(env);
    const worker = await apps.startWorker(env);
    await expect.poll(() => api.output(), { timeout: 10_000 }).toMatch(/API listening on .*, Node v\d+/);
    expect(api.output()).toContain(`Node ${pinned}`);
    expect(worker.output()).toContain(`Node ${pinned}`);
  }, 90_000);

  it('loads the native builds of the binary packages (no silent JavaScript fallback)', async () => {
    // msgpackr (BullMQ's job encoding) quietly falls back to plain JavaScript without its native extract.
    expect(isNativeAccelerationEnabled).toBe(true);
    const password = await hash('Namaste-Kathmandu-2083');
    expect(await verify(password, 'Namaste-Kathmandu-2083')).toBe(true);
    expect(
      transformSync('const price: number = 1450;', { jsc: { parser: { syntax: 'typescript' } } }).code,
    ).toContain('1450');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#e8b995' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).width).toBe(4);
  });
});
