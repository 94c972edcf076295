import { agoraEmSaoPaulo, formatarData } from '@portal/domain';
import { useEffect } from 'react';
import { parceiro } from '@/lib/parceiro';
import { aplicarTema } from '@/lib/theme';

/** The back-office serves every partner: it wears its own neutral navy, never a partner's brand. */
const CORES_BACK_OFFICE = ['#1D3A6E', '#15294D'];

/** Paints the back-office colours while its pages are open, and gives the partner's look back on the way out. */
export function useTemaOperador(): void {
  useEffect(() => {
    aplicarTema({ colors: CORES_BACK_OFFICE, icon_url: null });
    return () => aplicarTema(parceiro.ler());
  }, []);
}

/** 'Fila de casos · Back-office': every page names itself for tabs and screen readers. */
export function useTituloOperador(titulo: string): void {
  useEffect(() => {
    document.title = `${titulo} · Back-office`;
  }, [titulo]);
}

/** An ISO instant → '21/11/2026 às 10:00' in São Paulo time. */
export function formatarDataHora(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const { data, hora } = agoraEmSaoPaulo(new Date(ms));
  return `${formatarData(data)} às ${hora}`;
}

/** An ISO instant → '21/11/2026' in São Paulo time. */
export function formatarDia(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : formatarData(agoraEmSaoPaulo(new Date(ms)).data);
}

export const PAPEIS = { analista: 'Analista', supervisor: 'Supervisor' } as const;
