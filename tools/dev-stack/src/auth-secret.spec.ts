import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOrCreateAuthSecret } from './auth-secret';

describe('readOrCreateAuthSecret', () => {
  it('makes a long random secret once, keeps it private, and returns the same one later', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-secret-'));
    try {
      const first = readOrCreateAuthSecret(dir);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(readOrCreateAuthSecret(dir)).toBe(first);
      expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o077).toBe(0);
      expect(readOrCreateAuthSecret(fs.mkdtempSync(path.join(os.tmpdir(), 'kukur-secret-')))).not.toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
