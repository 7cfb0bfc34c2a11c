import { readFileSync } from 'node:fs';
import {
  apiPrefixes,
  contract,
  contractFeatures,
  errorResponseSchema,
  impliedRefusals,
  pathParameterNames,
  privileges,
  refusalCatalog,
  refusalCodes,
  roleLabels,
  type Access,
  type ApiName,
  type Endpoint,
  type RefusalCode,
} from '@exchange/domain';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { refusalStatus } from '../http/refusalStatus.ts';
import { walletPaths, walletSecuritySchemes, walletTag, walletTagGroup } from './walletOperations.ts';

/**
 * The OpenAPI 3.1 document of the three APIs, generated from the contract (issue 15, item 3): every
 * endpoint with its path, method, summary, access rule, schemas and the refusals it may answer. Nothing
 * here is written by hand per call: a new endpoint in the contract is in the document.
 *
 * The three APIs are one document: paths carry their API's prefix (/api, /data, /bet) under one server,
 * the origin that serves the document; each operation has one tag, its API and feature (`main/session`),
 * so a reader finds calls grouped the way the contract declares them, each listed once.
 *
 * Schemas are converted by @valibot/to-json-schema on their input side, for requests and responses alike:
 * both describe the JSON on the wire, and the server sends the answer its response schema accepts as
 * input (checkedAnswer.ts), not the schema's output (an optional field with a default may be absent on
 * the wire). Pipes stop before their first transformation. Rules JSON Schema cannot state (custom checks,
 * trimming, finiteness) are left out: the document gives the type and the limits it can, the server
 * checks the rest. Anything else it cannot convert is reported in `problems` (the test wants none) and
 * stands as an unconstrained schema with a note, so the document is always served.
 */

export type JsonObject = Record<string, unknown>;

export interface OpenApiDocument extends JsonObject {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonObject>>;
}

/** Refinements JSON Schema has no word for: the converted type stands without them. */
const refinementsLeftOut = new Set([
  'check',
  'partial_check',
  'raw_check',
  'trim',
  'finite',
  'trim_start',
  'trim_end',
]);

const apiTitles: Record<ApiName, string> = {
  main: 'Main API',
  data: 'Data API',
  bet: 'Bet API',
};

const apiDescriptions: Record<ApiName, string> = {
  main: 'sessions, users and the hierarchy, money, reports, settings',
  data: 'the sports catalogue, markets, odds and scores',
  bet: 'placing, cancelling and listing bets',
};

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** `delete-current-bet/:id` under /bet -> `/bet/delete-current-bet/{id}`. */
export function openApiPath(endpoint: Pick<Endpoint, 'api' | 'path'>): string {
  return `${apiPrefixes[endpoint.api]}/${endpoint.path.replace(/:([A-Za-z]\w*)/g, '{$1}')}`;
}

/** Converts valibot schemas, collecting what it could not convert and the definitions it made. */
class SchemaConverter {
  readonly problems: string[] = [];
  readonly definitions: Record<string, JsonObject> = {};

  convert(schema: v.GenericSchema, where: string): JsonObject {
    const config: ConversionConfig = {
      target: 'draft-2020-12',
      typeMode: 'input',
      errorMode: 'throw',
      overrideAction: ({ valibotAction, jsonSchema, errors }) => {
        if (!errors) return undefined;
        if (!refinementsLeftOut.has(valibotAction.type)) this.problems.push(`${where}: ${errors.join('; ')}`);
        return jsonSchema;
      },
      overrideSchema: ({ jsonSchema, errors }) => {
        if (!errors) return undefined;
        this.problems.push(`${where}: ${errors.join('; ')}`);
        return { ...jsonSchema, description: 'A value JSON Schema cannot describe; the server checks it.' };
      },
    };
    let converted: JsonObject;
    try {
      converted = toJsonSchema(schema, config) as JsonObject;
    } catch (error) {
      this.problems.push(`${where}: ${(error as Error).message}`);
      return { description: 'A value JSON Schema cannot describe; the server checks it.' };
    }
    const { $schema: _dialect, $defs, ...rest } = converted;
    // Definitions (recursive schemas) move to components, where OpenAPI tools look them up, each under a
    // name of its own: the converter numbers them from 0 in every conversion.
    const names = new Map<string, string>();
    for (const local of Object.keys(($defs ?? {}) as JsonObject)) {
      names.set(local, `Recursive${Object.keys(this.definitions).length + names.size + 1}`);
    }
    for (const [local, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.definitions[names.get(local) ?? local] = relinked(definition, names) as JsonObject;
    }
    return relinked(rest, names) as JsonObject;
  }
}

/** `#/$defs/0` -> `#/components/schemas/Recursive1`, throughout a converted schema. */
function relinked(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((inner) => relinked(inner, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string'
        ? [
            key,
            inner.replace(
              /^#\/\$defs\/(.+)$/,
              (_ref, local: string) => `#/components/schemas/${names.get(local) ?? local}`,
            ),
          ]
        : [key, relinked(inner, names)],
    ),
  );
}

const privilegeLabel = (id: number) => privileges.find((known) => known.id === id)?.label ?? String(id);

/** The access rule in words, for the operation's description. */
export function accessInWords(access: Access): string {
  if (access.kind === 'public') return 'Public: no token.';
  if (access.kind === 'second-step')
    return 'Only the temporary token of the code step (login answers it when a second step is on).';
  const who = {
    'signed-in': 'Any signed-in user',
    player: 'Signed-in players only',
    operator: 'Signed-in operators only',
  }[access.kind];
  const parts = [who];
  if (access.roles)
    parts.push(`of the roles ${access.roles.map((role) => `${role} (${roleLabels[role]})`).join(', ')}`);
  if (access.privilege !== undefined)
    parts.push(`holding privilege ${access.privilege} (${privilegeLabel(access.privilege)})`);
  const sentences = [`${parts.join(', ')}.`];
  if (access.duringFirstLogin) sentences.push('Also before the first-login password change.');
  if (access.duringEnrolment) sentences.push('Also for an operator that must still set up a second step.');
  return sentences.join(' ');
}

function securityOf(access: Access): Record<string, string[]>[] {
  if (access.kind === 'public') return [];
  return [{ [access.kind === 'second-step' ? 'codeStepToken' : 'accessToken']: [] }];
}

/** Every refusal code a call may answer, by HTTP status. */
function refusalsByStatus(endpoint: Endpoint): Map<number, RefusalCode[]> {
  const codes = [...new Set([...endpoint.refusals, ...impliedRefusals(endpoint)])];
  const byStatus = new Map<number, RefusalCode[]>();
  for (const code of codes) {
    const status = refusalStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

function errorResponse(codes: RefusalCode[]): JsonObject {
  return {
    description: `Refused:\n${codes.map((code) => `- \`${code}\`: ${refusalCatalog[code]}`).join('\n')}`,
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: '#/components/schemas/Refusal' }, { properties: { code: { enum: codes } } }],
        },
        examples: Object.fromEntries(
          codes.map((code) => [
            code,
            {
              summary: refusalCatalog[code],
              value: { error: true, code, message: refusalCatalog[code], data: null },
            },
          ]),
        ),
      },
    },
  };
}

/** The path and query parameters of a call, from its params and query schemas. */
function parametersOf(endpoint: Endpoint, name: string, converter: SchemaConverter): JsonObject[] {
  const parameters: JsonObject[] = [];
  const fromObject = (schema: v.GenericSchema | undefined, place: 'path' | 'query') => {
    if (!schema) return [];
    const converted = converter.convert(schema, `${name} ${place}`);
    const properties = (converted['properties'] ?? {}) as Record<string, JsonObject>;
    const required = new Set((converted['required'] ?? []) as string[]);
    return Object.entries(properties).map(([parameter, schemaOf]) => ({
      name: parameter,
      in: place,
      required: place === 'path' || required.has(parameter),
      ...(typeof schemaOf['description'] === 'string' && { description: schemaOf['description'] }),
      schema: schemaOf,
    }));
  };
  const pathParameters = fromObject(endpoint.params, 'path');
  for (const parameter of pathParameterNames(endpoint.path)) {
    const declared = pathParameters.find((known) => known.name === parameter);
    parameters.push(declared ?? { name: parameter, in: 'path', required: true, schema: { type: 'string' } });
  }
  parameters.push(...fromObject(endpoint.query, 'query'));
  return parameters;
}

/**
 * A body's content types: JSON, and for an upload call also multipart/form-data, whose text fields are the
 * body's and whose file part is named by the declaration.
 */
function bodyContent(
  endpoint: Endpoint,
  body: v.GenericSchema,
  name: string,
  converter: SchemaConverter,
): JsonObject {
  const schema = converter.convert(body, `${name} body`);
  if (!endpoint.upload) return { 'application/json': { schema } };
  const multipart = {
    allOf: [
      schema,
      { type: 'object', properties: { [endpoint.upload.file]: { type: 'string', format: 'binary' } } },
    ],
  };
  return { 'multipart/form-data': { schema: multipart }, 'application/json': { schema } };
}

function operationOf(
  name: string,
  endpoint: Endpoint,
  feature: string | undefined,
  converter: SchemaConverter,
) {
  // A file's bytes are no JSON: described by their content types, never converted from the schema.
  const success = endpoint.fileTypes
    ? Object.fromEntries(
        endpoint.fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      )
    : { 'application/json': { schema: converter.convert(endpoint.response, `${name} response`) } };
  const responses: Record<string, JsonObject> = { '200': { description: 'Success', content: success } };
  for (const [status, codes] of refusalsByStatus(endpoint)) responses[String(status)] = errorResponse(codes);
  const parameters = parametersOf(endpoint, name, converter);
  return {
    operationId: name,
    summary: endpoint.summary,
    description: `**Access:** ${accessInWords(endpoint.access)}`,
    tags: [tagOf(endpoint.api, feature)],
    ...(parameters.length > 0 && { parameters }),
    ...(endpoint.body && {
      requestBody: {
        // A body the schema takes as absent (an optional object) need not be sent.
        required: !v.safeParse(endpoint.body, undefined).success,
        content: bodyContent(endpoint, endpoint.body, name, converter),
      },
    }),
    responses,
    security: securityOf(endpoint.access),
    'x-api': endpoint.api,
    'x-access': endpoint.access,
  };
}

const tagOf = (api: ApiName, feature: string | undefined) => (feature ? `${api}/${feature}` : api);

/** The feature (contract file) each endpoint is declared in. */
function featuresByEndpoint(): Map<Endpoint, string> {
  const features = new Map<Endpoint, string>();
  for (const [feature, endpoints] of Object.entries(contractFeatures)) {
    for (const endpoint of Object.values(endpoints)) features.set(endpoint, feature);
  }
  return features;
}

function infoDescription(): string {
  const apis = (Object.keys(apiPrefixes) as ApiName[])
    .map((api) => `- **${apiTitles[api]}** under \`${apiPrefixes[api]}\`: ${apiDescriptions[api]}.`)
    .join('\n');
  return `The exchange's HTTP APIs, generated from the contract the server registers its routes from (\`packages/domain/src/contract\`).

${apis}

Every answer is JSON. A success is \`{ "error": false, "message": "...", "data": ... }\`; a refusal is \`{ "error": true, "code": "...", "message": "...", "data": null }\` (\`data\` sometimes carries details, such as \`maintenance: true\`). Branch on \`code\`: codes are stable and never renamed. Show \`message\` to people. Each call lists the codes it may answer under their HTTP status; the \`RefusalCode\` schema lists them all.

Signed-in calls take the access token that login, login-admin or refresh-token answers, as \`Authorization: Bearer <token>\`. Each call states who may make it (\`x-access\`: roles and the operator privilege it needs).

The **Provider wallet** calls under \`/wallet/{providerKey}\` are not the players': a casino provider makes them for its games, signed with its secret, and they answer the wallet protocol's \`{ "status": ... }\` (docs/adr/0012-casino-providers.md).`;
}

/** Every refusal code with its status and default message, for the RefusalCode schema. */
function refusalCodesTable(): string {
  const rows = refusalCodes.map(
    (code) => `| \`${code}\` | ${refusalStatus[code]} | ${refusalCatalog[code].replace(/\|/g, '\\|')} |`,
  );
  return [
    'A stable refusal code.',
    '',
    '| Code | Status | Default message |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export interface GeneratedDocument {
  document: OpenApiDocument;
  /** Schemas or rules the converter could not express and left unconstrained: none, the test says. */
  problems: string[];
}

/**
 * The document of the given endpoints (the whole contract by default), and of the casino providers' wallet
 * calls when it is the whole server's.
 */
export function generateOpenApi(
  endpoints: Readonly<Record<string, Endpoint>> = contract,
  withWallet = endpoints === contract,
): GeneratedDocument {
  const converter = new SchemaConverter();
  const features = featuresByEndpoint();
  const paths: Record<string, Record<string, JsonObject>> = {};
  const usedTags = new Set<string>();
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const path = openApiPath(endpoint);
    const method = endpoint.method.toLowerCase();
    const operations = (paths[path] ??= {});
    if (operations[method]) throw new Error(`Two endpoints at ${endpoint.method} ${path}`);
    const feature = features.get(endpoint);
    usedTags.add(tagOf(endpoint.api, feature));
    operations[method] = operationOf(name, endpoint, feature, converter);
  }
  if (withWallet) Object.assign(paths, walletPaths(converter.convert.bind(converter)));
  const apiOrder = Object.keys(apiPrefixes);
  const tagNames = [...usedTags].sort(
    (a, b) => apiOrder.indexOf(a.split('/')[0] ?? '') - apiOrder.indexOf(b.split('/')[0] ?? ''),
  );
  const tags = tagNames.map((tag) => {
    const [api = 'main', feature] = tag.split('/') as [ApiName, string | undefined];
    return {
      name: tag,
      description: `${feature ? `The ${feature} calls of the ` : 'The '}${apiTitles[api]}, under \`${apiPrefixes[api]}\`.`,
    };
  });
  const refusal = converter.convert(errorResponseSchema, 'Refusal');
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Exchange APIs', version, description: infoDescription() },
    servers: [{ url: '/', description: 'The server this document is served from' }],
    tags: withWallet ? [...tags, walletTag] : tags,
    // Viewers that group tags (Redoc, Scalar) show the three APIs as groups.
    'x-tagGroups': [
      ...(Object.keys(apiPrefixes) as ApiName[])
        .map((api) => ({ name: apiTitles[api], tags: tagNames.filter((tag) => tag.split('/')[0] === api) }))
        .filter((group) => group.tags.length > 0),
      ...(withWallet ? [walletTagGroup] : []),
    ],
    paths,
    components: {
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token login, login-admin or refresh-token answers (`data.token`).',
        },
        codeStepToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The temporary token login answers when a second step is on (`otpStatusTelegram` 1): only the code-step calls take it.',
        },
        ...(withWallet && walletSecuritySchemes),
      },
      schemas: {
        ...converter.definitions,
        RefusalCode: {
          type: 'string',
          enum: refusalCodes,
          description: refusalCodesTable(),
        },
        Refusal: {
          ...refusal,
          properties: {
            ...(refusal['properties'] as JsonObject),
            code: { $ref: '#/components/schemas/RefusalCode' },
          },
        },
      },
    },
  };
  return { document, problems: converter.problems };
}

let generated: OpenApiDocument | undefined;

/** The contract's document, generated once (the contract does not change while the server runs). */
export function openApiDocument(): OpenApiDocument {
  generated ??= generateOpenApi().document;
  return generated;
}
