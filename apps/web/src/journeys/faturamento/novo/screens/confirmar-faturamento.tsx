import {
  bancoPorCodigo,
  formatarCnpj,
  formatarMoeda,
  FORMAS_PAGAMENTO_NOVO,
  TIPOS_CONTA_ROTULO,
  ROTULOS_TIPO_VEICULO,
  valorEnviadoDaCompra,
  valorRecursosProprios,
  type SituacaoFaturamentoNovo,
  type TipoVeiculo,
} from '@portal/domain';
import { Check } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { ApiError } from '@/lib/api';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';
import { useSolicitarFaturamento } from '../use-faturamento-novo';

function Resumo({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho, limpar } = useRascunhoNovo(s.CaseNumber);
  const solicitar = useSolicitarFaturamento();
  const { veiculo, concessionaria, valorCompra = 0 } = s.dados;
  const conta = rascunho.dadosBancarios;
  const forma = rascunho.formaPagamento;
  if (!veiculo || !concessionaria || !conta || !forma)
    return (
      <Alert tone="info" titulo="Faltam dados">
        Volte e informe a{' '}
        <Link to={c.formaPagamento} className="font-semibold underline">
          forma de pagamento
        </Link>{' '}
        e a conta da concessionária.
      </Alert>
    );
  const doBanco = conta.idBanco ? bancoPorCodigo(conta.idBanco) : null;
  const banco = doBanco ? `${doBanco.codigo} – ${doBanco.nome}` : '';
  const confirmar = () =>
    solicitar.mutate(
      { formaPagamento: forma, dadosBancarios: conta },
      {
        onSuccess: () => {
          limpar();
          void navigate(c.envioDocumentos);
        },
      },
    );
  return (
    <>
      <section aria-labelledby="resumo-veiculo">
        <h2 id="resumo-veiculo" className="text-base font-semibold text-tinta">
          Veículo
        </h2>
        <DescriptionList
          itens={[
            { termo: 'Tipo', descricao: ROTULOS_TIPO_VEICULO[veiculo.tipo as TipoVeiculo] ?? veiculo.tipo },
            { termo: 'Marca e modelo', descricao: `${veiculo.marca} ${veiculo.modelo}` },
            { termo: 'Ano', descricao: veiculo.ano },
            { termo: 'Cor', descricao: veiculo.cor },
          ]}
        />
      </section>
      <section aria-labelledby="resumo-valores">
        <h2 id="resumo-valores" className="text-base font-semibold text-tinta">
          Valores
        </h2>
        <DescriptionList
          itens={[
            { termo: 'Valor da compra', descricao: formatarMoeda(valorCompra) },
            {
              termo: 'Pago com o crédito',
              descricao: formatarMoeda(valorEnviadoDaCompra(valorCompra, s.creditoDisponivel)),
            },
            {
              termo: 'Pago por você',
              descricao: formatarMoeda(valorRecursosProprios(valorCompra, s.creditoDisponivel)),
            },
            { termo: 'Forma de pagamento', descricao: FORMAS_PAGAMENTO_NOVO[forma] },
          ]}
        />
      </section>
      <section aria-labelledby="resumo-concessionaria">
        <h2 id="resumo-concessionaria" className="text-base font-semibold text-tinta">
          Concessionária e conta
        </h2>
        <DescriptionList
          itens={[
            { termo: 'Razão social', descricao: concessionaria.razaoSocial },
            { termo: 'CNPJ', descricao: formatarCnpj(concessionaria.cnpj) },
            { termo: 'Banco', descricao: banco },
            { termo: 'Agência e conta', descricao: `${conta.agencia ?? ''} · ${conta.conta ?? ''}` },
            {
              termo: 'Tipo de conta',
              descricao: TIPOS_CONTA_ROTULO[conta.tipoConta as keyof typeof TIPOS_CONTA_ROTULO] ?? '',
            },
          ]}
        />
      </section>
      {solicitar.isError && (
        <Alert tone="perigo" titulo="Não foi possível confirmar">
          {solicitar.error instanceof ApiError
            ? solicitar.error.mensagem
            : 'Falha ao realizar esta operacao, tente novamente em instantes.'}
        </Alert>
      )}
      <Button
        onClick={confirmar}
        loading={solicitar.isPending}
        icon={<Check className="size-4" aria-hidden="true" />}
      >
        Confirmar faturamento
      </Button>
    </>
  );
}

/** /faturamentonovo/confirmar-faturamento: the summary and the confirmation (once, 02 §7 faturamento/solicitar). */
export default function ConfirmarFaturamento() {
  return (
    <TelaNovo
      titulo="Confira e confirme"
      descricao="Depois de confirmar, você envia os documentos da concessionária."
      etapa={1}
      voltar={{ para: c.dadosBancarios, rotulo: 'Voltar' }}
    >
      {(s) => <Resumo s={s} />}
    </TelaNovo>
  );
}
