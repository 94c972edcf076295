// Playwright drives Debian's Chromium (a browser download cannot work on our machines): install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium não encontrado em ${CHROMIUM}. Instale com: sudo apt-get install -y chromium fonts-noto-core`);
    process.exit(1);
  }
  console.log('Instalando o Chromium do Debian…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core', { stdio: 'inherit' });
}
