import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';

/** Paths the browser app never owns: unknown ones answer the APIs' JSON 404, not the app's page. */
const serverPrefixes = ['/api/', '/data/', '/bet/', '/socket.io/', '/storybook/'];

/**
 * The built player app at `/` (hashed assets cached for good, the page itself always revalidated) with
 * the single-page fallback: a GET of any other path gets index.html and the app's router decides (its
 * own not-found page included). The built Storybook stays at /storybook/; without an app, `/` shows it.
 */
export async function serveStaticSite(
  app: FastifyInstance,
  dirs: { appDir: string | undefined; storybookDir: string | undefined },
): Promise<void> {
  if (dirs.storybookDir) {
    await app.register(fastifyStatic, { root: resolve(dirs.storybookDir), prefix: '/storybook/' });
  }
  if (!dirs.appDir) {
    if (dirs.storybookDir) app.get('/', (_request, reply) => reply.redirect('/storybook/'));
    return;
  }
  const root = resolve(dirs.appDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // Routes for the files present at start; every other path falls to the page below.
    wildcard: false,
    index: false,
    // The app's build writes .br and .gz copies (packages/app/precompress.ts): sent to browsers that take them.
    preCompressed: true,
    decorateReply: !dirs.storybookDir,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(`${resolve(root, 'assets')}/`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (serverPrefixes.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  });
}
