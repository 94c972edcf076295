import { createRoot } from 'react-dom/client';
import { telaDaIlha, type TelaDaIlha } from '@/app/ilha/quando';
import { acompanharLargura, aplicarTamanhoFonte, tamanhoFonteGuardado } from '@/lib/fonte';
import { parceiro } from '@/lib/parceiro';
import { parceiroDaPagina } from '@/lib/parceiro-inicial';
import { anteciparRefresh } from '@/lib/refresh-antecipado';
import { sessao } from '@/lib/session';
import { aplicarTema } from '@/lib/theme';
import './index.css';

// Paint the partner brand before the first render: the one the page came with (a first visit sees no default
// red flash, and no component waits for the configuration), else the stored one.
const daPagina = parceiroDaPagina();
if (daPagina) parceiro.gravar(daPagina);
aplicarTema(daPagina ?? parceiro.ler());
// The customer's font size too: every rem scales before anything is drawn.
aplicarTamanhoFonte(tamanhoFonteGuardado.ler());
acompanharLargura();

const elemento = document.getElementById('root');
if (!elemento) throw new Error('Elemento #root ausente em index.html.');
const raiz = createRoot(elemento);

/** The login island: a first visit to the login, without the router and the data cache (ADR 0046). */
function abrirIlha(tela: TelaDaIlha) {
  return import('@/app/ilha/ilha').then((m) => m.montarIlha(raiz, tela));
}

/** The app, on any other page. */
function abrirApp() {
  return import('@/app/app').then((m) => m.iniciarApp(raiz));
}

const tela = telaDaIlha();
// A stored session renews while the app's code downloads, not after it (ADR 0062).
if (!tela) anteciparRefresh(sessao.ler() !== null);
void (tela ? abrirIlha(tela) : abrirApp());
