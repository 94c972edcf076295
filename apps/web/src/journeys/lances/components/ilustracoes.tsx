/**
 * Small drawings for the bid introduction (instead of the spec's videos): inline SVG in the partner colour, so
 * they follow the theme, load with the page and need no network. Decorative: the text beside each one says it all.
 */
import type { ReactNode } from 'react';

function Moldura({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 96" className="h-auto w-full" aria-hidden="true" focusable="false">
      <rect width="160" height="96" rx="14" className="fill-primaria/6" />
      {children}
    </svg>
  );
}

const texto = 'fill-tinta text-[9px] font-semibold';
const textoSuave = 'fill-tinta-suave text-[8px]';

/** A free bid: a handle the customer slides along the asset value. */
export function IlustracaoLanceLivre() {
  return (
    <Moldura>
      <rect x="18" y="52" width="124" height="10" rx="5" className="fill-borda" />
      <rect x="18" y="52" width="58" height="10" rx="5" className="fill-primaria" />
      <circle cx="76" cy="57" r="9" className="fill-superficie stroke-primaria" strokeWidth="3" />
      <rect x="56" y="18" width="40" height="20" rx="10" className="fill-tinta" />
      <path d="M72 38 l4 6 l4 -6 z" className="fill-tinta" />
      <text x="76" y="32" textAnchor="middle" className="fill-white text-[10px] font-bold">
        ?%
      </text>
      <text x="18" y="78" className={textoSuave}>
        1%
      </text>
      <text x="142" y="78" textAnchor="end" className={textoSuave}>
        máx.
      </text>
    </Moldura>
  );
}

/** Fixed bids: a quarter and a half of the asset. */
export function IlustracaoLanceFixo() {
  return (
    <Moldura>
      <circle cx="50" cy="44" r="22" className="fill-borda" />
      <path d="M50 44 L50 22 A22 22 0 0 1 72 44 Z" className="fill-primaria" />
      <circle cx="110" cy="44" r="22" className="fill-borda" />
      <path d="M110 44 L110 22 A22 22 0 0 1 110 66 Z" className="fill-primaria" />
      <text x="50" y="84" textAnchor="middle" className={texto}>
        25%
      </text>
      <text x="110" y="84" textAnchor="middle" className={texto}>
        50%
      </text>
    </Moldura>
  );
}

/** A bid in reais: a banknote. */
export function IlustracaoLanceValor() {
  return (
    <Moldura>
      <rect
        x="30"
        y="24"
        width="100"
        height="50"
        rx="8"
        className="fill-superficie stroke-primaria"
        strokeWidth="3"
      />
      <rect x="38" y="32" width="84" height="34" rx="5" className="fill-primaria/10" />
      <circle cx="80" cy="49" r="13" className="fill-primaria" />
      <text x="80" y="53" textAnchor="middle" className="fill-white text-[10px] font-bold">
        R$
      </text>
      <circle cx="48" cy="49" r="3" className="fill-primaria/40" />
      <circle cx="112" cy="49" r="3" className="fill-primaria/40" />
    </Moldura>
  );
}

/** A percentage bid: a ruler of the asset value with 4 decimals. */
export function IlustracaoPercentual() {
  return (
    <Moldura>
      <rect
        x="16"
        y="26"
        width="128"
        height="44"
        rx="8"
        className="fill-superficie stroke-borda-forte"
        strokeWidth="1.5"
      />
      <text x="80" y="53" textAnchor="middle" className="fill-tinta text-[16px] font-bold">
        12,5000%
      </text>
      <rect x="16" y="76" width="128" height="5" rx="2.5" className="fill-borda" />
      <rect x="16" y="76" width="16" height="5" rx="2.5" className="fill-primaria" />
      <text x="16" y="20" className={textoSuave}>
        do valor do bem
      </text>
    </Moldura>
  );
}

/** A built-in bid: up to a quarter of the credit letter pays part of the bid. */
export function IlustracaoEmbutido() {
  return (
    <Moldura>
      <text x="16" y="22" className={textoSuave}>
        carta de crédito
      </text>
      <rect x="16" y="28" width="128" height="22" rx="6" className="fill-borda" />
      <rect x="16" y="28" width="32" height="22" rx="6" className="fill-primaria" />
      <text x="32" y="43" textAnchor="middle" className="fill-white text-[8px] font-bold">
        25%
      </text>
      <path
        d="M32 54 v14 h22"
        className="stroke-primaria"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M52 63 l6 5 l-6 5"
        className="stroke-primaria"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="62" y="58" width="58" height="20" rx="10" className="fill-tinta" />
      <text x="91" y="71" textAnchor="middle" className="fill-white text-[9px] font-semibold">
        lance
      </text>
    </Moldura>
  );
}

/** FGTS: the fund goes into a home. */
export function IlustracaoFgts() {
  return (
    <Moldura>
      <path
        d="M40 48 L64 28 L88 48 V74 H40 Z"
        className="fill-superficie stroke-primaria"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="57" y="56" width="14" height="18" rx="2" className="fill-primaria" />
      <circle cx="114" cy="40" r="14" className="fill-primaria" />
      <text x="114" y="43.5" textAnchor="middle" className="fill-white text-[8px] font-bold">
        FGTS
      </text>
      <path
        d="M100 52 Q92 62 92 64"
        className="stroke-primaria"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M88 60 l4 5 l5 -3"
        className="stroke-primaria"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </Moldura>
  );
}

/** Reduction: fewer instalments (term) or smaller ones (instalment). */
export function IlustracaoReducao() {
  const barras = (x0: number, alturas: number[], classe: string) =>
    alturas.map((h, i) => (
      <rect key={i} x={x0 + i * 9} y={70 - h} width="6" height={h} rx="2" className={classe} />
    ));
  return (
    <Moldura>
      {barras(14, [30, 30, 30, 30, 30], 'fill-primaria')}
      {barras(59, [30, 30], 'fill-borda')}
      {barras(92, [16, 16, 16, 16, 16, 16, 16], 'fill-primaria')}
      <line x1="80" y1="18" x2="80" y2="80" className="stroke-borda-forte" strokeDasharray="3 3" />
      <text x="40" y="86" textAnchor="middle" className={textoSuave}>
        prazo menor
      </text>
      <text x="118" y="86" textAnchor="middle" className={textoSuave}>
        parcela menor
      </text>
    </Moldura>
  );
}

/** The deadline: bids close the day before the assembly. */
export function IlustracaoPrazo() {
  return (
    <Moldura>
      <rect
        x="44"
        y="16"
        width="72"
        height="66"
        rx="8"
        className="fill-superficie stroke-borda-forte"
        strokeWidth="1.5"
      />
      <rect x="44" y="16" width="72" height="16" rx="8" className="fill-primaria" />
      <rect x="44" y="26" width="72" height="6" className="fill-primaria" />
      {[0, 1, 2, 3].map((c) =>
        [0, 1, 2].map((l) => (
          <rect
            key={`${c}-${l}`}
            x={52 + c * 15}
            y={38 + l * 14}
            width="10"
            height="10"
            rx="2.5"
            className={
              c === 1 && l === 2 ? 'fill-primaria' : c === 2 && l === 2 ? 'fill-tinta' : 'fill-borda'
            }
          />
        )),
      )}
      <text x="126" y="72" className={textoSuave}>
        assembleia
      </text>
      <text x="10" y="72" className={textoSuave}>
        último dia
      </text>
    </Moldura>
  );
}

/** Ties: equal bids, the quota nearest the drawn number goes first. */
export function IlustracaoDesempate() {
  return (
    <Moldura>
      <rect x="18" y="22" width="80" height="14" rx="7" className="fill-primaria" />
      <rect x="18" y="44" width="80" height="14" rx="7" className="fill-primaria/45" />
      <text x="24" y="32" className="fill-white text-[8px] font-semibold">
        cota 0041
      </text>
      <text x="24" y="54" className="fill-tinta text-[8px] font-semibold">
        cota 0057
      </text>
      <circle cx="128" cy="44" r="17" className="fill-tinta" />
      <text x="128" y="47.5" textAnchor="middle" className="fill-white text-[10px] font-bold">
        0043
      </text>
      <text x="128" y="76" textAnchor="middle" className={textoSuave}>
        nº sorteado
      </text>
    </Moldura>
  );
}
