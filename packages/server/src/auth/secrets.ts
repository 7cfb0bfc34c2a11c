import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';

/** As JWT_SECRET: HS256 wants a long secret, and 32 characters is what the environment must give too. */
export const minimumSecretLength = 32;

export interface TokenSecret {
  secret: string;
  /** Where it came from, for the start-up line (never the secret itself). */
  source: { kind: 'environment' } | { kind: 'file'; path: string; created: boolean };
}

/**
 * The server's secrets, each given by its environment variable or else kept in its own file under
 * `DATA_DIR/secrets`: the token-signing secret, and the key that seals authenticator seeds
 * (secondStep/totpSeeds.ts). Separate, so replacing the signing secret (which signs everyone out) leaves
 * the enrolled authenticator apps working.
 */
export const serverSecrets = {
  tokenSigning: { file: 'jwt-secret', variable: 'JWT_SECRET', label: 'token-signing secret' },
  totpSeeds: { file: 'totp-key', variable: 'TOTP_KEY', label: 'authenticator-seed key' },
} as const;
type ServerSecret = (typeof serverSecrets)[keyof typeof serverSecrets];

/** The file a secret lives in when the environment gives none: `DATA_DIR/secrets/jwt-secret` and the like. */
export function secretFilePath(dataDir: string, which: ServerSecret = serverSecrets.tokenSigning): string {
  return join(dataDir, 'secrets', which.file);
}

// POSIX permission bits mean nothing on Windows; there the folder's ACL is the operator's to set.
const checksModes = process.platform !== 'win32';

function refuse(which: ServerSecret, path: string, problem: string, fix: string): never {
  throw new ConfigError(`Bad ${which.label} file ${path}:\n- ${problem}\n- ${fix}`);
}

/** Group or others may read, write or enter it, or another user owns it: someone else could read or swap the secret. */
function checkOwnerOnly(
  which: ServerSecret,
  path: string,
  stats: { mode: number; uid: number },
  wanted: string,
): void {
  if (!checksModes) return;
  const loose = stats.mode & 0o077;
  if (loose !== 0) {
    const mode = (stats.mode & 0o777).toString(8).padStart(3, '0');
    refuse(
      which,
      path,
      `its permissions are ${mode}; only its owner may use it`,
      `run: chmod ${wanted} ${path}`,
    );
  }
  if (process.getuid && stats.uid !== process.getuid()) {
    refuse(
      which,
      path,
      'another user owns it',
      `give it to the user the server runs as, or set ${which.variable}`,
    );
  }
}

/** The secret folder, created owner-only (0700) if missing, and refused if anyone else may enter it. */
async function secretFolder(which: ServerSecret, dataDir: string): Promise<string> {
  const folder = join(dataDir, 'secrets');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stats = await lstat(folder);
  if (!stats.isDirectory())
    refuse(which, folder, 'it is not a folder', `remove it, or set ${which.variable}`);
  checkOwnerOnly(which, folder, stats, '700');
  return folder;
}

/** What losing the file costs, for the message that suggests removing it. */
const lossOf = {
  'jwt-secret': 'everyone signs in again',
  'totp-key': 'every authenticator app must be enrolled again',
} as const satisfies Record<ServerSecret['file'], string>;

/** Reads the existing file through one handle (no symlink followed), so the checked file is the read one. */
async function readSecretFile(which: ServerSecret, path: string): Promise<string> {
  const handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0)).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
        refuse(which, path, 'it is a symbolic link', `put the secret itself there, or set ${which.variable}`);
      }
      throw error;
    },
  );
  try {
    const stats = await handle.stat();
    if (!stats.isFile())
      refuse(which, path, 'it is not a regular file', `remove it, or set ${which.variable}`);
    checkOwnerOnly(which, path, stats, '600');
    const secret = (await handle.readFile('utf8')).trim();
    if (secret.length < minimumSecretLength) {
      refuse(
        which,
        path,
        `it holds ${secret.length} characters; at least ${minimumSecretLength} are needed`,
        `remove it to have a new one made at the next start (${lossOf[which.file]}), or set ${which.variable}`,
      );
    }
    return secret;
  } finally {
    await handle.close();
  }
}

/**
 * Made once from crypto-random bytes: written whole to a private temporary file, then linked into place,
 * which fails if another start got there first. So a crash or two starts at once never leave a half-written
 * or second secret.
 */
async function createSecretFile(path: string): Promise<boolean> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary);
  }
}

/**
 * A server secret: its environment variable, or else its owner-only file under the data folder, made at the
 * first start and read again at every later one (so restarts keep people signed in and seeds readable).
 * Never in the database: no API reads or writes it.
 */
export async function loadSecret(
  which: ServerSecret,
  options: { configured: string | undefined; dataDir: string },
): Promise<TokenSecret> {
  if (options.configured) return { secret: options.configured, source: { kind: 'environment' } };
  await secretFolder(which, options.dataDir);
  const path = secretFilePath(options.dataDir, which);
  const exists = await lstat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  const created = !exists && (await createSecretFile(path));
  return { secret: await readSecretFile(which, path), source: { kind: 'file', path, created } };
}

/** The secret that signs tokens: JWT_SECRET or `DATA_DIR/secrets/jwt-secret`. */
export function loadTokenSecret(options: {
  configured: string | undefined;
  dataDir: string;
}): Promise<TokenSecret> {
  return loadSecret(serverSecrets.tokenSigning, options);
}
