import {
  coresDoParceiro,
  corDeContraste,
  escurecer,
  razaoDeContraste,
  type ParceiroConfiguracao,
} from '@portal/domain';

/** The colour of a `bg-primaria/15` tint over white, the lightest background brand text sits on. */
function tinta15(hex: string): string {
  const canal = (i: number) => Math.round(255 * 0.85 + parseInt(hex.slice(i, i + 2), 16) * 0.15);
  return `#${[1, 3, 5].map((i) => canal(i).toString(16).padStart(2, '0')).join('')}`;
}

/** The primary itself when it reads well as text (AA) on white and on its own tints, else the first darker shade that does. */
function primariaComoTexto(primaria: string): string {
  const fundo = tinta15(primaria);
  for (let fator = 0; fator < 1; fator += 0.05) {
    const cor = escurecer(primaria, fator);
    if (razaoDeContraste(cor, fundo) >= 4.5) return cor;
  }
  return '#111827';
}

function definirLink(rel: string, href: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.removeAttribute('type'); // the partner icon may be a PNG or an ICO, not our default SVG
  link.href = href;
}

/** Paints the partner's brand: colour variables (spec §3 fallbacks live in coresDoParceiro), browser chrome and favicon. */
export function aplicarTema(p: Pick<ParceiroConfiguracao, 'colors' | 'icon_url'> | null): void {
  const { primaria, secundaria } = coresDoParceiro(p?.colors ?? []);
  const contraste = corDeContraste(primaria);
  const raiz = document.documentElement.style;
  raiz.setProperty('--cor-primaria', primaria);
  raiz.setProperty('--cor-secundaria', secundaria);
  raiz.setProperty('--cor-primaria-contraste', contraste);
  raiz.setProperty('--cor-primaria-escura', escurecer(primaria, 0.12));
  raiz.setProperty('--cor-primaria-texto', primariaComoTexto(primaria));

  document.head.querySelector('meta[name="theme-color"]')?.setAttribute('content', primaria);
  if (p?.icon_url) definirLink('icon', p.icon_url);
}
