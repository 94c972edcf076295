import { agoraEmSaoPaulo } from '../comum/datas.ts';

/** Spec §3/§9: colours used when a partner has none (or only invalid ones). */
export const CORES_PADRAO = { primaria: '#CE181E', secundaria: '#BA2429' } as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function corHexValida(cor: string | undefined): cor is string {
  return cor !== undefined && HEX.test(cor.trim());
}

/**
 * Returns the colour as '#RRGGBB' upper-case (so CSS variables and comparisons are uniform); throws the
 * spec's message (§8, 'Invalid hexadecimal color.') for anything but #RGB or #RRGGBB.
 */
export function validarCorHex(cor: string): string {
  if (!corHexValida(cor)) throw new Error('Invalid hexadecimal color.');
  const h = cor.trim().slice(1).toUpperCase();
  return h.length === 3 ? `#${[...h].map((c) => c + c).join('')}` : `#${h}`;
}

/**
 * First colour is primary, second secondary falling back to the first (spec §3). An invalid value counts as
 * missing: a bad secondary falls back to the partner's primary rather than mixing in our red.
 */
export function coresDoParceiro(colors: string[] | undefined): { primaria: string; secundaria: string } {
  const [c0, c1] = colors ?? [];
  const primaria = corHexValida(c0) ? validarCorHex(c0) : CORES_PADRAO.primaria;
  const secundaria = corHexValida(c1)
    ? validarCorHex(c1)
    : corHexValida(c0)
      ? primaria
      : CORES_PADRAO.secundaria;
  return { primaria, secundaria };
}

function canais(hex: string): [number, number, number] {
  const h = validarCorHex(hex);
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance (0 black … 1 white). */
export function luminanciaRelativa(hex: string): number {
  const [r, g, b] = canais(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 … 21). */
export function razaoDeContraste(a: string, b: string): number {
  const [claro, escuro] = [luminanciaRelativa(a), luminanciaRelativa(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (claro + 0.05) / (escuro + 0.05);
}

const TEXTO_CLARO = '#FFFFFF';
const TEXTO_ESCURO = '#111827';

/**
 * Text colour for a partner background: whichever of white or near-black contrasts more. That reaches AA
 * (4.5:1) for all but mid-luminance colours, where the best of the two is still ≥ 4.2:1 (AA for large text).
 */
export function corDeContraste(hex: string): '#FFFFFF' | '#111827' {
  return razaoDeContraste(hex, TEXTO_CLARO) >= razaoDeContraste(hex, TEXTO_ESCURO)
    ? TEXTO_CLARO
    : TEXTO_ESCURO;
}

/** Hover/pressed shade: each channel scaled by (1 − fator), fator clamped to 0..1. */
export function escurecer(hex: string, fator: number): string {
  const f = Math.min(1, Math.max(0, fator));
  return `#${canais(hex)
    .map((v) =>
      Math.round(v * (1 - f))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** business_unit_id is a comma-separated list (spec §3). */
export function unidadesNegocio(businessUnitId: string): string[] {
  return businessUnitId
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' → 'HH:MM'; anything else → the fallback (whole-day bound). */
function horaHHMM(hora: string, padrao: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hora.trim());
  return m ? `${(m[1] ?? '').padStart(2, '0')}:${m[2]}` : padrao;
}

export interface AvisoPeriodo {
  startDate: string;
  startHour: string;
  endDate: string;
  endHour: string;
  active: boolean;
}

/** Maintenance banner is shown when active and São Paulo's local date+time is within [start, end], minute-precise. */
export function avisoVigente(aviso: AvisoPeriodo, agora: Date): boolean {
  if (!aviso.active) return false;
  const { data, hora } = agoraEmSaoPaulo(agora);
  const atual = `${data} ${hora}`;
  // 'YYYY-MM-DD HH:MM' strings order chronologically.
  const inicio = `${aviso.startDate} ${horaHHMM(aviso.startHour, '00:00')}`;
  const fim = `${aviso.endDate} ${horaHHMM(aviso.endHour, '23:59')}`;
  return inicio <= atual && atual <= fim;
}
