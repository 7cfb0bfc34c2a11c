/**
 * The key of every call that moves money (placebet, buy-lottery-tickets, update-user-wallet): random, and
 * available on plain-http hosts, where crypto.randomUUID is not.
 */
export function idempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
