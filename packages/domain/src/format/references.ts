/** A UUID anywhere in a text (any version, any case). */
const uuidPattern = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * A reference a player can read and quote (issue 39): a UUID by its first eight characters, as a
 * provider's round or a request names it; any other id as it is (a casino round is a short number).
 */
export function shortReference(id: string): string {
  return id.replace(uuidPattern, (uuid) => uuid.slice(0, 8));
}

/**
 * A ledger narration as a statement shows it: any UUID in it by its short reference, so rows written
 * before the narrations were (and any that name an id) read the same way.
 */
export function readableNarration(narration: string): string {
  return shortReference(narration);
}
