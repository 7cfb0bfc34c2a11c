import { isLoopbackHost } from '@exchange/domain';

/** A Host header that is a host name (or an IP address) and perhaps a port, and nothing else. */
const hostAndPort = /^(?:\[[\da-f:.]+\]|[\da-z.-]+)(?::\d{1,5})?$/i;

/**
 * The name the page's request reached this server by: `192.168.1.5` of `Host: 192.168.1.5:3000`, `[::1]`
 * of `[::1]:3000`; undefined when the header is missing or is more than a host and a port.
 */
export function siteHostnameOf(host: string | undefined): string | undefined {
  if (!host || !hostAndPort.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * A provider's URL as the player's browser reaches it (docs/adr/0029-provider-urls-from-the-site-host.md).
 * A provider on a loopback address runs on this machine, as the built-in provider does beside `npm start`.
 * A browser that reached the site by another name (`192.168.1.5`, `royal.localhost`) reaches this machine
 * by that name, so it takes the loopback one's place, the provider's scheme and port kept; a browser here
 * (the site at `localhost`) takes the URL as configured. A provider anywhere else is kept as it is.
 */
export function asReachedFrom(url: string, siteHostname: string | undefined): string {
  if (siteHostname === undefined || isLoopbackHost(siteHostname)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!isLoopbackHost(parsed.hostname)) return url;
  parsed.hostname = siteHostname;
  return parsed.href;
}
