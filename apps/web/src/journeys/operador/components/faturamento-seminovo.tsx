import {
  casosOperacoes,
  formatarInscricao,
  formatarMoeda,
  faturamentoSeminovoOperacoes,
  type AcaoAnalistaSeminovoBody,
  type PainelAnalistaSeminovo,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { formatarDataHora } from './aparencia';
import { PainelDeFaturamento } from './painel-faturamento';
import { ArquivosDaVistoria, RegistrarLaudo } from './vistoria-seminovo';

const TIPO_VISTORIA = {
  VISTORIA_DIGITAL: 'Digital (fotos pelo celular)',
  VISTORIA_TECNICA: 'Técnica (visita)',
};

function itensDoSeminovo({ dados, taxasCobradas, autorizacao }: PainelAnalistaSeminovo): [string, string][] {
  const v = dados.veiculo;
  const visita = dados.vistoria?.horarioVisita;
  const endereco = dados.vistoria?.endereco;
  return [
    ['Veículo', v ? `${v.marca} ${v.modelo} ${v.ano}` : '—'],
    ['Placa', v ? `${v.placa} (${v.uf})` : '—'],
    ['Valor FIPE', v ? formatarMoeda(v.valor) : '—'],
    ['Vistoria', dados.tipoVistoria ? TIPO_VISTORIA[dados.tipoVistoria] : '—'],
    ['Visita', visita ? formatarDataHora(visita) : '—'],
    [
      'Fotos da vistoria digital',
      dados.vistoria?.fotosEnviadasEm
        ? `${dados.vistoria.fotos?.length ?? 0} fotos enviadas em ${formatarDataHora(dados.vistoria.fotosEnviadasEm)}`
        : dados.tipoVistoria === 'VISTORIA_DIGITAL'
          ? 'Aguardando as fotos do cliente'
          : '—',
    ],
    ['Laudo', dados.laudo ? `${dados.laudo.numero} (${formatarDataHora(dados.laudo.registradoEm)})` : '—'],
    [
      'Endereço da vistoria',
      endereco ? `${endereco.logradouro}, ${endereco.numero} — ${endereco.cidade}/${endereco.estado}` : '—',
    ],
    ['Vendedor', dados.vendedor ? dados.vendedor.nome : '—'],
    ['CPF/CNPJ do vendedor', dados.vendedor ? formatarInscricao(dados.vendedor.cpfCnpj) : '—'],
    [
      'Taxas cobradas',
      taxasCobradas.length
        ? taxasCobradas
            .map(
              (t) =>
                `${formatarMoeda(t.valor)} (${t.tipo === 'VISTORIA' ? 'vistoria' : 'revistoria'}, ${formatarDataHora(t.cobradaEm)})`,
            )
            .join('; ')
        : 'Nenhuma',
    ],
    // The customer's signature in the portal (ADR 0057): the contract is registered only after it.
    [
      'Autorização de faturamento',
      autorizacao
        ? `Assinada pelo cliente em ${formatarDataHora(autorizacao.assinadaEm)}, IP ${autorizacao.ip}, SHA-256 ${autorizacao.sha256}`
        : 'Ainda não assinada pelo cliente',
    ],
  ];
}

/**
 * A used-vehicle billing case in the back-office (issue 21, ADR 0047): the vehicle, the inspection, the seller
 * and the fees charged, then the analyst's actions of the phase (book the inspection, inspector not received,
 * report, approve or refuse the vehicle and the seller's documents, divergence, signature, payment sent).
 */
export function FaturamentoSeminovoDoCaso({ numero }: { numero: string }) {
  const params = { caseNumber: numero };
  const painel = useQuery({
    ...consulta(faturamentoSeminovoOperacoes.painelAnalista, { params }),
    retry: false,
  });
  const queryClient = useQueryClient();
  const toast = useToast();
  const acao = useMutation({
    mutationFn: (body: AcaoAnalistaSeminovoBody) =>
      chamar(faturamentoSeminovoOperacoes.acaoDoAnalista, { params, body }),
    onSuccess: (p) => {
      queryClient.setQueryData(chave(faturamentoSeminovoOperacoes.painelAnalista, { params }), p);
      void queryClient.invalidateQueries({ queryKey: chave(casosOperacoes.detalheOperador, { params }) });
      toast({ titulo: 'Faturamento atualizado', descricao: `Fase: ${p.Fase__c}` });
    },
    meta: { erroTratado: true },
  });
  if (!painel.data) return null;
  // The report is recorded with its PDF: its own form, not a text field of the generic list.
  const laudo = painel.data.acoes.find((a) => a.pede === 'laudo');
  return (
    <PainelDeFaturamento
      id="painel-faturamento-seminovo"
      titulo="Faturamento do veículo seminovo"
      itens={itensDoSeminovo(painel.data)}
      acoes={painel.data.acoes.flatMap((a) => (a.pede === 'laudo' ? [] : [{ ...a, pede: a.pede }]))}
      executando={acao.isPending ? acao.variables.acao : null}
      erro={acao.error}
      aoExecutar={(a, texto, limpar) =>
        acao.mutate({ acao: a as AcaoAnalistaSeminovoBody['acao'], ...texto }, { onSuccess: limpar })
      }
    >
      <ArquivosDaVistoria numero={numero} painel={painel.data} />
      {laudo && (
        <RegistrarLaudo
          numero={numero}
          rotulo={laudo.rotulo}
          executando={acao.isPending && acao.variables.acao === 'registrar-laudo'}
          aoRegistrar={(dados, limpar) =>
            acao.mutate({ acao: 'registrar-laudo', ...dados }, { onSuccess: limpar })
          }
        />
      )}
    </PainelDeFaturamento>
  );
}
