import { formatarCnpj, validarContaDaConcessionaria, type SituacaoFaturamentoNovo } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CamposContaBancaria } from '@/components/campos-conta-bancaria';
import { useContaBancaria } from '@/components/use-conta-bancaria';
import { useBancosDaCota } from '@/lib/bancos';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';

function Formulario({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho, guardar } = useRascunhoNovo(s.CaseNumber);
  const dealer = s.dados.concessionaria;
  const salvo = rascunho.dadosBancarios;
  const bancos = useBancosDaCota();
  // No Caixa operation: a dealer's account is not asked for one.
  const conta = useContaBancaria({
    favorecido: salvo?.favorecido ?? dealer?.razaoSocial ?? '',
    idBanco: String(salvo?.idBanco ?? ''),
    agencia: salvo?.agencia ?? '',
    digitoAgencia: salvo?.digitoAgencia ?? '',
    conta: salvo?.conta ?? '',
    tipoConta: salvo?.tipoConta ?? 'corrente',
  });
  if (!dealer)
    return (
      <Alert tone="info" titulo="Falta a concessionária">
        Informe primeiro a{' '}
        <Link to={c.dadosConcessionaria} className="font-semibold underline">
          concessionária
        </Link>
        .
      </Alert>
    );
  const continuar = (e: FormEvent) => {
    e.preventDefault();
    const v = conta.valores;
    const corpo = { ...v, cpfCnpj: dealer.cnpj, digitoAgencia: conta.comDigito ? v.digitoAgencia : null };
    const r = validarContaDaConcessionaria(corpo, dealer.cnpj);
    if (!r.valido) return conta.mostrarErros(r.erros);
    guardar({ dadosBancarios: corpo });
    void navigate(c.confirmarFaturamento);
  };
  return (
    <form noValidate onSubmit={continuar} className="flex flex-col gap-5">
      <p className="text-sm text-tinta-suave">
        A conta precisa estar no CNPJ da concessionária:{' '}
        <strong className="text-tinta">{formatarCnpj(dealer.cnpj)}</strong>.
      </p>
      <CamposContaBancaria
        conta={conta}
        bancos={bancos.data?.data ?? []}
        carregandoBancos={bancos.isPending}
        falhaBancos={bancos.isError ? { tentarDeNovo: () => void bancos.refetch() } : undefined}
      />
      <Button type="submit" className="sm:self-end">
        Continuar
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/** /faturamentonovo/dados-bancarios: the dealer's account, under its CNPJ (02 §5 bank rules). */
export default function DadosBancarios() {
  return (
    <TelaNovo
      titulo="Conta da concessionária"
      descricao="Onde pagamos o veículo."
      etapa={1}
      voltar={{ para: c.formaPagamento, rotulo: 'Voltar' }}
    >
      {(s) => <Formulario s={s} />}
    </TelaNovo>
  );
}
