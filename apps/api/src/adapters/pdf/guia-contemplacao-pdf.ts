import type { Administradora, CabecalhoCota } from '@portal/domain';
import { aviso, gerarPdf, paragrafo, secao, tabela } from './relatorios/layout.ts';
import { identificacaoCota } from './relatorios/formato.ts';

/** One step of the timeline as the guide prints it. */
interface EtapaDoGuia {
  titulo: string;
  responsavel: 'Você' | 'Administradora';
  situacao: string;
  /** DD/MM/YYYY: done on, or due by; null when the step has no date yet. */
  data: string | null;
}

/** A document the holder's occupation asks for (the domain's documentos rules). */
interface DocumentoDoGuia {
  descricao: string;
  categoria: string;
  quantidade: number;
  obrigatorio: boolean;
  orientacao: string | null;
}

/** Everything the contemplation guide shows: plain data, it crosses to the PDF worker as is. */
export interface GuiaContemplacao {
  administradora: Administradora;
  /** The partner's primary colour (#RRGGBB). */
  cor: string;
  cota: CabecalhoCota;
  emitidoEm: string;
  dataContemplacao: string;
  porSorteio: boolean;
  etapas: EtapaDoGuia[];
  prazoGarantia: { dataFormatada: string; diasUteis: number };
  /** The analysis answer's date while the administrator holds it (DD/MM/YYYY), else null. */
  prazoAnalise: string | null;
  /** The holder's state, whose holidays the deadlines skip; null: national holidays only. */
  uf: string | null;
  /** The chosen occupation's list, or null before the customer chose one. */
  documentos: { ocupacao: string; identificacao: string; itens: DocumentoDoGuia[] } | null;
  horarioAtendimento: string;
}

/**
 * The contemplation guide (issue 18): what happens after contemplation, each step with who holds it and its
 * date, the deadlines counted on the holder's calendar, the documents of the chosen occupation and how to reach
 * the administrator, under the partner's name and colour.
 */
export function renderizarGuiaContemplacao(g: GuiaContemplacao): Promise<Buffer> {
  const { grupo, cota } = identificacaoCota(g.cota);
  return gerarPdf(
    {
      titulo: 'Guia da contemplação',
      subtitulo: `Contemplada em ${g.dataContemplacao} · ${g.porSorteio ? 'por sorteio' : 'por lance'}`,
      administradora: g.administradora,
      cota: g.cota,
      emitidoEm: g.emitidoEm,
      cor: g.cor,
    },
    (doc) => {
      paragrafo(
        doc,
        `Parabéns! A cota ${cota} do grupo ${grupo} foi contemplada em ${g.dataContemplacao}. Este guia mostra o ` +
          'que acontece agora até a liberação do crédito: cada etapa, quem cuida dela e até quando.',
        { tamanho: 9.5 },
      );

      secao(doc, 'O que acontece depois da contemplação');
      tabela(
        doc,
        [
          { titulo: 'Etapa', peso: 3.2 },
          { titulo: 'Com quem', peso: 1.4 },
          { titulo: 'Situação', peso: 1.4 },
          { titulo: 'Data', peso: 1.2 },
        ],
        g.etapas.map((e) => [e.titulo, e.responsavel, e.situacao, e.data ?? '—']),
        { tamanho: 8.5 },
      );

      secao(doc, 'Prazos');
      const calendario = g.uf
        ? `fins de semana, feriados nacionais e feriados estaduais de ${g.uf}`
        : 'fins de semana e feriados nacionais';
      paragrafo(
        doc,
        `Garantia e documentos: até ${g.prazoGarantia.dataFormatada} (${g.prazoGarantia.diasUteis} dias úteis a ` +
          'partir da assembleia) para pagar o boleto do lance e/ou assinar os termos do FGTS ou da troca de chaves ' +
          'e enviar os documentos da análise de crédito.',
      );
      paragrafo(
        doc,
        'Análise dos documentos: a administradora responde em até 48 horas úteis depois do envio' +
          (g.prazoAnalise ? `; para os documentos já enviados, até ${g.prazoAnalise}.` : '.'),
      );
      paragrafo(doc, `Os dias úteis não contam ${calendario}.`, { tamanho: 8 });
      aviso(
        doc,
        `Sem os documentos até ${g.prazoGarantia.dataFormatada}, a cota é descontemplada: ela continua ativa e ` +
          'volta a participar das assembleias, mas o crédito desta contemplação deixa de estar disponível.',
      );

      secao(doc, 'Documentos');
      if (g.documentos) {
        paragrafo(
          doc,
          `Ocupação: ${g.documentos.ocupacao} · Documento de identificação: ${g.documentos.identificacao}. ` +
            'Envie pelo app arquivos PDF, JPG ou JPEG de até 6 MB, legíveis e completos.',
        );
        tabela(
          doc,
          [
            { titulo: 'Documento', peso: 2.6 },
            { titulo: 'Categoria', peso: 1.1 },
            { titulo: 'Arquivos', peso: 0.8, alinhar: 'right' },
            { titulo: 'Orientação', peso: 3.2 },
          ],
          g.documentos.itens.map((d) => [
            d.obrigatorio ? d.descricao : `${d.descricao} (opcional)`,
            d.categoria,
            String(d.quantidade),
            d.orientacao ?? '',
          ]),
          { tamanho: 8 },
        );
      } else {
        paragrafo(
          doc,
          'Escolha sua ocupação no app para ver a lista completa de documentos. Todos enviam o documento ' +
            'pessoal, uma selfie (depois do documento pessoal) e um comprovante de residência no seu nome, com ' +
            'no máximo 60 dias; a renda é comprovada conforme a ocupação (holerites, extratos bancários dos ' +
            'últimos 180 dias, declaração de imposto de renda e outros).',
        );
      }

      secao(doc, 'Atendimento');
      paragrafo(
        doc,
        `Central de atendimento: ${g.horarioAtendimento.toLowerCase()}. Pelo app você acompanha cada etapa, ` +
          'envia e reenvia documentos e recebe um aviso sempre que a próxima etapa mudar de mãos.',
      );
    },
  );
}
