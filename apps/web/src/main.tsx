import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { acompanharLargura, aplicarTamanhoFonte, tamanhoFonteGuardado } from '@/lib/fonte';
import { parceiro } from '@/lib/parceiro';
import { parceiroDaPagina } from '@/lib/parceiro-inicial';
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

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html.');
createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
