// The tests use a few Debian programs: Chromium for Playwright (a browser download cannot work on our
// machines), pdftotext/pdftoppm (poppler-utils) and zbarimg (zbar-tools) to read back the PDFs we render.
// Installs whichever is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const programas = [
  { caminho: '/usr/bin/chromium', pacotes: ['chromium', 'fonts-noto-core'] },
  { caminho: '/usr/bin/pdftotext', pacotes: ['poppler-utils'] },
  { caminho: '/usr/bin/zbarimg', pacotes: ['zbar-tools'] },
];
const faltam = programas.filter((p) => !existsSync(p.caminho)).flatMap((p) => p.pacotes);
if (faltam.length) {
  if (process.getuid?.() !== 0) {
    console.error(`Faltam programas do Debian. Instale com: sudo apt-get install -y ${faltam.join(' ')}`);
    process.exit(1);
  }
  console.log(`Instalando do Debian: ${faltam.join(', ')}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${faltam.join(' ')}`,
    { stdio: 'inherit' },
  );
}
