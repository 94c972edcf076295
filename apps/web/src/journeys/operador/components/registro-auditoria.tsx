import { formatarData, formatarInscricao, formatarMoeda, rotuloDaFase, rotuloDoStatus } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhosOperador } from '../paths';

const link = 'font-semibold text-primaria-texto underline-offset-4 hover:underline';

/** 'caso:00010006' → a link to the case; 'cliente:…' → to the customer; the rest as written. */
export function Alvo({ alvo }: { alvo: string }) {
  const [tipo, valor = ''] = alvo.split(/:(.*)/s);
  if (tipo === 'caso' && valor)
    return (
      <Link to={caminhosOperador.caso(valor)} className={`tabular ${link}`}>
        Caso {valor}
      </Link>
    );
  if (tipo === 'cliente' && valor)
    return (
      <Link to={caminhosOperador.cliente(valor)} className={`tabular ${link}`}>
        {formatarInscricao(valor)}
      </Link>
    );
  if (tipo === 'boleto' && valor)
    return (
      <Link
        to={`${caminhosOperador.boletos}?busca=${encodeURIComponent(valor)}`}
        className={`tabular ${link}`}
      >
        Boleto {valor}
      </Link>
    );
  if (tipo === 'retorno' && valor) return <span className="break-all">Arquivo {valor}</span>;
  if (tipo === 'cota' && valor) return <span className="tabular">Cota nº {valor}</span>;
  if (tipo === 'operador' && valor) return <span className="tabular">Operador nº {valor}</span>;
  if (tipo === 'assembleia' && valor) return <span className="tabular">Assembleia nº {valor}</span>;
  // A failed login with an unknown e-mail is kept as its hash: nothing to show but that.
  if (tipo === 'email') return <span>E-mail não cadastrado</span>;
  return <span>{alvo}</span>;
}

/** Detail keys the API writes, in words. */
const CHAVES: Record<string, string> = {
  ip: 'IP',
  via: 'Via',
  idCota: 'Cota (id)',
  idParceiro: 'Parceiro (id)',
  codigo: 'Código',
  descricao: 'Descrição',
  dataPagamento: 'Data do pagamento',
  valorPago: 'Valor pago',
  liquidados: 'Boletos baixados',
  rejeitados: 'Linhas não baixadas',
  ignorados: 'Linhas ignoradas',
};

function texto(v: unknown, chave?: string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (chave === 'valorPago' && typeof v === 'number') return formatarMoeda(v);
  if (chave === 'dataPagamento' && typeof v === 'string') return formatarData(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function mudanca(de: unknown, para: unknown, rotulo: (s: string) => string): string | null {
  if (typeof para !== 'string' || para === de) return null;
  return `${typeof de === 'string' ? rotulo(de) : '—'} → ${rotulo(para)}`;
}

/** A readable line for the entry's details (phase and status moves, fields touched, ids). */
export function Detalhes({ acao, detalhes }: { acao: string; detalhes: Record<string, unknown> }): ReactNode {
  if (acao === 'caso.alterado') {
    const de = (detalhes.de ?? {}) as Record<string, unknown>;
    const para = (detalhes.para ?? {}) as Record<string, unknown>;
    const fase = mudanca(de.fase, para.fase, rotuloDaFase);
    const status = mudanca(de.status, para.status, rotuloDoStatus);
    const campos = Array.isArray(detalhes.campos) ? (detalhes.campos as unknown[]).map(String) : [];
    return (
      <span className="flex flex-col gap-0.5">
        {fase && <span>Fase: {fase}</span>}
        {status && <span>Status: {status}</span>}
        {campos.length > 0 && <span className="text-tinta-fraca">Campos: {campos.join(', ')}</span>}
      </span>
    );
  }
  const pares = Object.entries(detalhes);
  if (pares.length === 0) return <span className="text-tinta-fraca">—</span>;
  return (
    <span className="flex flex-col gap-0.5">
      {pares.map(([k, v]) => (
        <span key={k}>
          <span className="text-tinta-fraca">{CHAVES[k] ?? k}: </span>
          {texto(v, k)}
        </span>
      ))}
    </span>
  );
}
