import {
  ROTA_DO_TIPO_VENDEDOR,
  anexosDoVendedor,
  faseEm,
  formatarData,
  formatarMoeda,
  type CodigoFase,
  type SituacaoFaturamentoSeminovo,
} from '@portal/domain';
import { clsx } from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Avancar, Texto } from '../partes';
import { EnvioVendedor, type CHAMADAS_VENDEDOR, type DocumentoPedido } from '../components/envio-vendedor';
import { AssinarAutorizacao } from '../components/assinar-autorizacao';
import { EscolherOutroVeiculo } from '../components/escolher-outro';
import { Dados, TelaSeminovo, type IndiceEtapa } from '../components/tela-seminovo';
import { useAutorizacao } from '../use-faturamento-seminovo';
import { caminhoSeminovo, caminhoVendedor, caminhosFaturamentoSeminovo as c } from '../paths';

/** What the analyst wrote (the reason of a refusal, a pendency), when there is one. */
function Motivo({ s, titulo }: { s: SituacaoFaturamentoSeminovo; titulo: string }) {
  return (
    <Alert tone="alerta" titulo={titulo} role="alert">
      {s.respostaAnalista ?? 'Fale com a gente se precisar de ajuda.'}
    </Alert>
  );
}

/** A waiting screen: the case is with the analysts; the central shows where it is. */
function Espera({ titulo, texto, etapa }: { titulo: string; texto: ReactNode; etapa?: IndiceEtapa }) {
  return (
    <TelaSeminovo titulo={titulo} etapa={etapa} voltar={{ para: c.central, rotulo: 'Central' }}>
      {() => (
        <Alert tone="info" titulo="Em análise" role="status">
          {texto}
        </Alert>
      )}
    </TelaSeminovo>
  );
}

/** The seller's documents to send again: every one of the seller's type, none required but one at least. */
function documentosDeNovo(s: SituacaoFaturamentoSeminovo): DocumentoPedido[] {
  if (!s.dados.tipoVendedor) return [];
  return anexosDoVendedor(s.dados.tipoVendedor).map((a) => ({
    codigo: a.anexo.toLowerCase() as Lowercase<typeof a.anexo>,
    rotulo: a.rotulo,
    descricao: a.anexo === 'ATPV' ? 'Somente PDF.' : `${a.formatos}.`,
    obrigatorio: false,
  }));
}

/** A pendency the customer answers with documents: the reason, the upload, then `destino`. */
function Pendencia({
  titulo,
  motivo,
  etapa,
  pedidos,
  chamada,
  destino,
}: {
  titulo: string;
  motivo: string;
  etapa?: IndiceEtapa;
  pedidos: (s: SituacaoFaturamentoSeminovo) => DocumentoPedido[];
  chamada: (s: SituacaoFaturamentoSeminovo) => keyof typeof CHAMADAS_VENDEDOR;
  destino: string;
}) {
  return (
    <TelaSeminovo titulo={titulo} etapa={etapa} voltar={{ para: c.central, rotulo: 'Central' }}>
      {(s) => (
        <>
          <Motivo s={s} titulo={motivo} />
          <EnvioVendedor
            numeroCaso={s.CaseNumber}
            pedidos={pedidos(s)}
            chamada={chamada(s)}
            destino={destino}
            rotulo="Reenviar documentos"
          />
        </>
      )}
    </TelaSeminovo>
  );
}

/** /faturamentoseminovo/proprietariorecusado: the owner's documents refused (illegible, incorrect, Sworks). */
export function ProprietarioRecusado() {
  return (
    <TelaSeminovo
      titulo="Documentos do vendedor recusados"
      descricao="Os documentos precisam estar legíveis, completos e corretos."
      etapa={3}
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={() => (
        <Avancar para={caminhoSeminovo('proprietariorecusado/reenvio')}>Reenviar documentos</Avancar>
      )}
    >
      {(s) => <Motivo s={s} titulo="O que precisa ser corrigido" />}
    </TelaSeminovo>
  );
}

/** …/proprietariorecusado/reenvio: the documents again (solicitar-vendedor-reenvio, or the additional ones). */
export function ProprietarioReenvio() {
  return (
    <Pendencia
      titulo="Reenvie os documentos do vendedor"
      motivo="O que precisa ser corrigido"
      etapa={3}
      pedidos={documentosDeNovo}
      chamada={(s) => (faseEm(s.Fase__c, ['PENDENCIA_SWORKS']) ? 'adicionais' : 'reenvio')}
      destino={caminhoSeminovo('proprietariorecusado/enviado')}
    />
  );
}

export const ProprietarioEnviado = () => (
  <Espera
    titulo="Documentos reenviados"
    etapa={3}
    texto="Recebemos os documentos do vendedor. A análise leva até 48 horas úteis."
  />
);

/** /faturamentoseminovo/pendencianotafiscal: the invoice has a problem; the correction letter is sent. */
export function PendenciaNotaFiscal() {
  return (
    <Pendencia
      titulo="Pendência na nota fiscal"
      motivo="O que precisa ser corrigido na nota"
      etapa={3}
      pedidos={() => [
        {
          codigo: 'carta_correcao',
          rotulo: 'Carta de correção',
          descricao: 'Emitida pelo vendedor. PDF, JPG ou JPEG.',
          obrigatorio: true,
        },
      ]}
      chamada={() => 'cartaCorrecao'}
      destino={caminhoSeminovo('cartacorrecaoenviada')}
    />
  );
}

export const CartaCorrecaoEnviada = () => (
  <Espera
    titulo="Carta de correção enviada"
    etapa={3}
    texto="Recebemos a carta de correção. A análise leva até 48 horas úteis."
  />
);

/** /faturamentoseminovo/reanalise-faturamento: the billing needs corrections; corrected documents sent. */
export function ReanaliseFaturamento() {
  return (
    <Pendencia
      titulo="Correção do faturamento"
      motivo="O que precisa ser corrigido"
      etapa={3}
      pedidos={(s) => [
        ...documentosDeNovo(s),
        {
          codigo: 'documento_extra',
          rotulo: 'Documento adicional',
          descricao: 'Outro documento que explique a correção.',
          obrigatorio: false,
        },
      ]}
      chamada={() => 'reanaliseFaturamento'}
      destino={caminhoSeminovo('reanalise-faturamento/enviada')}
    />
  );
}

export const ReanaliseEnviada = () => (
  <Espera
    titulo="Correção enviada"
    etapa={3}
    texto="Recebemos os documentos corrigidos. A nova análise leva até 48 horas úteis."
  />
);

/** /faturamentoseminovo/dados-proprietario-divergente (REVALIDAR_VENDEDOR): the seller's data to fix. */
export function DadosProprietarioDivergente() {
  return (
    <TelaSeminovo
      titulo="Dados do vendedor divergentes"
      descricao="Os dados informados não conferem com os documentos do veículo."
      etapa={3}
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={(s) => (
        <Avancar
          para={caminhoVendedor(
            s.dados.tipoVendedor ? ROTA_DO_TIPO_VENDEDOR[s.dados.tipoVendedor] : 'pessoafisica',
            'dadospessoais',
          )}
        >
          Corrigir os dados
        </Avancar>
      )}
    >
      {(s) => (
        <>
          <Motivo s={s} titulo="O que não confere" />
          {s.dados.vendedor && (
            <Dados
              itens={[
                ['Vendedor', s.dados.vendedor.nome],
                ['Banco', s.dados.vendedor.dadosBancarios.banco],
              ]}
            />
          )}
        </>
      )}
    </TelaSeminovo>
  );
}

export const OrdemCompra = () => (
  <Espera
    titulo="Pedido de compra em análise"
    etapa={3}
    texto="Um analista confere o pedido de compra do veículo e avisa você aqui."
  />
);

/**
 * /faturamentoseminovo/assinaturacontrato: the contract signature step, driven by the phase (the analyst
 * registers the signed contract; the seller's signature must be notarized, 02 §5).
 */
export function AssinaturaContrato() {
  const autorizada = Boolean(useAutorizacao().data?.assinatura);
  return (
    <TelaSeminovo titulo="Assinatura do contrato" etapa={4} voltar={{ para: c.central, rotulo: 'Central' }}>
      {(s) => {
        const assinado = faseEm(s.Fase__c, ['DOCUMENTO_ASSINADO']);
        const pendente = faseEm(s.Fase__c, ['PENDENCIA_CONTRATO']);
        return (
          <>
            <Alert
              tone={assinado ? 'sucesso' : pendente ? 'alerta' : 'info'}
              titulo={
                assinado
                  ? 'Contrato assinado'
                  : pendente
                    ? 'Pendência no contrato'
                    : autorizada
                      ? 'Autorização assinada'
                      : 'Documentos aprovados'
              }
              role="status"
            >
              {assinado
                ? 'Agora programamos o pagamento ao vendedor.'
                : pendente
                  ? (s.respostaAnalista ?? 'Falta uma assinatura no contrato.')
                  : autorizada
                    ? 'Falta o contrato de compra e venda com a assinatura do vendedor.'
                    : 'Assine a autorização de faturamento abaixo; o contrato de compra e venda segue com o vendedor.'}
            </Alert>
            <AssinarAutorizacao contratoAssinado={assinado} />
            {!assinado && (
              <Texto>
                A assinatura do vendedor no contrato de compra e venda precisa ter firma reconhecida em
                cartório. Avisaremos você quando o contrato estiver assinado.
              </Texto>
            )}
            <Dados
              itens={[
                [
                  'Veículo',
                  s.dados.veiculo
                    ? `${s.dados.veiculo.marca} ${s.dados.veiculo.modelo} ${s.dados.veiculo.ano}`
                    : '—',
                ],
                ['Vendedor', s.dados.vendedor?.nome ?? '—'],
              ]}
            />
          </>
        );
      }}
    </TelaSeminovo>
  );
}

const LIBERADO: CodigoFase[] = ['PAGAMENTO_LIBERADO', 'AGUARDANDO_PAGAMENTO', 'PAGAMENTO_ENVIADO'];

/** /faturamentoseminovo/acompanharpagamento: the payment to the seller, step by step, until sent. */
export function AcompanharPagamento() {
  return (
    <TelaSeminovo titulo="Acompanhe o pagamento" descricao="Pagamos o vendedor na conta informada.">
      {(s) => {
        const enviado = faseEm(s.Fase__c, ['PAGAMENTO_ENVIADO']);
        const enviadoEm = (s.dados as { pagamentoEnviadoEm?: unknown }).pagamentoEnviadoEm;
        const passos = [
          { titulo: 'Contrato assinado', feito: true },
          { titulo: 'Pagamento programado', feito: true },
          { titulo: 'Pagamento liberado', feito: faseEm(s.Fase__c, LIBERADO) },
          { titulo: 'Pagamento enviado ao vendedor', feito: enviado },
        ];
        const valor = s.dados.veiculo
          ? Math.min(s.dados.veiculo.valor, s.creditoAposTaxas)
          : s.creditoAposTaxas;
        return (
          <>
            <div aria-live="polite" className="rounded-2xl bg-fundo p-4">
              <p className="text-sm text-tinta-suave">Situação</p>
              <p className="text-lg font-semibold text-tinta">
                {enviado
                  ? `Pagamento enviado${typeof enviadoEm === 'string' ? ` em ${formatarData(enviadoEm.slice(0, 10))}` : ''}`
                  : s.Fase__c}
              </p>
              <p className="text-sm text-tinta-suave">
                Valor pago com o crédito:{' '}
                <span className="tabular font-semibold text-tinta">{formatarMoeda(valor)}</span>
              </p>
            </div>
            <ol className="flex flex-col gap-3" aria-label="Etapas do pagamento">
              {passos.map((p) => (
                <li key={p.titulo} className="flex items-center gap-3">
                  {p.feito ? (
                    <CheckCircle2 className="size-5 shrink-0 text-sucesso" aria-hidden="true" />
                  ) : (
                    <Circle className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
                  )}
                  <span
                    className={clsx(
                      'text-[0.9375rem]',
                      p.feito ? 'font-semibold text-tinta' : 'text-tinta-suave',
                    )}
                  >
                    {p.titulo}
                    <span className="sr-only">{p.feito ? ' (concluída)' : ' (pendente)'}</span>
                  </span>
                </li>
              ))}
            </ol>
            <Dados
              itens={[
                ['Vendedor', s.dados.vendedor?.nome ?? '—'],
                ['Banco', s.dados.vendedor?.dadosBancarios.banco ?? '—'],
                ['Taxas de vistoria', formatarMoeda(s.taxasCobradas.reduce((t, x) => t + x.valor, 0))],
              ]}
            />
          </>
        );
      }}
    </TelaSeminovo>
  );
}

/** /faturamentoseminovo/pendencia-detran: a lien found; the customer resolves it or chooses another vehicle. */
export function PendenciaDetran() {
  return (
    <TelaSeminovo
      titulo="Pendência no Detran"
      descricao="O veículo tem uma pendência que impede a transferência."
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={(s) => <EscolherOutroVeiculo s={s} />}
    >
      {(s) => (
        <>
          <Motivo s={s} titulo="A pendência" />
          <Texto>
            O vendedor resolve a pendência (gravame, multas ou restrição) e nós conferimos de novo; ou você
            escolhe outro veículo.
          </Texto>
        </>
      )}
    </TelaSeminovo>
  );
}

/** /faturamentoseminovo/vistoriarecusada: the vehicle refused by the inspection; another vehicle or resend. */
export function VistoriaRecusada() {
  return (
    <TelaSeminovo
      titulo="Vistoria recusada"
      descricao="O veículo não foi aprovado na vistoria."
      etapa={2}
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={(s) => <EscolherOutroVeiculo s={s} />}
    >
      {(s) => (
        <>
          <Motivo s={s} titulo="Motivo da recusa" />
          <Dados
            itens={[
              [
                'Veículo',
                s.dados.veiculo
                  ? `${s.dados.veiculo.marca} ${s.dados.veiculo.modelo} ${s.dados.veiculo.ano}`
                  : '—',
              ],
              ['Taxas já cobradas', formatarMoeda(s.taxasCobradas.reduce((t, x) => t + x.valor, 0))],
              ['Crédito após as taxas', formatarMoeda(s.creditoAposTaxas)],
            ]}
          />
          <Texto>
            Escolha outro veículo: você refaz a simulação e a vistoria, que custa{' '}
            {formatarMoeda(s.taxas.vistoria)} de novo. Se a recusa foi por um documento, reenvie-o para uma
            nova análise.
          </Texto>
          <EnvioVendedor
            numeroCaso={s.CaseNumber}
            pedidos={[
              {
                codigo: 'documento_extra',
                rotulo: 'Documento que corrige a recusa',
                descricao: 'O documento pedido no motivo. PDF, JPG ou JPEG.',
                obrigatorio: true,
              },
            ]}
            chamada="reanaliseVistoria"
            destino={caminhoSeminovo('vistoriarecusada/documentoreenviado')}
            rotulo="Reenviar documento"
          />
        </>
      )}
    </TelaSeminovo>
  );
}

export const DocumentoReenviado = () => (
  <Espera
    titulo="Documento reenviado"
    etapa={2}
    texto="Recebemos o documento. A nova análise da vistoria leva até 48 horas úteis."
  />
);
