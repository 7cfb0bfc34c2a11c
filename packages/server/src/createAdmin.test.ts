import { refusalMessages } from '@exchange/domain';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryArgs } from './testing/serverBundle.ts';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'));

// The embedded database in a folder of its own, whatever the surrounding environment points at.
const { DATABASE_URL: _ignored, ...environment } = process.env;

function createAdmin(...args: string[]) {
  return run(process.execPath, entryArgs('createAdmin', args), {
    env: { ...environment, DATA_DIR: dataDir },
  }).then(
    ({ stdout }) => ({ ok: true, output: stdout }),
    (error: { stderr: string }) => ({ ok: false, output: error.stderr }),
  );
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run create-admin', () => {
  it('refuses a username or password that breaks the form rules', async () => {
    const answer = await createAdmin('--username', 'owner', '--password', 'short');
    expect(answer.ok).toBe(false);
    expect(answer.output).toContain('Must Contain One Uppercase');
  });

  it('refuses a common password, and one holding the username (ASVS 6.2.4, 6.2.11)', async () => {
    const common = await createAdmin('--username', 'Owner', '--password', 'Password1');
    expect(common).toEqual({ ok: false, output: `${refusalMessages.passwordCommon}\n` });
    const named = await createAdmin('--username', 'Owner', '--password', 'Owner2719x');
    expect(named).toEqual({ ok: false, output: `${refusalMessages.passwordContextWord}\n` });
  });

  it('creates the first Super Admin, who must change the password at first sign-in', async () => {
    const answer = await createAdmin('--username', 'Owner', '--password', 'Kestrel2719');
    expect(answer).toEqual({ ok: true, output: 'Created the Super Admin Owner.\n' });
    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(users);
      expect(admin).toMatchObject({
        username: 'Owner',
        role: 'admin',
        mustChangePassword: true,
        parentId: null,
      });
    } finally {
      await database.close();
    }
  });

  it('refuses a second admin', async () => {
    const answer = await createAdmin('--username', 'Another', '--password', 'Kestrel2719');
    expect(answer.ok).toBe(false);
    expect(answer.output).toContain('An admin exists already');
  });
});
