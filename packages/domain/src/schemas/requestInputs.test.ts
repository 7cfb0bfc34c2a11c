import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import { transactionPasswordSchema } from './forms/fields.ts';
import {
  hasNoControlCharacters,
  maxPage,
  maxRequestAmount,
  nameTextSchema,
  numericQuerySchema,
  pageNumberSchema,
  remarkTextSchema,
  requestAmountSchema,
  textLimits,
} from './primitives.ts';

/** What the server parses requests with: the domain's request, query, params and multipart-field schemas. */
const requestSchemas = (Object.entries(domain) as [string, unknown][]).filter(
  ([name, value]) => /(Request|Query|Params|Fields)Schema$/.test(name) && typeof value === 'object',
);

interface Node {
  type: string;
  kind: string;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: Node[];
  key?: Node;
  value?: Node;
  requirement?: unknown;
}

/** Where a string schema sits and the action types of the pipe that holds it. */
interface StringUse {
  path: string;
  actions: { type: string; requirement?: unknown }[];
}

/** Every string in a schema with the actions of the pipes around it (nested pipes count as one). */
function stringUses(node: Node, path: string, around: Node[] = []): StringUse[] {
  // Secrets that are only ever hashed: the transaction password's own rules (length 15) are its field's.
  if (node === (transactionPasswordSchema as unknown as Node)) return [];
  if (node.pipe) {
    const [base, ...actions] = node.pipe;
    const schemas = actions.filter((step) => step.kind === 'schema');
    return [
      ...stringUses(base as Node, path, [...around, ...actions.filter((step) => step.kind !== 'schema')]),
      ...schemas.flatMap((schema) => stringUses(schema, path, around)),
    ];
  }
  if (node.type === 'string') return [{ path, actions: around }];
  const children: [string, Node][] = [
    ...(node.wrapped ? [['', node.wrapped] as [string, Node]] : []),
    ...Object.entries(node.entries ?? {}).map(([key, child]) => [`.${key}`, child] as [string, Node]),
    ...(node.item ? [['[]', node.item] as [string, Node]] : []),
    ...(node.items ?? []).map((child, index) => [`[${index}]`, child] as [string, Node]),
    ...(node.options ?? []).map((child) => ['', child] as [string, Node]),
    ...(node.key ? [['{key}', node.key] as [string, Node]] : []),
    ...(node.value ? [['{}', node.value] as [string, Node]] : []),
  ];
  return children.flatMap(([suffix, child]) => stringUses(child, `${path}${suffix}`));
}

/** Formats that admit no control characters. */
const formatActions = new Set(['regex', 'digits', 'decimal', 'iso_date', 'iso_timestamp', 'url', 'email']);
/** Anchored fixed-shape formats: they bound the length by themselves (our regexes are all bounded). */
const boundedFormats = new Set(['max_length', 'regex', 'iso_date', 'iso_timestamp']);

describe('request inputs (issue 14, item 8)', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(50);
  });

  it('every string a request carries has a length cap and refuses control characters', () => {
    const unbounded = requestSchemas.flatMap(([name, schema]) =>
      stringUses(schema as unknown as Node, name)
        .filter(({ actions }) => {
          const types = actions.map((action) => action.type);
          const capped = types.some((type) => boundedFormats.has(type));
          const clean =
            actions.some((action) => action.requirement === hasNoControlCharacters) ||
            types.some((type) => formatActions.has(type));
          return !capped || !clean;
        })
        .map(({ path }) => path),
    );
    expect(unbounded).toEqual([]);
  });

  it('text refuses NUL and other control characters, keeps tabs and line breaks, and is capped', () => {
    expect(v.safeParse(nameTextSchema, 'Rahul').success).toBe(true);
    expect(v.safeParse(remarkTextSchema, 'paid\tin cash\r\nthanks').success).toBe(true);
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', 'del\u007f']) {
      const result = v.safeParse(nameTextSchema, bad);
      expect(result.success).toBe(false);
      expect(result.issues?.[0].message).toBe(domain.ruleMessages.textControlCharacters);
    }
    expect(v.safeParse(remarkTextSchema, 'x'.repeat(textLimits.remark)).success).toBe(true);
    expect(v.safeParse(remarkTextSchema, 'x'.repeat(500_000)).success).toBe(false);
    expect(v.safeParse(domain.loginRequestSchema, { username: 'a\u0000b', password: 'x' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(domain.updateUserWalletRequestSchema, {
        username: 'Rahul_01',
        type: 'deposit',
        amount: 10,
        remark: 'x'.repeat(500_000),
        transactionPassword: '1234',
      }).success,
    ).toBe(false);
  });

  it('ids and pages in queries are bounded integers', () => {
    expect(v.parse(numericQuerySchema, '31000001')).toBe(31_000_001);
    expect(v.parse(numericQuerySchema, '-1')).toBe(-1);
    expect(v.safeParse(numericQuerySchema, '99999999999999999999').success).toBe(false);
    expect(v.safeParse(numericQuerySchema, '9007199254740993').success).toBe(false);
    expect(v.safeParse(pageNumberSchema, maxPage).success).toBe(true);
    expect(v.safeParse(pageNumberSchema, maxPage + 1).success).toBe(false);
    expect(v.safeParse(domain.pageQuerySchema, { page: '99999999999999999999' }).success).toBe(false);
    expect(v.safeParse(domain.userListQuerySchema, { page: '99999999999999999999' }).success).toBe(false);
    expect(v.safeParse(domain.matchQuerySchema, { matchId: '99999999999999999999' }).success).toBe(false);
    expect(v.safeParse(domain.betsQuerySchema, { matchId: '99999999999999999999' }).success).toBe(false);
  });

  it('amounts a request moves or stakes are bounded so their sums and liabilities stay exact', () => {
    expect(v.parse(requestAmountSchema, maxRequestAmount)).toBe(maxRequestAmount);
    for (const bad of [0, -1, 1.005, maxRequestAmount + 0.01, 9e13, 1e20, Infinity, NaN]) {
      expect(v.safeParse(requestAmountSchema, bad).success).toBe(false);
    }
    expect(v.safeParse(requestAmountSchema, 1e20).issues?.[0].message).toBe('Not an amount');
    expect(v.safeParse(requestAmountSchema, 9e13).issues?.[0].message).toBe(
      domain.ruleMessages.amountTooLarge,
    );
    // A stake at the bound times the highest odds on the ladder is still a safe number of minor units.
    expect(Number.isSafeInteger(domain.toMinor(maxRequestAmount) * 1000)).toBe(true);
  });
});
