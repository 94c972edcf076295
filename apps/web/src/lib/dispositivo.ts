import { caminhos } from '@/app/caminhos';

/** A phone-sized viewport: the web counterpart of the spec's "mobile" device. */
export function ehMobile(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;
}

/** Phones get the two-step login, larger screens the single-page one. */
export function rotaDeLogin(): string {
  return ehMobile() ? caminhos.acesso.entrarMobile : caminhos.acesso.entrar;
}
