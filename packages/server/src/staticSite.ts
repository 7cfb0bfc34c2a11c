import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolve, sep } from 'node:path';
import type { SiteDirs } from './contentSecurityPolicy.ts';

/** Paths the browser app never owns: unknown ones answer the APIs' JSON 404, not the app's page. */
const serverPrefixes = ['/api/', '/data/', '/bet/', '/socket.io/', '/storybook/'];

/** A file at the top of the build (`/index.html`, `/favicon.ico`): one segment, a name and an extension. */
const topLevelFile = /^\/([\w-]+(?:\.[\w-]+)+)$/;

/**
 * The builds this process serves: the app always, Storybook only outside production
 * (docs/adr/0021-storybook-in-production.md). On the app's origin Storybook's pages would read and write the
 * players' and operators' stored sessions and add a second body of scripts, fixtures and demo screens to
 * what an attacker can reach there; designers open it from `npm start` or from a host of its own.
 */
export function servedSiteDirs(config: {
  appDir: string | undefined;
  storybookDir: string | undefined;
  production: boolean;
}): SiteDirs {
  return { appDir: config.appDir, storybookDir: config.production ? undefined : config.storybookDir };
}

/**
 * The built player app at `/` (hashed assets cached for good, the page itself always revalidated) with
 * the single-page fallback: a GET of any other path gets index.html and the app's router decides (its
 * own not-found page included). The built Storybook stays at /storybook/; without an app, `/` shows it.
 *
 * Files are looked up per request, not listed at start: a rebuild while the server runs (`npm run build`)
 * is served at once, where a list made at start answered the new build's scripts with the page. A missing
 * file is a 404 (a stale script, /favicon.ico), not the page: HTML in place of a script helps no one.
 */
export async function serveStaticSite(
  app: FastifyInstance,
  dirs: { appDir: string | undefined; storybookDir: string | undefined },
): Promise<void> {
  if (dirs.storybookDir) {
    await app.register(fastifyStatic, {
      root: resolve(dirs.storybookDir),
      prefix: '/storybook/',
      // @fastify/static serves dotfiles by default: a stray .git or .env in a build folder stays unserved.
      dotfiles: 'ignore',
      // reply.sendFile is the app's registration's (below): it sends the app's page and top-level files.
      decorateReply: false,
    });
  }
  if (!dirs.appDir) {
    if (dirs.storybookDir) app.get('/', (_request, reply) => reply.redirect('/storybook/'));
    return;
  }
  const root = resolve(dirs.appDir);
  const assets = resolve(root, 'assets');
  // Hashed assets, looked up per request (a missing one is a 404 from the plugin): cached for good.
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/assets/',
    index: false,
    dotfiles: 'ignore',
    // The app's build writes .br and .gz copies (packages/app/precompress.ts): sent to browsers that take them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(`${assets}${sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const { pathname } = new URL(request.url, 'http://app');
    if (serverPrefixes.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
    // Anything else the build has at its top; a missing one is a 404 (its JSON), not the page.
    const file = topLevelFile.exec(pathname)?.[1];
    return reply.sendFile(file ?? 'index.html', root);
  });
}
