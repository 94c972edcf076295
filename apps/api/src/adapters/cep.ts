import { z } from 'zod';
import {
  cidadePorCodigo,
  cidadePorNome,
  formatarCep,
  separarLogradouro,
  ufDoCep,
  ufValida,
  type EnderecoDoCep,
} from '@portal/domain';

/**
 * The CEP look-up port (spec 03 §7 GET /buscas/cep/{cep}). `buscar` takes the 8 digits and answers the address,
 * or null when the CEP exists in no state (or the configured service says it does not exist). It never throws:
 * a service that fails or is slow yields the offline answer, so the screen still gets the state.
 */
export interface BuscaDeCep {
  buscar(cep: string): Promise<EnderecoDoCep | null>;
}

interface Conhecido {
  logradouro: string;
  bairro: string;
  /** IBGE code of the city. */
  cidade: number;
}

/**
 * The streets the demo knows by CEP: those of the seeded branches (packages/db/seed/filiais.ts) and a few
 * landmarks the demo customers' data uses. Any other CEP answers its state only.
 */
const CONHECIDOS: Record<string, Conhecido> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 3550308 },
  '01310200': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 3550308 },
  '01001000': { logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 3550308 },
  '02011400': { logradouro: 'Rua Voluntários da Pátria', bairro: 'Santana', cidade: 3550308 },
  '13025320': { logradouro: 'Avenida Norte-Sul', bairro: 'Cambuí', cidade: 3509502 },
  '11060003': { logradouro: 'Avenida Ana Costa', bairro: 'Gonzaga', cidade: 3548500 },
  '20040901': { logradouro: 'Avenida Rio Branco', bairro: 'Centro', cidade: 3304557 },
  '24230100': { logradouro: 'Rua Gavião Peixoto', bairro: 'Icaraí', cidade: 3303302 },
  '30130151': { logradouro: 'Rua Pernambuco', bairro: 'Savassi', cidade: 3106200 },
  '80020310': { logradouro: 'Rua XV de Novembro', bairro: 'Centro', cidade: 4106902 },
  '41820020': { logradouro: 'Avenida Tancredo Neves', bairro: 'Caminho das Árvores', cidade: 2927408 },
  '90570080': { logradouro: 'Rua Padre Chagas', bairro: 'Moinhos de Vento', cidade: 4314902 },
  '95020002': { logradouro: 'Rua Sinimbu', bairro: 'Centro', cidade: 4305108 },
  '88015200': { logradouro: 'Avenida Rio Branco', bairro: 'Centro', cidade: 4205407 },
  '89201000': { logradouro: 'Rua do Príncipe', bairro: 'Centro', cidade: 4209102 },
  '86015010': { logradouro: 'Avenida Higienópolis', bairro: 'Centro', cidade: 4113700 },
  '70302000': { logradouro: 'SCS Quadra 2', bairro: 'Asa Sul', cidade: 5300108 },
  '74230100': { logradouro: 'Avenida T-63', bairro: 'Setor Bueno', cidade: 5208707 },
};

/** The default adapter: no network. The state from the Correios' ranges; the street of the addresses above. */
export function createCepOffline(): BuscaDeCep {
  return {
    buscar(cep) {
      const uf = ufDoCep(cep);
      if (!uf) return Promise.resolve(null);
      const conhecido = CONHECIDOS[cep];
      const cidade = conhecido ? cidadePorCodigo(conhecido.cidade) : null;
      if (!conhecido || !cidade) return Promise.resolve(soAUf(cep, uf));
      const { tipo, nome } = separarLogradouro(conhecido.logradouro);
      return Promise.resolve({
        cep: formatarCep(cep),
        tipoLogradouro: tipo,
        logradouro: nome,
        bairro: conhecido.bairro,
        localidade: cidade.nome,
        idCidade: cidade.idCidade,
        uf: cidade.uf,
      });
    },
  };
}

const soAUf = (cep: string, uf: string): EnderecoDoCep => ({
  cep: formatarCep(cep),
  tipoLogradouro: null,
  logradouro: null,
  bairro: null,
  localidade: null,
  idCidade: null,
  uf,
});

/** ViaCEP's answer (https://viacep.com.br/ws/{cep}/json/): the fields we read; `erro` when the CEP is unknown. */
const respostaViaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().max(300).optional(),
    bairro: z.string().max(300).optional(),
    localidade: z.string().max(300).optional(),
    uf: z.string().refine(ufValida),
    ibge: z.string().max(10).optional(),
  }),
]);

/** Past this the answer is not a CEP's address. */
const TAMANHO_MAXIMO_RESPOSTA = 64 * 1024;

const textoOuNulo = (s: string | undefined) => s?.trim() || null;

/**
 * A ViaCEP-compatible service at `url` (CEP_URL, e.g. https://viacep.com.br/ws): GET `{url}/{cep}/json/`.
 * Its answer is checked; the city is matched to the IBGE list (by its code, else by name) so `idCidade` is always
 * one of ours. A refusal, a timeout (`timeoutMs`), a redirect or a malformed answer yields the offline answer and
 * a log line with the reason only (never the URL, which holds the CEP).
 */
export function createCepViaHttp(opcoes: {
  url: string;
  timeoutMs?: number;
  aoFalhar?: (detalhes: { motivo: string; status?: number }) => void;
}): BuscaDeCep {
  const base = opcoes.url.replace(/\/+$/, '');
  const offline = createCepOffline();
  const falhou = (cep: string, motivo: string, status?: number) => {
    opcoes.aoFalhar?.({ motivo, ...(status !== undefined && { status }) });
    return offline.buscar(cep);
  };
  return {
    async buscar(cep) {
      let resposta: Response;
      try {
        resposta = await fetch(`${base}/${cep}/json/`, {
          headers: { accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.timeout(opcoes.timeoutMs ?? 3000),
        });
      } catch (erro) {
        const e = erro as Error & { cause?: { message?: string } };
        if (e.name === 'TimeoutError') return falhou(cep, 'tempo esgotado');
        return falhou(
          cep,
          /redirect/i.test(e.cause?.message ?? '') ? 'redirecionamento recusado' : 'sem conexão',
        );
      }
      // ViaCEP answers 400 to a malformed CEP; ours are always 8 digits, so any non-200 is the service's fault.
      if (resposta.status !== 200) {
        await resposta.body?.cancel();
        return falhou(cep, 'resposta de erro', resposta.status);
      }
      let corpo: unknown;
      try {
        const texto = await resposta.text();
        if (texto.length > TAMANHO_MAXIMO_RESPOSTA) return falhou(cep, 'resposta grande demais');
        corpo = JSON.parse(texto);
      } catch (erro) {
        const tempo = (erro as Error).name === 'TimeoutError';
        return falhou(cep, tempo ? 'tempo esgotado' : 'resposta inválida');
      }
      const lido = respostaViaCepSchema.safeParse(corpo);
      if (!lido.success) return falhou(cep, 'resposta inválida');
      if ('erro' in lido.data) return null;
      const { logradouro, bairro, localidade, ibge } = lido.data;
      const uf = lido.data.uf.toUpperCase();
      const cidade =
        (ibge && /^\d{7}$/.test(ibge) ? cidadePorCodigo(ibge) : null) ??
        (localidade ? cidadePorNome(localidade, uf) : null);
      const { tipo, nome } = separarLogradouro(logradouro ?? '');
      return {
        cep: formatarCep(cep),
        tipoLogradouro: tipo,
        logradouro: nome || null,
        bairro: textoOuNulo(bairro),
        localidade: cidade?.nome ?? textoOuNulo(localidade),
        idCidade: cidade?.uf === uf ? cidade.idCidade : null,
        uf,
      };
    },
  };
}

/** The adapter the configuration asks for: ViaCEP-compatible when CEP_URL is set, offline otherwise. */
export function createBuscaDeCep(
  cepUrl: string | undefined,
  aoFalhar: (detalhes: { motivo: string; status?: number }) => void,
): BuscaDeCep {
  return cepUrl ? createCepViaHttp({ url: cepUrl, aoFalhar }) : createCepOffline();
}
