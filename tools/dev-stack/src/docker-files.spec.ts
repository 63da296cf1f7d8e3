import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findRepoRoot } from './repo-root';

// docker-compose.yml and the Dockerfile cannot be run here (no Docker): check their structure instead.
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

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds in one stage and runs from another, both on node:${NODE_VERSION} (one line to change)', () => {
    expect(stages).toHaveLength(2);
    expect(dockerfile.match(/^ARG NODE_VERSION=[\d.]+$/gm)).toHaveLength(1);
    for (const stage of stages) expect(stage).toMatch(/^node:\$\{NODE_VERSION\}-/);
    expect(stages[0]).toMatch(/npm ci\b/);
    expect(stages[0]).toMatch(/npm prune --omit=dev/);
    expect(stages[0]).toContain('tools/dev-stack/docker/assemble-runtime.sh /runtime');
  });

  it('runs the Node.js version that package.json pins for the npm scripts', () => {
    const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(/^ARG NODE_VERSION=([\d.]+)$/m.exec(dockerfile)?.[1]).toBe(packageJson.devDependencies['node']);
  });

  it('runs as `node` in production mode, copying only the assembled runtime, with a health check', () => {
    expect(runtime).toMatch(/^ENV NODE_ENV=production/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.match(/^COPY .*$/gm)).toEqual(['COPY --from=build /runtime /app']);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
  });

  it('keeps installed and built output, data and git out of the build context', () => {
    const ignored = fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.data', '.env']));
  });
});
