import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineWarnings } from '../../scripts/lib/engineWarnings.mjs';

const root = join(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;

/**
 * Issue 39: a fresh `npm install` on Node 20 printed "Unsupported engine" for content-disposition 3 (under
 * @fastify/static) and cookie 2 (under fastify's light-my-request), both asking for Node 22. The root
 * package.json's overrides pin the previous majors, which need Node 18 and offer the same calls those
 * packages make (content-disposition's `create`, cookie's `stringifySetCookie`).
 */
describe('npm install on the Node the project declares', () => {
  it('prints no engine warning: every package in the lockfile supports the oldest Node of engines.node', () => {
    const { engines } = json('package.json') as { engines: { node: string } };
    const lock = json('package-lock.json') as Parameters<typeof engineWarnings>[0];
    expect(engineWarnings(lock, engines.node)).toEqual([]);
  });

  it('names each package that would warn, with the Node it asks for', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/@fastify/static/node_modules/content-disposition': {
          version: '3.0.0',
          engines: { node: '>=22' },
        },
        'node_modules/semver': { version: '7.8.6', engines: { node: '>=10' } },
        'node_modules/react': { version: '19.3.1' },
      },
    };
    expect(engineWarnings(lock, '>=20.19')).toEqual([
      { name: 'cookie', version: '2.0.2', node: '>=22' },
      { name: 'content-disposition', version: '3.0.0', node: '>=22' },
    ]);
    // A package that needs a later Node 20 than the oldest declared warns there too.
    expect(
      engineWarnings({ packages: { 'node_modules/x': { engines: { node: '>=20.20' } } } }, '>=20.19'),
    ).toEqual([{ name: 'x', version: '', node: '>=20.20' }]);
  });
});
