// Browser tests need Chromium, and test tools cannot download browsers here: use Debian's.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function ensureChromium() {
  if (isExecutable(chromiumPath)) return chromiumPath;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    console.error(
      `Chromium was not found at ${chromiumPath}. Install it (on Debian or Ubuntu: sudo apt-get install -y chromium)` +
        ' or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package (apt-get)...");
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update'], apt);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], apt);
  if (!isExecutable(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing; set CHROMIUM_PATH to the binary.`);
    process.exit(1);
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
