import { coresDoParceiro, corDeContraste, escurecer, type ParceiroConfiguracao } from '@portal/domain';

function ehBranco(hex: string): boolean {
  return /^#?f{3}(f{3})?$/i.test(hex.trim());
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
  // A light primary (white text on it) is too pale as text on white: darken it for links and tinted buttons.
  raiz.setProperty('--cor-primaria-texto', ehBranco(contraste) ? primaria : escurecer(primaria, 0.45));

  document.head.querySelector('meta[name="theme-color"]')?.setAttribute('content', primaria);
  if (p?.icon_url) definirLink('icon', p.icon_url);
}
