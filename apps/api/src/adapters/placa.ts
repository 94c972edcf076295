import { z } from 'zod';
import { placaEncontrada, TIPOS_VEICULO, type TipoVeiculo } from '@portal/domain';

/**
 * The plate look-up port (issue 21, 02 §5, §7 GET consultar-veiculo/{placa}; ADR 0047). `consultar` takes a
 * normalised plate ('ABC1D23' or 'ABC1234') and answers the vehicle, or null when it is not found. It never
 * throws: 02 §7 "Plate lookup failure marks the vehicle not found" (the customer fills the vehicle in).
 */
export interface ConsultaDePlaca {
  consultar(placa: string): Promise<VeiculoDaPlaca | null>;
}

export interface VeiculoDaPlaca {
  placa: string;
  tipo: TipoVeiculo;
  marca: string;
  codigoFabricante: string | null;
  modelo: string;
  anoFabricacao: number;
  anoModelo: number;
  uf: string;
  cor: string;
  /** FIPE value as the service writes it ('R$ 78.450,00'): the API parses it keeping digits and comma. */
  valorFipe: string;
  chassi: string;
  renavam: string;
  /** Sold at an auction, or its chassis remarked/recovered: never accepted (02 §9). */
  leilao: boolean;
  chassiRecuperado: boolean;
}

/**
 * The demo's plates (the default adapter, no network): one of each answer the simulation screens show. Any
 * other plate is not found.
 */
export const PLACAS_DEMONSTRACAO: Readonly<Record<string, VeiculoDaPlaca>> = {
  // Found and accepted (a young car worth more than the demo quotas' balances), Mercosul format.
  BRA2E19: {
    placa: 'BRA2E19',
    tipo: 'LEVE',
    marca: 'Toyota',
    codigoFabricante: '56',
    modelo: 'Corolla XEi 2.0 Flex 16V Aut.',
    anoFabricacao: 2023,
    anoModelo: 2024,
    uf: 'PR',
    cor: 'Prata',
    valorFipe: 'R$ 142.380,00',
    chassi: '9BRBDWHE5R0123456',
    renavam: '01234567890',
    leilao: false,
    chassiRecuperado: false,
  },
  // Found but too old for any group (§9), the old format.
  ABC1234: {
    placa: 'ABC1234',
    tipo: 'LEVE',
    marca: 'VW - VolksWagen',
    codigoFabricante: '59',
    modelo: 'Gol 1.0 Mi Total Flex 8V 4p',
    anoFabricacao: 2008,
    anoModelo: 2009,
    uf: 'SP',
    cor: 'Branco',
    valorFipe: 'R$ 21.950,00',
    chassi: '9BWAA05U09P012345',
    renavam: '00987654321',
    leilao: false,
    chassiRecuperado: false,
  },
  // Sold at an auction.
  LEI1L22: {
    placa: 'LEI1L22',
    tipo: 'LEVE',
    marca: 'Fiat',
    codigoFabricante: '21',
    modelo: 'Argo Drive 1.0 6V Flex',
    anoFabricacao: 2022,
    anoModelo: 2023,
    uf: 'MG',
    cor: 'Vermelho',
    valorFipe: 'R$ 68.900,00',
    chassi: '9BD358A1NPY123456',
    renavam: '01122334455',
    leilao: true,
    chassiRecuperado: false,
  },
  // Recovered (remarked) chassis.
  RCP3C45: {
    placa: 'RCP3C45',
    tipo: 'LEVE',
    marca: 'Hyundai',
    codigoFabricante: '26',
    modelo: 'HB20 Comfort 1.0 Flex 12V',
    anoFabricacao: 2022,
    anoModelo: 2022,
    uf: 'RS',
    cor: 'Preto',
    valorFipe: 'R$ 71.250,00',
    chassi: '9BHBG51CANP123456',
    renavam: '05566778899',
    leilao: false,
    chassiRecuperado: true,
  },
};

/** The default adapter: the demo's plates above. */
export function createPlacaDemonstracao(): ConsultaDePlaca {
  return { consultar: (placa) => Promise.resolve(PLACAS_DEMONSTRACAO[placa] ?? null) };
}

const ano = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
]);
const texto = (max: number) => z.string().trim().max(max);
const respostaSchema = z.object({
  placa: texto(10).nullish(),
  marca: texto(120).nullish(),
  codigoMarca: z
    .union([z.string().max(20), z.number().int()])
    .transform(String)
    .nullish(),
  modelo: texto(200),
  anoFabricacao: ano,
  anoModelo: ano,
  uf: texto(2),
  cor: texto(60),
  tipo: z.enum(TIPOS_VEICULO).nullish(),
  valorFipe: texto(40),
  chassi: texto(17),
  renavam: texto(11),
  leilao: z.boolean().nullish(),
  chassiRemarcado: z.boolean().nullish(),
});

/** Past this an answer is not one vehicle's. */
const TAMANHO_MAXIMO_RESPOSTA = 64 * 1024;

/**
 * A plate service at `url` (PLACA_URL): GET {url}/{placa} → {placa, marca, codigoMarca, modelo, anoFabricacao,
 * anoModelo, uf, cor, tipo, valorFipe: 'R$ 78.450,00', chassi, renavam, leilao, chassiRemarcado}; 404 is not
 * found, and so is an answer without brand or plate (02 §5). A refusal, a timeout (`timeoutMs`), a redirect or a
 * malformed answer is not found too (02 §7), after a log line with the reason and status only.
 */
export function createPlacaHttp(opcoes: {
  url: string;
  timeoutMs?: number;
  aoFalhar?: (detalhes: { motivo: string; status?: number }) => void;
}): ConsultaDePlaca {
  const base = opcoes.url.replace(/\/+$/, '');
  const falhou = (motivo: string, status?: number): null => {
    opcoes.aoFalhar?.({ motivo, ...(status !== undefined && { status }) });
    return null;
  };
  return {
    async consultar(placa) {
      let resposta: Response;
      try {
        resposta = await fetch(`${base}/${encodeURIComponent(placa)}`, {
          headers: { accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.timeout(opcoes.timeoutMs ?? 5000),
        });
      } catch (erro) {
        const e = erro as Error & { cause?: { message?: string } };
        if (e.name === 'TimeoutError') return falhou('tempo esgotado');
        return falhou(/redirect/i.test(e.cause?.message ?? '') ? 'redirecionamento recusado' : 'sem conexão');
      }
      if (resposta.status === 404) {
        await resposta.body?.cancel();
        return null;
      }
      if (resposta.status !== 200) {
        await resposta.body?.cancel();
        return falhou('resposta de erro', resposta.status);
      }
      let corpo: unknown;
      try {
        const lido = await resposta.text();
        if (lido.length > TAMANHO_MAXIMO_RESPOSTA) return falhou('resposta grande demais');
        corpo = JSON.parse(lido);
      } catch (erro) {
        return falhou((erro as Error).name === 'TimeoutError' ? 'tempo esgotado' : 'resposta inválida');
      }
      // 02 §5: found only when brand and plate come back (some services answer 200 with empty fields).
      if (!placaEncontrada(corpo as { marca?: string; placa?: string })) return null;
      const r = respostaSchema.safeParse(corpo);
      if (!r.success) return falhou('resposta inválida');
      const d = r.data;
      // Another plate than the one asked is no answer to trust.
      if (d.placa!.replace(/[\s-]/g, '').toUpperCase() !== placa) return falhou('placa diferente');
      return {
        placa,
        tipo: d.tipo ?? 'LEVE',
        marca: d.marca!,
        codigoFabricante: d.codigoMarca ?? null,
        modelo: d.modelo,
        anoFabricacao: d.anoFabricacao,
        anoModelo: d.anoModelo,
        uf: d.uf.toUpperCase(),
        cor: d.cor,
        valorFipe: d.valorFipe,
        chassi: d.chassi.toUpperCase(),
        renavam: d.renavam,
        leilao: d.leilao ?? false,
        chassiRecuperado: d.chassiRemarcado ?? false,
      };
    },
  };
}
