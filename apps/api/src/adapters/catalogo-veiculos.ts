import { z } from 'zod';
import {
  anoFabricacaoModelo,
  anoModeloDoCodigoFipe,
  centavosDoPrecoFipe,
  nomeCorrespondeABusca,
  TABELA_FIPE_DO_TIPO,
  TABELAS_FIPE,
  type AnoModeloBem,
  type Fabricante,
  type ModeloBem,
  type TabelaFipe,
  type TipoVeiculo,
} from '@portal/domain';

/**
 * The vehicle catalogue port (issue 19, ADR 0039): brands, a brand's models and a model's years with their
 * reference values. Two adapters: the embedded one (the seeded tables, faturamento/veiculos.repository.ts), the
 * default, and a FIPE-compatible HTTP service chosen by FIPE_URL (below).
 */
export interface CatalogoDeVeiculos {
  /** Brands whose name holds every word of `busca` (accents and case ignored), of `tipo` when given. */
  fabricantes(filtro: { busca?: string; tipo?: TipoVeiculo }): Promise<Fabricante[]>;
  /** A brand's models; null when the brand code names none. */
  modelos(filtro: { codFabricante: string; busca?: string; tipo?: TipoVeiculo }): Promise<ModeloBem[] | null>;
  /** A model's years, newest first; null when the code names no model. */
  anos(codBem: string): Promise<AnoModeloBem[] | null>;
}

/** The service did not answer, answered an error or something that is not its shape: the customer reads a clear message. */
export class CatalogoIndisponivel extends Error {
  constructor(readonly motivo: string) {
    super(`catálogo de veículos indisponível: ${motivo}`);
  }
}

const itemSchema = z.object({
  codigo: z.union([z.string(), z.number()]).transform(String),
  nome: z.string().max(300),
});
const listaSchema = z.array(itemSchema).max(20_000);
const modelosSchema = z.object({ modelos: listaSchema, anos: listaSchema.optional() });
const valorSchema = z.object({
  Valor: z.string().max(40),
  Marca: z.string().max(300),
  Modelo: z.string().max(300),
  AnoModelo: z.number().int(),
  Combustivel: z.string().max(60).optional(),
  CodigoFipe: z.string().max(20).optional(),
  MesReferencia: z.string().max(60).optional(),
});

/** Past this an answer is not a FIPE list (the largest, the cars' models of a brand, is ~100 kB). */
const TAMANHO_MAXIMO_RESPOSTA = 2 * 1024 * 1024;
/** A model's years priced at most: one call each, so a 30-year-old model does not cost 30 calls. */
const ANOS_MAXIMOS = 12;
const PADRAO_DA_TABELA: Record<TabelaFipe, TipoVeiculo> = {
  carros: 'LEVE',
  motos: 'MOTOCICLETA',
  caminhoes: 'PESADO',
};

const tabelasDo = (tipo: TipoVeiculo | undefined): readonly TabelaFipe[] =>
  tipo ? [TABELA_FIPE_DO_TIPO[tipo]] : TABELAS_FIPE;

/** 'carros-59' → the table and the brand; 'carros-59-5585' → and the model. */
function lerCodigo(codigo: string): { tabela: TabelaFipe; marca: string; modelo?: string } | null {
  const m = /^(carros|motos|caminhoes)-(\d{1,9})(?:-(\d{1,9}))?$/.exec(codigo);
  if (!m) return null;
  return { tabela: m[1] as TabelaFipe, marca: m[2]!, ...(m[3] && { modelo: m[3] }) };
}

/**
 * A FIPE-compatible service at `url` (FIPE_URL, e.g. https://parallelum.com.br/fipe/api/v1), in the public
 * shape: GET {url}/{carros|motos|caminhoes}/marcas → [{codigo, nome}]; …/marcas/{marca}/modelos →
 * {modelos: [{codigo, nome}], anos}; …/modelos/{modelo}/anos → [{codigo: '2022-3', nome}]; …/anos/{ano} →
 * {Valor: 'R$ 87.432,00', Marca, Modelo, AnoModelo, Combustivel, CodigoFipe, MesReferencia}. Our codes carry
 * the table: 'carros-59' for a brand, 'carros-59-5585' for a model. FIPE has three tables, we have six types:
 * a model's type is the one asked for, else its table's (carros → LEVE, motos → MOTOCICLETA, caminhoes →
 * PESADO); FIPE knows the model year only, so the manufacture year is taken as the model year.
 * Every answer is checked; a refusal, a timeout (`timeoutMs` per call), a redirect or a malformed answer throws
 * CatalogoIndisponivel after a log line with the reason only.
 */
export function createCatalogoFipe(opcoes: {
  url: string;
  timeoutMs?: number;
  /** The year FIPE's "Zero KM" (32000) stands for. */
  anoZeroKm?: () => number;
  aoFalhar?: (detalhes: { motivo: string; status?: number }) => void;
}): CatalogoDeVeiculos {
  const base = opcoes.url.replace(/\/+$/, '');
  const anoZeroKm = opcoes.anoZeroKm ?? (() => new Date().getFullYear());

  async function obter<T>(caminho: string, schema: z.ZodType<T>): Promise<T | null> {
    const falhou = (motivo: string, status?: number): never => {
      opcoes.aoFalhar?.({ motivo, ...(status !== undefined && { status }) });
      throw new CatalogoIndisponivel(motivo);
    };
    let resposta: Response;
    try {
      resposta = await fetch(`${base}${caminho}`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(opcoes.timeoutMs ?? 5000),
      });
    } catch (erro) {
      const e = erro as Error & { cause?: { message?: string } };
      if (e.name === 'TimeoutError') return falhou('tempo esgotado');
      return falhou(/redirect/i.test(e.cause?.message ?? '') ? 'redirecionamento recusado' : 'sem conexão');
    }
    // The public service answers 404 (or 400) to a code it does not know: that is "not found", not a failure.
    if (resposta.status === 404 || resposta.status === 400) {
      await resposta.body?.cancel();
      return null;
    }
    if (resposta.status !== 200) {
      await resposta.body?.cancel();
      return falhou('resposta de erro', resposta.status);
    }
    let corpo: unknown;
    try {
      const texto = await resposta.text();
      if (texto.length > TAMANHO_MAXIMO_RESPOSTA) return falhou('resposta grande demais');
      corpo = JSON.parse(texto);
    } catch (erro) {
      return falhou((erro as Error).name === 'TimeoutError' ? 'tempo esgotado' : 'resposta inválida');
    }
    // Some FIPE-compatible services answer 200 with {error: …} for an unknown code.
    if (corpo && typeof corpo === 'object' && !Array.isArray(corpo) && 'error' in corpo) return null;
    const lido = schema.safeParse(corpo);
    if (!lido.success) return falhou('resposta inválida');
    return lido.data;
  }

  return {
    async fabricantes({ busca, tipo }) {
      const listas = await Promise.all(
        tabelasDo(tipo).map(async (tabela) => ({
          tabela,
          marcas: (await obter(`/${tabela}/marcas`, listaSchema)) ?? [],
        })),
      );
      return listas.flatMap(({ tabela, marcas }) =>
        marcas
          .filter((m) => nomeCorrespondeABusca(m.nome, busca))
          .map((m) => ({
            codFabricante: `${tabela}-${m.codigo}`,
            nomeFabricante: m.nome,
            tipos: tipo ? [tipo] : [PADRAO_DA_TABELA[tabela]],
          })),
      );
    },

    async modelos({ codFabricante, busca, tipo }) {
      const codigo = lerCodigo(codFabricante);
      if (!codigo || codigo.modelo) return null;
      const marcas = await obter(`/${codigo.tabela}/marcas`, listaSchema);
      const marca = marcas?.find((m) => m.codigo === codigo.marca);
      if (!marca) return null;
      const lista = await obter(`/${codigo.tabela}/marcas/${codigo.marca}/modelos`, modelosSchema);
      if (!lista) return null;
      const tipoVeiculo = tipo ?? PADRAO_DA_TABELA[codigo.tabela];
      return lista.modelos
        .filter((m) => nomeCorrespondeABusca(m.nome, busca))
        .map((m) => ({
          codBem: `${codFabricante}-${m.codigo}`,
          nomeBem: m.nome,
          codFabricante,
          nomeFabricante: marca.nome,
          tipoVeiculo,
        }));
    },

    async anos(codBem) {
      const codigo = lerCodigo(codBem);
      if (!codigo?.modelo) return null;
      const caminho = `/${codigo.tabela}/marcas/${codigo.marca}/modelos/${codigo.modelo}/anos`;
      const anos = await obter(caminho, listaSchema);
      if (!anos) return null;
      const precos = await Promise.all(
        anos
          .slice(0, ANOS_MAXIMOS)
          .map((a) => obter(`${caminho}/${encodeURIComponent(a.codigo)}`, valorSchema)),
      );
      return precos
        .flatMap((p, i) => {
          const anoModelo = anoModeloDoCodigoFipe(anos[i]!.codigo, anoZeroKm()) ?? p?.AnoModelo;
          const valor = p ? centavosDoPrecoFipe(p.Valor) : null;
          if (!p || !anoModelo || valor === null || anoModelo === 32000) return [];
          return [
            {
              ano: anoFabricacaoModelo(anoModelo, anoModelo),
              anoFabricacao: anoModelo,
              anoModelo,
              valor,
              combustivel: p.Combustivel?.trim() || null,
              codigoFipe: p.CodigoFipe?.trim() || null,
              mesReferencia: p.MesReferencia?.trim() ?? '',
            },
          ];
        })
        .sort((a, b) => b.anoModelo - a.anoModelo);
    },
  };
}
