import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a screen may take to draw its h1 (its data loading) before focus is left alone. */
const ESPERA_MAXIMA_MS = 5000;

/** A field or dialog the new screen focused on its own (autofocus, a modal) keeps the focus. */
function focoJaPosto(): boolean {
  const ativo = document.activeElement;
  if (!ativo || ativo === document.body) return false;
  return ativo.matches('input, textarea, select, [role="dialog"] *, [role="alertdialog"] *');
}

function focarTitulo(titulo: HTMLElement) {
  if (!titulo.hasAttribute('tabindex')) titulo.tabIndex = -1;
  titulo.focus({ preventScroll: true });
}

/** Set when the app starts on a screen the person navigated to from the login island (ADR 0046). */
let chegouNavegando = false;

/** The app's first screen is a navigation (the login island handed over): its h1 gets the focus too. */
export function focarTituloNaChegada(): void {
  chegouNavegando = true;
}

/**
 * WCAG 2.4.3 / 4.1.3: after a route change (login, a menu link, a help search, a question) focus goes to the
 * new screen's h1, so a screen reader reads where the person landed and the keyboard starts from the top of
 * the page instead of the body. Screens draw their h1 after their data, so it waits for the h1 to appear.
 */
export function FocoNaNavegacao() {
  const { pathname } = useLocation();
  const primeira = useRef(!chegouNavegando);

  useEffect(() => {
    // The first screen after a page load: the browser starts at the top already (not after the login island).
    chegouNavegando = false;
    if (primeira.current) {
      primeira.current = false;
      return;
    }
    const tentar = () => {
      if (focoJaPosto()) return true;
      const titulo = document.querySelector<HTMLElement>('main h1, h1');
      if (!titulo) return false;
      focarTitulo(titulo);
      return true;
    };
    if (tentar()) return;
    const observador = new MutationObserver(() => {
      if (tentar()) parar();
    });
    const prazo = window.setTimeout(() => parar(), ESPERA_MAXIMA_MS);
    function parar() {
      observador.disconnect();
      window.clearTimeout(prazo);
    }
    observador.observe(document.body, { childList: true, subtree: true });
    return parar;
  }, [pathname]);

  return null;
}
