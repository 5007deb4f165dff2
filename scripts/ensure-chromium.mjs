// Finds Debian's Chromium for the browser tests; installs it with apt-get when running as root
// on Debian, otherwise stops with the one command to run. Never downloads a browser build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log(
      "Chromium not found: installing Debian's chromium package with apt-get (about 30 s)...",
    );
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (install && install.status === 0 && existsSync('/usr/bin/chromium'))
      return '/usr/bin/chromium';
    console.error('Installing chromium failed.');
    process.exit(1);
  }
  console.error(
    `Chromium was not found at ${wanted}. Install it with:\n  sudo apt-get install -y chromium\n` +
      'or point CHROME_PATH at a Chromium binary.',
  );
  process.exit(1);
}
