import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import { fileTypeStream } from 'file-type/node';
import {
  HORAS_ATE_DOCUMENTO_ORFAO,
  LIMITES_DE_DOCUMENTO,
  MENSAGEM_DOCUMENTO_NAO_ENCONTRADO,
  MENSAGENS_ENVIO_DOCUMENTO,
  recusaDoTamanho,
  recusaDoTipo,
  type Documento,
  type FluxoDeDocumento,
} from '@portal/domain';
import type { Armazenamento } from '../../adapters/armazenamento.ts';
import type { Trabalhos } from '../../adapters/trabalhos.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { OperadorDaRequisicao, Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { DocumentoRow, DocumentosRepository } from './documentos.repository.ts';

/** A file part of an upload, as the route hands it over: its name and its bytes, still arriving. */
export interface ArquivoRecebido {
  nome: string;
  conteudo: Readable;
}

const CASO_NAO_ENCONTRADO = 'Caso não encontrado.';
const JA_VINCULADO = 'Este documento já foi enviado com um caso e não pode ser apagado.';
/** Bytes the sniffer reads before deciding (file-type's default sample). */
const AMOSTRA_BYTES = 4100;
/** The clean-up job's queue (migration 0025), and how many orphans one pass takes at a time. */
export const FILA_DE_LIMPEZA = 'limpar-documentos';
const LOTE_DE_LIMPEZA = 100;

/** The file went past the flow's limit while streaming: the write is aborted, nothing is kept. */
class GrandeDemais extends Error {}

/** A name to show back: no folders, no control characters, at most 200 characters. */
function nomeDoArquivo(nome: string): string {
  const base = path.posix
    .basename(nome.replaceAll('\\', '/'))
    .replace(/[\p{Cc}]/gu, '')
    .trim();
  return base.slice(0, 200) || 'documento';
}

function paraDocumento(row: DocumentoRow, numeroCaso: string | null): Documento {
  return {
    id: row.id,
    fluxo: row.fluxo as FluxoDeDocumento,
    nome: row.nome,
    tipo: row.mime ?? '',
    tamanho: row.tamanho ?? 0,
    criadoEm: row.criadoEm.toISOString(),
    numeroCaso,
  };
}

/**
 * Documents the journeys ask for (ADR 0022). An upload reserves a place of the flow (at most N waiting per
 * customer, a constraint), then streams the file through the content sniffer and a byte counter into the storage
 * port: it is never held whole in memory, and a refused one (forged type, too large, too many) leaves neither
 * object nor row. A case claims documents with `vincularAoCaso`, in the journey's transaction; what no case
 * claimed within 24 h is deleted by the clean-up job.
 */
export function createDocumentosService(deps: {
  repo: DocumentosRepository;
  armazenamento: Armazenamento;
  cotas: Pick<CotasService, 'exigirDoCliente'>;
  trabalhos: Trabalhos;
  /** The operator module's audit writer: an analyst opening a customer's document is recorded. */
  auditar: (
    operadorId: number,
    acao: string,
    alvo: string,
    detalhes: Record<string, unknown>,
  ) => Promise<unknown>;
  now: () => number;
}) {
  const { repo, armazenamento, cotas, trabalhos, auditar, now } = deps;

  /** One place of the flow for a new file, or 400 when all are taken. The unique index decides, never a count. */
  async function reservar(sessao: Sessao, fluxo: FluxoDeDocumento, id: string, chave: string, nome: string) {
    const vagas = LIMITES_DE_DOCUMENTO[fluxo].quantidadeMaxima;
    const novo = {
      id,
      clienteId: sessao.clienteId,
      parceiroId: sessao.parceiroId,
      fluxo,
      chave,
      nome,
      criadoEm: new Date(now()),
    };
    // Each refusal with a free place means a concurrent upload took the one chosen: bounded by the places.
    for (let tentativa = 0; tentativa <= 2 * vagas; tentativa++) {
      if (await repo.reservar(novo, vagas)) return;
      if ((await repo.aguardando(sessao.clienteId, fluxo)) >= vagas) break;
    }
    throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.quantidade(vagas));
  }

  /** Sniffs, counts and stores one file under its reserved key; the type and size it turned out to have. */
  async function gravar(fluxo: FluxoDeDocumento, chave: string, arquivo: ArquivoRecebido) {
    const limite = LIMITES_DE_DOCUMENTO[fluxo].tamanhoMaximoBytes;
    // Through a stream of our own whose end comes after the sniffer listens: given an empty part that already
    // ended, file-type would wait for a 'readable' event that never comes.
    const entrada = pipeline(arquivo.conteudo, new PassThrough(), () => undefined);
    const amostrado = await fileTypeStream(entrada, { sampleSize: AMOSTRA_BYTES });
    const recusa = recusaDoTipo(fluxo, amostrado.fileType?.mime, arquivo.nome);
    if (recusa) {
      // Not read further: the rest of the request is dropped with the answer.
      arquivo.conteudo.destroy();
      throw requisicaoInvalida(recusa);
    }
    let tamanho = 0;
    const contador = new Transform({
      transform(pedaco: Buffer, _codificacao, feito) {
        tamanho += pedaco.length;
        feito(tamanho > limite ? new GrandeDemais() : null, pedaco);
      },
    });
    try {
      await armazenamento.gravar(
        chave,
        pipeline(amostrado, contador, () => undefined),
      );
    } catch (erro) {
      // Whatever failed, the rest of this file is not read: the request ends with the answer.
      arquivo.conteudo.destroy();
      if (erro instanceof GrandeDemais || tamanho > limite)
        throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.tamanho(limite));
      throw erro;
    }
    const recusaDoTam = recusaDoTamanho(fluxo, tamanho);
    if (recusaDoTam) throw requisicaoInvalida(recusaDoTam);
    return { mime: amostrado.fileType!.mime, tamanho };
  }

  /** Deletes what a refused or abandoned upload left: the object, then the row that let the job find it. */
  async function descartar(documento: { id: string; chave: string }) {
    await armazenamento.apagar(documento.chave);
    await repo.remover(documento.id);
  }

  async function limparOrfaos(): Promise<number> {
    const limite = new Date(now() - HORAS_ATE_DOCUMENTO_ORFAO * 3_600_000);
    let apagados = 0;
    for (;;) {
      const lote = await repo.marcarOrfaos(limite, LOTE_DE_LIMPEZA);
      for (const documento of lote) await descartar(documento);
      apagados += lote.length;
      if (lote.length < LOTE_DE_LIMPEZA) return apagados;
    }
  }

  trabalhos.definir({
    nome: FILA_DE_LIMPEZA,
    tentativas: 3,
    esperaSegundos: 60,
    expiraSegundos: 600,
    // Every hour: a file is deleted within 25 h of its upload.
    agenda: '23 * * * *',
    executar: async () => {
      await limparOrfaos();
    },
  });

  return {
    /**
     * Stores the files of one upload request, all or none: the first refusal deletes what this request already
     * stored and answers 400 with the spec's message.
     */
    async receber(
      sessao: Sessao,
      fluxo: FluxoDeDocumento,
      arquivos: AsyncIterable<ArquivoRecebido>,
    ): Promise<Documento[]> {
      const recebidos: { id: string; chave: string }[] = [];
      const documentos: Documento[] = [];
      try {
        for await (const arquivo of arquivos) {
          const id = randomUUID();
          const chave = `documentos/${id}.bin`;
          const nome = nomeDoArquivo(arquivo.nome);
          await reservar(sessao, fluxo, id, chave, nome);
          recebidos.push({ id, chave });
          const { mime, tamanho } = await gravar(fluxo, chave, { ...arquivo, nome });
          documentos.push(paraDocumento(await repo.concluir(id, mime, tamanho), null));
        }
      } catch (erro) {
        for (const documento of recebidos) await descartar(documento);
        throw erro;
      }
      if (!documentos.length) throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios);
      return documentos;
    },

    /** The file and its description, to its owner on this partner only (anyone else: 404). */
    async abrir(sessao: Sessao, id: string) {
      const achado = await repo.doDono(id, sessao.clienteId, sessao.parceiroId);
      const conteudo = achado && (await armazenamento.abrir(achado.documento.chave));
      if (!achado || !conteudo) throw naoEncontrado(MENSAGEM_DOCUMENTO_NAO_ENCONTRADO);
      return { documento: paraDocumento(achado.documento, achado.numeroCaso), conteudo };
    },

    /** Deletes a document still waiting for a case; one a case claimed stays (409). */
    async apagar(sessao: Sessao, id: string) {
      const marcado = await repo.marcarParaApagar(id, sessao.clienteId, sessao.parceiroId);
      if (marcado) return descartar({ id, chave: marcado.chave });
      const existente = await repo.doDono(id, sessao.clienteId, sessao.parceiroId);
      if (existente?.documento.casoId) throw new HttpError(409, JA_VINCULADO);
      throw naoEncontrado(MENSAGEM_DOCUMENTO_NAO_ENCONTRADO);
    },

    /** The documents of one of the caller's cases (a case of another customer or partner: 404). */
    async doCaso(sessao: Sessao, numeroCaso: string): Promise<Documento[]> {
      const caso = await repo.caso(numeroCaso);
      if (!caso || caso.clienteId !== sessao.clienteId) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, caso.cotaId).catch(() => {
        throw naoEncontrado(CASO_NAO_ENCONTRADO);
      });
      return (await repo.doCaso(caso.id)).map((row) => paraDocumento(row, numeroCaso));
    },

    /**
     * For the journeys: ties the documents the customer uploaded to the case their request opened, in that
     * request's transaction. Every id must be a stored document of the customer in the flow still waiting for a
     * case (or already tied to this same case: a repeated sending ties nothing new), or nothing is tied and the
     * request fails (400, "all files required"), its case with it.
     */
    async vincularAoCaso(
      tx: Transacao,
      dados: { clienteId: number; fluxo: FluxoDeDocumento; ids: string[]; casoId: number },
    ): Promise<Map<string, string | null>> {
      const ids = [...new Set(dados.ids)];
      if (!ids.length) throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios);
      const vinculados = await repo.vincular(tx, { ...dados, ids, quando: new Date(now()) });
      if (vinculados.length !== ids.length) throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios);
      // The type the file's bytes revealed, by id: a journey with formats of its own checks them (e.g. a DUT as PDF).
      return new Map(vinculados.map((v) => [v.id, v.mime]));
    },

    limparOrfaos,

    /** True when `id` is a stored document of `fluxo` tied to the case (e.g. the report being recorded). */
    async doCasoNoFluxo(tx: Transacao, casoId: number, fluxo: FluxoDeDocumento, id: string) {
      return Boolean(await repo.doCasoNoFluxo(tx, casoId, fluxo, id));
    },

    // ——— Back-office ———

    /** The documents a case claimed, for the analyst (an unknown case: 404). */
    async doCasoOperador(numeroCaso: string, parceiroId: number | null): Promise<Documento[]> {
      const caso = await repo.casoDoOperador(numeroCaso, parceiroId);
      if (!caso) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      return (await repo.doCaso(caso.id)).map((row) => paraDocumento(row, numeroCaso));
    },

    /**
     * A back-office file of the case (the inspection report, ADR 0058): one file of the flow, sniffed and capped
     * like the customer's, stored already tied to the case, so no clean-up ever takes it; audited once stored.
     * A case the operator may not see: 404.
     */
    async receberDoOperador(
      { operadorId, parceiroId }: Pick<OperadorDaRequisicao, 'operadorId' | 'parceiroId'>,
      numeroCaso: string,
      fluxo: FluxoDeDocumento,
      arquivos: AsyncIterable<ArquivoRecebido>,
    ): Promise<Documento> {
      const caso = await repo.destinoDoOperador(numeroCaso, parceiroId);
      if (!caso?.parceiroId) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      let recebido: { id: string; chave: string } | null = null;
      try {
        for await (const arquivo of arquivos) {
          const id = randomUUID();
          const chave = `documentos/${id}.bin`;
          const nome = nomeDoArquivo(arquivo.nome);
          await repo.reservarNoCaso({
            id,
            clienteId: caso.clienteId,
            parceiroId: caso.parceiroId,
            fluxo,
            chave,
            nome,
            criadoEm: new Date(now()),
            casoId: caso.id,
          });
          recebido = { id, chave };
          const { mime, tamanho } = await gravar(fluxo, chave, { ...arquivo, nome });
          const row = await repo.concluir(id, mime, tamanho);
          await auditar(operadorId, 'documento.enviado-pelo-operador', `caso:${numeroCaso}`, {
            documento: id,
            fluxo,
            nome,
            tamanho,
          });
          return paraDocumento(row, numeroCaso);
        }
      } catch (erro) {
        if (recebido) await descartar(recebido);
        throw erro;
      }
      throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios);
    },

    /**
     * One file of the case, for the analyst: a document of another case, or one no case claimed yet, is 404.
     * Identity documents are personal data: the opening is audited before a byte is sent (as the customer page).
     */
    async abrirOperador(
      { operadorId, parceiroId }: Pick<OperadorDaRequisicao, 'operadorId' | 'parceiroId'>,
      numeroCaso: string,
      id: string,
    ) {
      const caso = await repo.casoDoOperador(numeroCaso, parceiroId);
      if (!caso) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      const documento = await repo.doCasoPorId(caso.id, id);
      const conteudo = documento && (await armazenamento.abrir(documento.chave));
      if (!documento || !conteudo) throw naoEncontrado(MENSAGEM_DOCUMENTO_NAO_ENCONTRADO);
      try {
        await auditar(operadorId, 'documento.consultado', `caso:${numeroCaso}`, {
          documento: documento.id,
          nome: documento.nome,
        });
      } catch (erro) {
        conteudo.destroy();
        throw erro;
      }
      return { documento: paraDocumento(documento, numeroCaso), conteudo };
    },
  };
}
export type DocumentosService = ReturnType<typeof createDocumentosService>;
