import { formatarInscricao, validarDadosBancarios, type StatusFaturamentoCredito } from '@portal/domain';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CamposContaBancaria } from '@/components/campos-conta-bancaria';
import { useContaBancaria } from '@/components/use-conta-bancaria';
import { useBancosDaCota } from '@/lib/bancos';
import { useSessao } from '@/lib/session';
import { FALHA, TelaEspecie } from '../components/tela-especie';
import { caminhoDaTelaEspecie, caminhosFaturamentoEspecie as c } from '../paths';
import { useAtualizarEspecie } from '../use-faturamento-especie';

function Formulario({ s }: { s: StatusFaturamentoCredito }) {
  const cota = useSessao()?.cotaPadrao;
  const inscricao = cota?.cdInscricaoNacional ?? '';
  const navegar = useNavigate();
  const atualizar = useAtualizarEspecie();
  const salvo = s.dadosBancarios;
  const bancos = useBancosDaCota();
  const conta = useContaBancaria({
    favorecido: salvo?.favorecido ?? cota?.nomePessoa ?? '',
    idBanco: salvo ? String(salvo.idBanco) : '',
    agencia: salvo?.agencia ?? '',
    digitoAgencia: salvo?.digitoAgencia ?? '',
    conta: salvo ? `${salvo.conta}${salvo.digitoConta}` : '',
    tipoConta: salvo?.tipoConta ?? 'corrente',
    operacao: salvo?.operacao ?? '',
  });
  const travada = s.passos.termoAutorizacao;
  const continuar = (e: FormEvent) => {
    e.preventDefault();
    const v = conta.valores;
    const corpo = {
      ...v,
      cpfCnpj: inscricao,
      digitoAgencia: conta.comDigito ? v.digitoAgencia : null,
      operacao: conta.caixa ? v.operacao : null,
    };
    // 02 §5 on the phone first (the same rules the API applies to the holder's CPF/CNPJ).
    const r = validarDadosBancarios(corpo, inscricao);
    if (!r.valido) return conta.mostrarErros(r.erros);
    atualizar.mutate(
      { dadosBancarios: corpo },
      { onSuccess: (n) => void navegar(caminhoDaTelaEspecie(n.tela)) },
    );
  };
  if (travada)
    return (
      <Alert tone="info" titulo="Conta confirmada">
        A conta {salvo?.banco}, agência {salvo?.agencia}, conta {salvo?.conta}-{salvo?.digitoConta} foi
        confirmada no termo de autorização e não pode mais ser alterada.
      </Alert>
    );
  return (
    <form noValidate onSubmit={continuar} className="flex flex-col gap-5">
      <p className="text-sm text-tinta-suave">
        A conta precisa estar no {s.pessoaJuridica ? 'CNPJ' : 'CPF'} do titular da cota:{' '}
        <strong className="text-tinta">{formatarInscricao(inscricao)}</strong>. Conta salário não é aceita.
      </p>
      <CamposContaBancaria
        conta={conta}
        bancos={bancos.data?.data ?? []}
        carregandoBancos={bancos.isPending}
        falhaBancos={bancos.isError ? { tentarDeNovo: () => void bancos.refetch() } : undefined}
        operacao={{
          rotulo: 'Operação (Caixa)',
          dica: '3 ou 4 números; 037 é conta salário e não é aceita',
          depoisDoTipo: true,
        }}
      />
      {atualizar.isError && (
        <Alert tone="perigo" role="alert">
          {atualizar.error.message || FALHA}
        </Alert>
      )}
      <Button type="submit" className="sm:self-end" loading={atualizar.isPending}>
        Salvar a conta
      </Button>
    </form>
  );
}

/** /faturamentoespecie/dadosbancarios: the holder's account for the credit (every rule of 02 §5). */
export default function DadosBancarios() {
  return (
    <TelaEspecie
      titulo="Conta para receber o crédito"
      descricao="Onde depositamos o crédito da sua cota."
      voltar={{ para: c.identificacao, rotulo: 'Voltar' }}
    >
      {(s) => <Formulario s={s} />}
    </TelaEspecie>
  );
}
