import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send a request (issue 14, item 8), as Fastify's server options. A client
 * that trickles its headers or body (slow loris) holds a socket and memory; these cut it off.
 */
export const requestTimeLimits: {
  connectionTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} = {
  /** A socket with nothing sent either way for this long is closed (socket.io's polls answer every 25 s). */
  connectionTimeout: 120_000,
  /** The whole request, headers and body, within a minute: a 5 MB deposit slip on a slow phone fits. */
  requestTimeout: 60_000,
  http: {
    /** The headers within ten seconds: a browser sends them in one go. */
    headersTimeout: 10_000,
    /** How often Node checks the two limits above (its default, 30 s, would let a slow client stay 40 s). */
    connectionsCheckingInterval: 1_000,
  },
};
