import { cnpjValido, formatarMoeda, mascaraCpfCnpj, normalizarInscricao } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';
import { useCadastrarVeiculo } from '../use-faturamento-novo';
import type { SituacaoFaturamentoNovo } from '@portal/domain';

const OBRIGATORIO = 'Campo obrigatório';

function Formulario({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho } = useRascunhoNovo(s.CaseNumber);
  const cadastro = useCadastrarVeiculo();
  const [cnpj, setCnpj] = useState(mascaraCpfCnpj(s.dados.concessionaria?.cnpj ?? ''));
  const [razao, setRazao] = useState(s.dados.concessionaria?.razaoSocial ?? '');
  const [erros, setErros] = useState<{ cnpj?: string; razao?: string }>({});
  const veiculo = rascunho.veiculo ?? s.dados.veiculo;
  const valorCompra = rascunho.valorCompra ?? s.dados.valorCompra;

  if (!veiculo || !valorCompra)
    return (
      <Alert tone="info" titulo="Falta o veículo">
        Informe primeiro o{' '}
        <Link to={c.valorCompra} className="font-semibold underline">
          valor da compra
        </Link>{' '}
        e os dados do veículo.
      </Alert>
    );

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const achados = {
      cnpj: !cnpj.trim() ? OBRIGATORIO : cnpjValido(cnpj) ? undefined : 'CNPJ inválido.',
      razao: razao.trim() ? undefined : OBRIGATORIO,
    };
    if (achados.cnpj || achados.razao) return setErros(achados);
    cadastro.mutate(
      {
        valorCompra,
        veiculo: {
          tipo: veiculo.tipo as never,
          marca: veiculo.marca,
          modelo: veiculo.modelo,
          codigoFabricante: veiculo.codigoFabricante ?? null,
          codigoModelo: veiculo.codigoModelo ?? null,
          anoFabricacao: veiculo.anoFabricacao,
          anoModelo: veiculo.anoModelo,
          cor: veiculo.cor,
        },
        concessionaria: { cnpj: normalizarInscricao(cnpj), razaoSocial: razao.trim() },
      },
      { onSuccess: () => void navigate(c.formaPagamento) },
    );
  };

  return (
    <form noValidate onSubmit={enviar} className="flex flex-col gap-5" id="form-concessionaria">
      <p className="text-sm text-tinta-suave">
        {veiculo.marca} {veiculo.modelo} {veiculo.anoFabricacao}/{veiculo.anoModelo} ·{' '}
        <span className="tabular">{formatarMoeda(valorCompra)}</span>
      </p>
      <MaskedField
        label="CNPJ da concessionária"
        mascara={mascaraCpfCnpj}
        value={cnpj}
        onValueChange={(t) => {
          setCnpj(t);
          setErros((x) => ({ ...x, cnpj: undefined }));
        }}
        error={erros.cnpj}
      />
      <TextField
        label="Razão social"
        value={razao}
        onChange={(e) => {
          setRazao(e.target.value);
          setErros((x) => ({ ...x, razao: undefined }));
        }}
        error={erros.razao}
        autoComplete="organization"
      />
      {cadastro.isError && (
        <Alert tone="perigo" titulo="Não foi possível salvar">
          {cadastro.error instanceof ApiError
            ? cadastro.error.mensagem
            : 'Falha ao realizar esta operacao, tente novamente em instantes.'}
        </Alert>
      )}
      <Button type="submit" loading={cadastro.isPending} className="sm:self-end">
        Salvar e continuar
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/** /faturamentonovo/dados-concessionaria: the dealer; sends the vehicle, value and dealer (cadastrar-veiculo). */
export default function DadosConcessionaria() {
  return (
    <TelaNovo
      titulo="Dados da concessionária"
      descricao="Quem vende o veículo e recebe o pagamento."
      etapa={0}
      voltar={{ para: c.dadosVeiculo, rotulo: 'Voltar' }}
    >
      {(s) => <Formulario s={s} />}
    </TelaNovo>
  );
}
