import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import {
  loadSecret,
  loadTokenSecret,
  minimumSecretLength,
  secretFilePath,
  serverSecrets,
} from './secrets.ts';

const root = mkdtempSync(join(tmpdir(), 'token-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A data folder of its own per test. */
function dataDir(): string {
  folders += 1;
  return join(root, `data-${folders}`);
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('loadTokenSecret', () => {
  it('takes JWT_SECRET when given, and writes no file', async () => {
    const dir = dataDir();
    const configured = 'y'.repeat(40);
    expect(await loadTokenSecret({ configured, dataDir: dir })).toEqual({
      secret: configured,
      source: { kind: 'environment' },
    });
    expect(() => statSync(join(dir, 'secrets'))).toThrow();
  });

  it('otherwise makes a random owner-only file once and reads it again at every start', async () => {
    const dir = dataDir();
    const first = await loadTokenSecret({ configured: undefined, dataDir: dir });
    const path = secretFilePath(dir);
    expect(first.source).toEqual({ kind: 'file', path, created: true });
    expect(first.secret.length).toBeGreaterThanOrEqual(minimumSecretLength);
    expect(readFileSync(path, 'utf8').trim()).toBe(first.secret);
    expect(mode(path)).toBe(0o600);
    expect(mode(join(dir, 'secrets'))).toBe(0o700);

    const again = await loadTokenSecret({ configured: undefined, dataDir: dir });
    expect(again).toEqual({ secret: first.secret, source: { kind: 'file', path, created: false } });
    // Another data folder gets a secret of its own: it is random, not derived.
    const other = await loadTokenSecret({ configured: undefined, dataDir: dataDir() });
    expect(other.secret).not.toBe(first.secret);
  });

  it('makes one secret when two starts race', async () => {
    const dir = dataDir();
    const both = await Promise.all([
      loadTokenSecret({ configured: undefined, dataDir: dir }),
      loadTokenSecret({ configured: undefined, dataDir: dir }),
    ]);
    expect(both[0].secret).toBe(both[1].secret);
  });

  it.skipIf(process.platform === 'win32')('refuses a file others may read, naming the fix', async () => {
    const dir = dataDir();
    await loadTokenSecret({ configured: undefined, dataDir: dir });
    const path = secretFilePath(dir);
    chmodSync(path, 0o644);
    const attempt = loadTokenSecret({ configured: undefined, dataDir: dir });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(`its permissions are 644; only its owner may use it`);
    await expect(attempt).rejects.toThrow(`chmod 600 ${path}`);
  });

  it.skipIf(process.platform === 'win32')('refuses a secret folder others may enter', async () => {
    const dir = dataDir();
    await loadTokenSecret({ configured: undefined, dataDir: dir });
    chmodSync(join(dir, 'secrets'), 0o755);
    await expect(loadTokenSecret({ configured: undefined, dataDir: dir })).rejects.toThrow(
      `chmod 700 ${join(dir, 'secrets')}`,
    );
  });

  it('refuses a file too short to sign with', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'secrets'), { recursive: true, mode: 0o700 });
    writeFileSync(secretFilePath(dir), 'short\n', { mode: 0o600 });
    await expect(loadTokenSecret({ configured: undefined, dataDir: dir })).rejects.toThrow(
      `it holds 5 characters; at least ${minimumSecretLength} are needed`,
    );
    // Left as it was for the operator to look at: never replaced behind their back.
    expect(readFileSync(secretFilePath(dir), 'utf8')).toBe('short\n');
  });

  it.skipIf(process.platform === 'win32')('refuses a symbolic link in place of the file', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'secrets'), { recursive: true, mode: 0o700 });
    const elsewhere = join(root, `elsewhere-${folders}`);
    writeFileSync(elsewhere, 'z'.repeat(64), { mode: 0o600 });
    symlinkSync(elsewhere, secretFilePath(dir));
    await expect(loadTokenSecret({ configured: undefined, dataDir: dir })).rejects.toThrow(
      'it is a symbolic link',
    );
  });
});

describe('the authenticator-seed key', () => {
  it('takes TOTP_KEY when given, else keeps an owner-only file of its own beside the signing secret', async () => {
    const configured = 'k'.repeat(40);
    const given = await loadSecret(serverSecrets.totpSeeds, { configured, dataDir: dataDir() });
    expect(given).toEqual({ secret: configured, source: { kind: 'environment' } });

    const dir = dataDir();
    const signing = await loadTokenSecret({ configured: undefined, dataDir: dir });
    const key = await loadSecret(serverSecrets.totpSeeds, { configured: undefined, dataDir: dir });
    const path = join(dir, 'secrets', 'totp-key');
    expect(key.source).toEqual({ kind: 'file', path, created: true });
    expect(mode(path)).toBe(0o600);
    expect(key.secret.length).toBeGreaterThanOrEqual(minimumSecretLength);
    // Another secret: a new signing secret (everyone signs in again) leaves the seeds readable.
    expect(key.secret).not.toBe(signing.secret);
    const again = await loadSecret(serverSecrets.totpSeeds, { configured: undefined, dataDir: dir });
    expect(again.secret).toBe(key.secret);
  });
});
