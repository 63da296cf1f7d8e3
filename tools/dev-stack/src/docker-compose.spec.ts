import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findRepoRoot } from './repo-root';

// docker-compose.yml cannot be run here (no Docker): check its structure instead.
interface ComposeService {
  restart?: string;
  healthcheck?: { test?: string[]; interval?: string };
  depends_on?: Record<string, { condition?: string }>;
  environment?: Record<string, string>;
}

const repoRoot = findRepoRoot(__dirname);
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const services = compose.services;

describe('docker-compose.yml', () => {
  it('has the five services', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mail', 'postgres', 'redis', 'worker']);
  });

  it.each(Object.keys(services))('%s restarts unless stopped and has a health check', (name) => {
    const service = services[name]!;
    expect(service.restart).toBe('unless-stopped');
    expect(service.healthcheck?.test, `${name} health check`).toBeDefined();
    expect(service.healthcheck!.test!.length).toBeGreaterThan(1);
  });

  it('waits for a dependency to be healthy wherever that dependency has a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on unknown ${dependency}`).toBeDefined();
        if (services[dependency]!.healthcheck)
          expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
      }
    }
    for (const name of ['api', 'worker']) {
      expect(Object.keys(services[name]!.depends_on ?? {})).toEqual(
        expect.arrayContaining(['postgres', 'redis']),
      );
    }
  });

  it('checks the API through GET /api/health and the worker through its heartbeat and Redis', () => {
    expect(services.api!.healthcheck!.test!.join(' ')).toContain('/api/health');
    expect(services.worker!.healthcheck!.test).toEqual(['CMD', 'node', 'apps/worker/dist/healthcheck.js']);
    expect(services.worker!.environment?.WORKER_HEARTBEAT_FILE).toBeTruthy();
    expect(services.worker!.environment?.REDIS_URL).toBe('redis://redis:6379'); // the shared app env
  });
});
