import * as v from 'valibot';
import { pageNumberSchema, textSchema } from './primitives.ts';

/**
 * The response envelope and the paged shapes every call uses (ARCHITECTURE.md: "Responses use one
 * envelope: { error, message, data }; paged lists carry page (1-based), totalPages, totalDocs and items
 * (or docs where the spec says docs)").
 */
export function envelopeSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({ error: v.boolean(), message: v.string(), data });
}

/** A response with no payload of its own (deletes, saves): `data` is null. */
export const emptyResponseSchema = envelopeSchema(v.null());

/**
 * An error response: `{ error: true, code, message, data }`. Spec 8: "Any error response whose data has a maintenance flag: log out and reload";
 * verify-otp errors carry `data.message`.
 */
export const errorResponseSchema = v.object({
  error: v.literal(true),
  /** The refusal's stable code (contract/refusals.ts); a string here, so a newer server's code still parses. */
  code: v.string(),
  message: v.string(),
  data: v.nullish(v.looseObject({ maintenance: v.optional(v.boolean()), message: v.optional(v.string()) })),
});

const pageNumber = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A page of `items`. */
export function pagedSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ items: v.array(item), page: pageNumber, totalPages: count, totalDocs: count });
}

/** A page of `docs` (spec 3: "Casino or sports bet record (paged: docs, totalDocs, page, totalPages ...)"). */
export function pagedDocsSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ docs: v.array(item), page: pageNumber, totalPages: count, totalDocs: count });
}

/** The `?page={n}` of paged calls. */
export const pageQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.union([v.number(), v.pipe(textSchema(20), v.digits())]), v.toNumber(), pageNumberSchema),
    1,
  ),
});

/** A call that answers a file's bytes (an image), not the JSON envelope; a Node Buffer is one. */
export const fileBytesResponseSchema = v.custom<Uint8Array>((bytes) => bytes instanceof Uint8Array);
