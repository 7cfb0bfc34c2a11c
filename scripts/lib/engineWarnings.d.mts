/**
 * The lockfile's packages whose `engines.node` leaves out the oldest Node `nodeRange` admits: each one an
 * EBADENGINE warning of `npm install` on that Node.
 */
export declare function engineWarnings(
  lock: { packages: Record<string, { version?: string; engines?: { node?: string } }> },
  nodeRange: string,
): { name: string; version: string; node: string }[];
