import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** Where the reference page is served: its own assets sit beside it, so they load from our origin. */
export const referencePrefix = '/api/reference/';

/** The files of swagger-ui-dist the page loads (its index.html, unchanged); nothing else of the package. */
const pageFiles = new Set([
  '/index.html',
  '/index.css',
  '/swagger-ui.css',
  '/swagger-ui-bundle.js',
  '/swagger-ui-standalone-preset.js',
  '/favicon-16x16.png',
  '/favicon-32x32.png',
]);

/**
 * The package's own way to be configured: its index.html loads swagger-initializer.js, which we answer
 * with ours, pointing at this server's document. No validator badge (it would call a site outside), the
 * plain layout (no box to load another document), operation ids shown (the contract's names) and a filter.
 */
const initializer = `window.addEventListener('load', function () {
  document.title = 'Exchange API reference';
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    displayOperationId: true,
    filter: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The API reference for partners at /api/reference/: Swagger UI (swagger-ui-dist) reading
 * /api/openapi.json, served offline from the installed package. Its scripts load from our origin, which
 * the Content-Security-Policy allows ('self'); it runs no inline script.
 */
export async function serveReferencePage(app: FastifyInstance): Promise<void> {
  // The page's asset URLs are relative: without the slash they would resolve beside it, under /api/.
  app.get(referencePrefix.slice(0, -1), (_request, reply) => reply.redirect(referencePrefix));
  app.get(`${referencePrefix}swagger-initializer.js`, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(initializer),
  );
  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: referencePrefix,
    dotfiles: 'ignore',
    allowedPath: (pathName) => pageFiles.has(pathName === '/' ? '/index.html' : pathName),
    // reply.sendFile is the app's static site's (staticSite.ts).
    decorateReply: false,
  });
}
