/** Spec 6: the player's and the operators' sessions are kept apart, by the side of the page's path. */
export type PanelSide = 'player' | 'admin';

/** What one side keeps between page loads, and clears on signing out. */
export const sessionFields = ['token', 'refreshToken', 'sessionId', 'userType', 'pendingToken'] as const;
export type SessionField = (typeof sessionFields)[number];

/**
 * The keys of one side (`playerToken`, `adminToken` ...), so signing out of one leaves the other alone. A
 * module of its own, importing nothing: the build writes the player's keys into index.html (firstReads.ts).
 */
export function sessionStorageKey(side: PanelSide, field: SessionField): string {
  return `${side}${field[0]?.toUpperCase()}${field.slice(1)}`;
}
