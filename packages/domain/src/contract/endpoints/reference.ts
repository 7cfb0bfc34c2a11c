import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';

/**
 * The OpenAPI 3.1 document, as far as a client needs to trust it: the version, the title and the paths.
 * Loose, so the rest of the standard format (components, tags, extensions) passes through as generated.
 */
export const openApiDocumentSchema = v.looseObject({
  openapi: v.pipe(v.string(), v.startsWith('3.1.')),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.looseObject({})),
});

/** The reference of the three APIs for partners, generated from this contract. */
export const referenceEndpoints = {
  openApiDocument: endpoint({
    api: 'main',
    method: 'GET',
    path: 'openapi.json',
    summary: 'Every call of the three APIs as an OpenAPI 3.1 document (the reference page reads it)',
    access: { kind: 'public' },
    // Not the envelope: the standard document itself, as OpenAPI tools read it.
    response: openApiDocumentSchema,
    refusals: [],
  }),
};
