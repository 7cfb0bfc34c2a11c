/**
 * The Content-Security-Policy of every answer of the provider (issue 37). The game page runs in the
 * operator's frame and in no other site's: `frame-ancestors` names the operator's origins, which
 * X-Frame-Options cannot do for more than one. The page loads only from here: its built scripts and
 * stylesheets, the games' artwork, and its calls to its own API.
 */
export function contentSecurityPolicy(operatorOrigins: readonly string[]): string {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // The built page's own <style> and the design system's style attributes (a sized skeleton, a turned
    // icon) are inline; a style runs no code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': operatorOrigins.length > 0 ? operatorOrigins : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
