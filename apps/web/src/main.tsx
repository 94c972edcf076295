import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { acompanharLargura, aplicarTamanhoFonte, tamanhoFonteGuardado } from '@/lib/fonte';
import { parceiro } from '@/lib/parceiro';
import { aplicarTema } from '@/lib/theme';
import './index.css';

// Paint the stored partner brand before the first render, so a returning visitor never sees the default red flash.
aplicarTema(parceiro.ler());
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
