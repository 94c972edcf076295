import { formatarInscricao, validarDadosBancarios } from '@portal/domain';
import { ChevronRight, Landmark } from 'lucide-react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CamposContaBancaria } from '@/components/campos-conta-bancaria';
import { TextField } from '@/components/text-field';
import { useContaBancaria } from '@/components/use-conta-bancaria';
import { useSessao } from '@/lib/session';
import { TelaDevolucao } from '../components/tela';
import { caminhosDevolucao as c } from '../paths';
import { guardarRascunho, lerAutorizacao, useRascunho } from '../rascunho';
import { useBancosDevolucao, useStatusDevolucao } from '../use-devolucao';

/**
 * /devolucao/dados-bancarios: the account that receives the refund, checked by every 02 §5 rule as the API
 * checks it: the quota holder's own CPF/CNPJ, no salary account, agency of 4 digits (Banco do Brasil's digit
 * apart), the account with its digit.
 */
export default function DadosBancarios() {
  const sessao = useSessao();
  const idCota = sessao?.idCotaPadrao ?? 0;
  const inscricao = sessao?.cotaPadrao?.cdInscricaoNacional ?? '';
  const navigate = useNavigate();
  const bancos = useBancosDevolucao();
  const status = useStatusDevolucao();
  const salvo = useRascunho(idCota).dadosBancarios;
  const conta = useContaBancaria(
    salvo ?? {
      favorecido: sessao?.cotaPadrao?.nomePessoa ?? '',
      cpfCnpj: inscricao ? formatarInscricao(inscricao) : '',
      idBanco: '',
      agencia: '',
      digitoAgencia: '',
      conta: '',
      tipoConta: 'corrente',
      operacao: '',
    },
  );
  if (!lerAutorizacao(idCota)) return <Navigate to={c.codigo} replace />;
  const { valores: v, erros } = conta;
  const continuar = (e: FormEvent) => {
    e.preventDefault();
    // The draft keeps blanks, not nulls, for the fields this bank does not show.
    const corpo = {
      ...v,
      digitoAgencia: conta.comDigito ? v.digitoAgencia : '',
      operacao: conta.caixa ? v.operacao : '',
    };
    const r = validarDadosBancarios(corpo, inscricao);
    if (!r.valido) return conta.mostrarErros(r.erros);
    guardarRascunho(idCota, { dadosBancarios: corpo });
    void navigate(c.confirmacao);
  };
  const voltar = status.data?.pessoa === 'J' ? c.documentoSocio : c.documentos;
  return (
    <TelaDevolucao
      titulo="Conta para receber"
      descricao="A conta precisa ser do titular da cota: mesmo CPF ou CNPJ. Conta salário não é aceita."
      icone={Landmark}
      voltar={{ para: voltar, rotulo: 'Voltar' }}
    >
      <form noValidate onSubmit={continuar} className="flex flex-col gap-5">
        <CamposContaBancaria
          conta={conta}
          bancos={bancos.data?.data ?? []}
          carregandoBancos={bancos.isPending}
          falhaBancos={bancos.isError ? { tentarDeNovo: () => void bancos.refetch() } : undefined}
          titular={
            <TextField
              label="CPF/CNPJ do titular"
              value={v.cpfCnpj}
              onChange={conta.mudar('cpfCnpj')}
              error={erros.cpfCnpj}
              inputMode="numeric"
            />
          }
          operacao={{ rotulo: 'Operação', dica: '3 ou 4 números (Caixa)' }}
        />
        {conta.temErros && <Alert tone="perigo">Corrija os campos indicados.</Alert>}
        <Button type="submit" className="sm:self-end">
          Continuar
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Button>
      </form>
    </TelaDevolucao>
  );
}
