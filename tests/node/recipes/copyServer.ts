import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as TestingApp from '../../../packages/server/src/testing/app.ts';
import type * as MigratedDump from '../../../packages/server/src/testing/migratedDump.ts';
import type { ScratchCopy } from './scratchCopy.ts';

const rootDir = join(import.meta.dirname, '../../..');
const dumps = '.cache/pglite';

export type CopyTestApp = Awaited<ReturnType<typeof TestingApp.createTestApp>>;
export type CopyTesting = typeof TestingApp;

/**
 * The copy's own server test kit (its `createTestApp`, on its own migrations), loaded into this process.
 * Its first database starts from the repository's migrated dump, which the copy's migrations then bring up
 * to date (a recipe's migration), rather than from an empty database: a few seconds fewer. Without that
 * dump the copy makes its own.
 */
export async function copyTesting(copy: ScratchCopy): Promise<CopyTesting> {
  const ours = (await import(
    join(rootDir, 'packages/server/src/testing/migratedDump.ts')
  )) as typeof MigratedDump;
  const theirs = (await import(
    copy.at('packages/server/src/testing/migratedDump.ts')
  )) as typeof MigratedDump;
  await ours.migratedDump();
  const dump = join(rootDir, dumps, `migrated-${ours.migrationsKey()}.tar`);
  const seeded = copy.at(dumps, `migrated-${theirs.migrationsKey()}.tar`);
  if (existsSync(dump)) {
    mkdirSync(dirname(seeded), { recursive: true });
    copyFileSync(dump, seeded);
  }
  return (await import(copy.at('packages/server/src/testing/app.ts'))) as CopyTesting;
}

/** A multipart body as a browser sends it, for `app.inject`. */
export async function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Uint8Array },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A 1x1 PNG: what a receipt's content check reads. */
export const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
