// deploy/'s nginx files with their ${...} parts filled in: what `npm run start:cluster` runs (the plain front
// door), what packages/server/src/cluster/tls.test.ts runs (the TLS one), and what a production host fills
// in the same way (docs/DEPLOY.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

const deployDir = new URL('../../deploy/', import.meta.url);

/**
 * Writes deploy/nginx.conf, the front door `values.frontDoor` names and the routes behind it into `runDir`,
 * each filled in from `values`, and answers the main file's path. A part left unfilled is an error here, not
 * a puzzling one from nginx.
 */
export function writeNginxConfig(runDir, values) {
  for (const name of ['nginx.conf', values.frontDoor, 'nginx-exchange.conf']) {
    const template = readFileSync(new URL(name, deployDir), 'utf8');
    const filled = template.replace(/\$\{(\w+)\}/g, (whole, key) => {
      if (values[key] === undefined) throw new Error(`deploy/${name}: no value for ${whole}`);
      return values[key];
    });
    writeFileSync(join(runDir, name), filled);
  }
  return join(runDir, 'nginx.conf');
}

/** nginx's arguments for a configuration written by writeNginxConfig: its files and logs stay in `runDir`. */
export function nginxArgs(runDir, config) {
  return ['-p', runDir, '-c', config, '-e', join(runDir, 'error.log')];
}
