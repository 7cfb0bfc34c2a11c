import {
  apiPrefixes,
  contract,
  contractFeatures,
  endpoint,
  envelopeSchema,
  impliedRefusals,
  pageQuerySchema,
  privilege,
  type Endpoint,
} from '@exchange/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { toJsonSchema } from '@valibot/to-json-schema';
import { walletActions, walletCalls } from '@exchange/wallet-protocol';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { routeRegistry, servedEndpoints, urlOf } from '../http/handlers.ts';
import { refusalStatus } from '../http/refusalStatus.ts';
import { createTestApp } from '../testing/app.ts';
import { generateOpenApi, openApiPath, type JsonObject, type OpenApiDocument } from './openApi.ts';
import { walletPath } from './walletOperations.ts';

/**
 * Issue 15, item 3: /api/openapi.json is generated from the contract, is a valid OpenAPI 3.1 document
 * (checked by @seriousme/openapi-schema-validator against the official schema) and lists every call the
 * server serves. tests/e2e/reference.test.ts renders the reference page in Chromium.
 */

const t = await createTestApp({ demo: true });
afterAll(() => t.close());

const served = await t.app.inject({ url: '/api/openapi.json' });
const document = served.json() as OpenApiDocument;

type Operation = JsonObject & {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: JsonObject[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonObject }> };
  responses: Record<string, JsonObject & { content?: Record<string, JsonObject> }>;
  'x-access': unknown;
};

const operationOf = (doc: OpenApiDocument, method: string, path: string) =>
  doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;

/** `METHOD /path/:name` of every operation in a document. */
const operationKeys = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

/** A schema as the document converts it: the input side, the refinements JSON Schema has no word for left out. */
function toJsonSchemaOf(schema: v.GenericSchema): JsonObject {
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonObject;
  return converted;
}

async function validate(doc: unknown) {
  return new Validator().validate(doc as Record<string, unknown>);
}

describe('GET /api/openapi.json', () => {
  it('answers the document as JSON to anyone, no token needed', () => {
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Exchange APIs');
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('converts every schema of the contract (nothing left unconstrained for want of a conversion)', () => {
    expect(generateOpenApi().problems).toEqual([]);
  });

  it('lists every contract endpoint with its method, path, summary and operation id', () => {
    for (const [name, declared] of Object.entries(contract) as [string, Endpoint][]) {
      const operation = operationOf(document, declared.method, openApiPath(declared));
      expect(operation, name).toBeDefined();
      expect(operation).toMatchObject({ operationId: name, summary: declared.summary });
    }
    expect(operationKeys(document)).toHaveLength(Object.keys(contract).length + walletActions.length);
  });

  it('tags each call with its API and its feature, every endpoint having a feature', () => {
    const featureOf = new Map<Endpoint, string>();
    for (const [feature, endpoints] of Object.entries(contractFeatures)) {
      for (const declared of Object.values(endpoints) as Endpoint[]) featureOf.set(declared, feature);
    }
    const withoutFeature = Object.entries(contract)
      .filter(([, declared]) => !featureOf.has(declared))
      .map(([name]) => name);
    expect(withoutFeature, 'endpoints missing from contractFeatures (contract/index.ts)').toEqual([]);
    for (const declared of Object.values(contract) as Endpoint[]) {
      const operation = operationOf(document, declared.method, openApiPath(declared));
      expect(operation?.tags).toEqual([`${declared.api}/${featureOf.get(declared)}`]);
    }
    expect(operationOf(document, 'POST', '/api/login')?.tags).toEqual(['main/session']);
  });

  it('states who may call: the token scheme and the access rule', () => {
    for (const declared of Object.values(contract) as Endpoint[]) {
      const operation = operationOf(document, declared.method, openApiPath(declared));
      expect(operation?.['x-access']).toEqual(declared.access);
      const schemes = operation?.security.flatMap((requirement) => Object.keys(requirement)) ?? [];
      if (declared.access.kind === 'public') expect(schemes).toEqual([]);
      else if (declared.access.kind === 'second-step') expect(schemes).toEqual(['codeStepToken']);
      else expect(schemes).toEqual(['accessToken']);
    }
    expect(operationOf(document, 'GET', '/api/user-info')?.['description']).toBe(
      '**Access:** Any signed-in user. Also before the first-login password change. Also for an operator that must still set up a second step.',
    );
  });

  it('lists under each HTTP status the refusal codes the call may answer, its own and the implied', () => {
    for (const declared of Object.values(contract) as Endpoint[]) {
      const operation = operationOf(document, declared.method, openApiPath(declared));
      const listed: string[] = [];
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (status === '200') continue;
        const schema = response.content?.['application/json']?.['schema'] as {
          allOf: [JsonObject, { properties: { code: { enum: (keyof typeof refusalStatus)[] } } }];
        };
        const codes = schema.allOf[1].properties.code.enum;
        for (const code of codes) expect(refusalStatus[code], code).toBe(Number(status));
        listed.push(...codes);
      }
      const expected = new Set([...declared.refusals, ...impliedRefusals(declared)]);
      expect(listed.sort()).toEqual([...expected].sort());
    }
    const login = operationOf(document, 'POST', '/api/login');
    expect(login?.responses['401']?.['description']).toMatch(/`invalid_credentials`/);
  });

  it('lists every route the server serves', () => {
    const registered = [...new Set(routeRegistry.map((route) => `${route.method} ${route.url}`))];
    // The provider wallet's calls are served by their own route (walletRoutes.ts, the test below).
    const inDocument = new Set(operationKeys(document).filter((key) => !key.startsWith('POST /wallet/')));
    const fromContract = new Set([...servedEndpoints].map((served) => `${served.method} ${urlOf(served)}`));
    // Every contract endpoint is served, and its route is in the document.
    expect([...fromContract].filter((key) => !inDocument.has(key))).toEqual([]);
    expect(
      [...inDocument].filter((key) => !fromContract.has(key)),
      'in the document, not served',
    ).toEqual([]);
    expect(registered.filter((key) => !inDocument.has(key)).sort(), 'served, not in the document').toEqual(
      [],
    );
  });
});

describe('the provider wallet in the document', () => {
  it('describes each call of the protocol: its path, body, answers and statuses, from the declaration', () => {
    for (const call of Object.values(walletCalls)) {
      const operation = operationOf(document, call.method, walletPath(call.action));
      expect(operation, call.action).toMatchObject({ summary: call.summary, tags: ['wallet'] });
      const body = operation?.requestBody?.content['application/json']?.schema;
      expect(body).toEqual(toJsonSchemaOf(call.request));
      const answered = operation?.responses['200'];
      expect(answered?.content?.['application/json']?.['schema']).toEqual(toJsonSchemaOf(call.answer));
      for (const status of ['OK', ...call.refusals])
        expect(answered?.['description']).toContain(`\`${status}\``);
      expect(operation?.responses['401']?.['description']).toContain('`INVALID_SIGNATURE`');
    }
    const debit = operationOf(document, 'POST', '/wallet/{providerKey}/debit');
    expect(debit?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['token', 'transactionId', 'roundId', 'gameCode', 'amount'],
      properties: { amount: { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,2})?$' } },
    });
  });

  it('states the signature headers as the security of each call, with what is signed', () => {
    const schemes = (document['components'] as { securitySchemes: Record<string, JsonObject> })
      .securitySchemes;
    expect(schemes['walletTimestamp']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Timestamp' });
    expect(schemes['walletSignature']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Signature' });
    expect(schemes['walletSignature']?.['description']).toContain('HMAC-SHA256');
    expect(schemes['walletSignature']?.['description']).toContain('`{X-Timestamp}.{body}`');
    for (const action of walletActions) {
      expect(operationOf(document, 'POST', walletPath(action))?.security).toEqual([
        { walletTimestamp: [], walletSignature: [] },
      ]);
    }
  });

  it('lists only paths the server serves: each answers an unsigned call 401, an undeclared one 404', async () => {
    const unsigned = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/wallet/slot/${action}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    for (const action of walletActions) {
      const response = await unsigned(action);
      expect(response.statusCode, action).toBe(401);
      expect(response.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    }
    expect((await unsigned('withdraw')).statusCode).toBe(404);
  });
});

describe('the generator, on any endpoint', () => {
  const greet = endpoint({
    api: 'data',
    method: 'PUT',
    path: 'greet/:name/times/:count',
    summary: 'Greets',
    access: { kind: 'operator', roles: ['admin', 'sadmin'], privilege: privilege.userLock },
    params: v.object({ name: v.pipe(v.string(), v.maxLength(10)) }),
    query: v.object({ ...pageQuerySchema.entries, loud: v.picklist(['yes', 'no']) }),
    body: v.optional(v.object({ greeting: v.pipe(v.string(), v.trim(), v.nonEmpty()) })),
    response: envelopeSchema(
      v.object({
        at: v.pipe(
          v.string(),
          v.isoTimestamp(),
          v.transform((at) => new Date(at)),
        ),
      }),
    ),
    refusals: ['user_not_found', 'market_closed'],
  });
  const code = endpoint({
    api: 'bet',
    method: 'POST',
    path: 'verify',
    summary: 'Checks a code',
    access: { kind: 'second-step' },
    body: v.object({ code: v.pipe(v.string(), v.regex(/^\d{6}$/)) }),
    response: envelopeSchema(v.null()),
    refusals: [],
  });
  const { document: generated, problems } = generateOpenApi({ greet, code });
  const put = operationOf(generated, 'PUT', '/data/greet/{name}/times/{count}');

  it('writes paths with their API prefix and {name} parameters, and a valid document', async () => {
    expect(apiPrefixes.data).toBe('/data');
    expect(operationKeys(generated).sort()).toEqual([
      'POST /bet/verify',
      'PUT /data/greet/:name/times/:count',
    ]);
    expect(problems).toEqual([]);
    expect((await validate(generated)).valid).toBe(true);
  });

  it('takes path and query parameters from their schemas, a path one without a schema as text', () => {
    expect(put?.parameters).toEqual([
      { name: 'name', in: 'path', required: true, schema: { type: 'string', maxLength: 10 } },
      { name: 'count', in: 'path', required: true, schema: { type: 'string' } },
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
      { name: 'loud', in: 'query', required: true, schema: { type: 'string', enum: ['yes', 'no'] } },
    ]);
  });

  it('describes the input side of a schema with a transform (the JSON on the wire), and an optional body', () => {
    expect(put?.requestBody?.required).toBe(false);
    expect(put?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { greeting: { type: 'string', minLength: 1 } },
    });
    const success = put?.responses['200']?.content?.['application/json']?.['schema'] as JsonObject;
    expect(success).toMatchObject({
      properties: { data: { properties: { at: { type: 'string', format: 'date-time' } } } },
    });
  });

  it('states the access rule in words and as x-access, and the code-step token for the second step', () => {
    expect(put?.['description']).toBe(
      '**Access:** Signed-in operators only, of the roles admin (Super Admin), sadmin (Admin), holding privilege 59 (User Lock).',
    );
    expect(put?.['x-access']).toEqual(greet.access);
    expect(put?.security).toEqual([{ accessToken: [] }]);
    expect(operationOf(generated, 'POST', '/bet/verify')?.security).toEqual([{ codeStepToken: [] }]);
    expect(put?.responses['404']?.['description']).toMatch(/`user_not_found`/);
    expect(put?.responses['400']?.['description']).toMatch(/`market_closed`/);
  });

  it('reports a schema it cannot convert and still serves a valid document', async () => {
    const odd = endpoint({
      api: 'main',
      method: 'POST',
      path: 'odd',
      summary: 'Takes a value JSON Schema cannot describe',
      access: { kind: 'public' },
      body: v.object({ when: v.date() }),
      response: envelopeSchema(v.null()),
      refusals: [],
    });
    const result = generateOpenApi({ odd });
    expect(result.problems).toEqual([expect.stringMatching(/^odd body: .*date/)]);
    expect((await validate(result.document)).valid).toBe(true);
  });

  it('moves recursive schemas to components, each under its own name', async () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: v.GenericSchema<Node> = v.object({ name: v.string(), children: v.array(v.lazy(() => node)) });
    const tree = (path: string) =>
      endpoint({
        api: 'data',
        method: 'GET',
        path,
        summary: 'A tree',
        access: { kind: 'public' },
        response: envelopeSchema(node),
        refusals: [],
      });
    const result = generateOpenApi({ tree: tree('tree'), forest: tree('forest') });
    const schemas = (result.document['components'] as { schemas: Record<string, JsonObject> }).schemas;
    expect(Object.keys(schemas).filter((name) => name.startsWith('Recursive'))).toEqual([
      'Recursive1',
      'Recursive2',
    ]);
    expect(JSON.stringify(result.document)).not.toContain('$defs');
    expect(JSON.stringify(schemas['Recursive2'])).toContain('"$ref":"#/components/schemas/Recursive2"');
    expect(result.problems).toEqual([]);
    expect((await validate(result.document)).valid).toBe(true);
  });

  it('is checked by a validator that refuses a broken document', async () => {
    // A body parameter, as Swagger 2 had them: OpenAPI 3 takes a request body instead.
    const broken = structuredClone(generated);
    const parameters = operationOf(broken, 'PUT', '/data/greet/{name}/times/{count}')?.parameters;
    parameters?.push({ name: 'greeting', in: 'body', schema: { type: 'string' } });
    expect((await validate(broken)).valid).toBe(false);
  });
});

describe('the reference page at /api/reference/', () => {
  it('is Swagger UI from swagger-ui-dist, configured to read /api/openapi.json', async () => {
    const bare = await t.app.inject({ url: '/api/reference' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers['location']).toBe('/api/reference/');
    const page = await t.app.inject({ url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const initializer = await t.app.inject({ url: '/api/reference/swagger-initializer.js' });
    expect(initializer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(initializer.body).toContain("url: '/api/openapi.json'");
    const bundle = await t.app.inject({ url: '/api/reference/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });

  it("serves only the page's files of the package, not the rest of it", async () => {
    for (const url of [
      '/api/reference/package.json',
      '/api/reference/swagger-ui.js.map',
      '/api/reference/oauth2-redirect.html',
      '/api/reference/../package.json',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: true, code: 'not_found' });
    }
  });
});
