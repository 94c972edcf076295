import {
  cnpjDaConcessionaria,
  formatarMoeda,
  mascaraCpfCnpj,
  MENSAGENS_VEICULOS,
  type Concessionaria,
  type SituacaoFaturamentoNovo,
} from '@portal/domain';
import { Building2, ChevronRight, Search } from 'lucide-react';
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
import { useBuscarConcessionaria, useSolicitarFornecedor } from '../use-catalogo';
import { useCadastrarVeiculo } from '../use-faturamento-novo';

const OBRIGATORIO = 'Campo obrigatório';
const FALHA = 'Falha ao realizar esta operacao, tente novamente em instantes.';
const mensagem = (e: unknown) => (e instanceof ApiError ? e.mensagem : FALHA);

/** Not in the catalogue: the customer asks for its inclusion (POST /fornecedores), then waits. */
function PedidoDeInclusao({ idCota, cnpj }: { idCota: number; cnpj: string }) {
  const navigate = useNavigate();
  const pedido = useSolicitarFornecedor();
  const [v, setV] = useState({ razaoSocial: '', cidade: '', uf: '' });
  const [erros, setErros] = useState<Partial<Record<keyof typeof v, string>>>({});
  const mudar = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [k]: e.target.value }));
    setErros((x) => ({ ...x, [k]: undefined }));
  };
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const achados = {
      razaoSocial: v.razaoSocial.trim() ? undefined : OBRIGATORIO,
      cidade: v.cidade.trim() ? undefined : OBRIGATORIO,
      uf: /^[A-Za-z]{2}$/.test(v.uf.trim()) ? undefined : 'Informe a UF com 2 letras.',
    };
    if (Object.values(achados).some(Boolean)) return setErros(achados);
    pedido.mutate(
      { idCota, cnpj, razaoSocial: v.razaoSocial.trim(), cidade: v.cidade.trim(), uf: v.uf.trim() },
      { onSuccess: () => void navigate(c.aguardeInclusaoDeConcessionaria) },
    );
  };
  return (
    <form noValidate onSubmit={enviar} className="flex flex-col gap-4" aria-labelledby="titulo-inclusao">
      <Alert tone="alerta" titulo="Concessionária não encontrada">
        Peça a inclusão dela: o pedido é analisado em até 48 horas.
      </Alert>
      <h2 id="titulo-inclusao" className="font-semibold text-tinta">
        Pedir a inclusão da concessionária
      </h2>
      <TextField
        label="Razão social"
        value={v.razaoSocial}
        onChange={mudar('razaoSocial')}
        error={erros.razaoSocial}
        autoComplete="organization"
      />
      <div className="grid grid-cols-[1fr_5.5rem] gap-4">
        <TextField label="Cidade" value={v.cidade} onChange={mudar('cidade')} error={erros.cidade} />
        <TextField
          label="UF"
          value={v.uf}
          maxLength={2}
          onChange={mudar('uf')}
          error={erros.uf}
          autoCapitalize="characters"
        />
      </div>
      {pedido.isError && (
        <Alert tone="perigo" titulo="Não foi possível enviar o pedido">
          {mensagem(pedido.error)}
        </Alert>
      )}
      <Button type="submit" loading={pedido.isPending} className="sm:self-end">
        Enviar pedido de inclusão
      </Button>
    </form>
  );
}

function Formulario({ s, idCota }: { s: SituacaoFaturamentoNovo; idCota: number }) {
  const navigate = useNavigate();
  const { rascunho } = useRascunhoNovo(s.CaseNumber);
  const cadastro = useCadastrarVeiculo();
  const busca = useBuscarConcessionaria();
  const [cnpj, setCnpj] = useState(mascaraCpfCnpj(s.dados.concessionaria?.cnpj ?? ''));
  const [erro, setErro] = useState<string>();
  const [buscado, setBuscado] = useState<string>();
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

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    const normal = cnpjDaConcessionaria(cnpj);
    if (!normal) return setErro(cnpj.trim() ? MENSAGENS_VEICULOS.cnpjInvalido : OBRIGATORIO);
    setBuscado(normal);
    cadastro.reset();
    busca.mutate(normal);
  };

  const confirmar = (d: Concessionaria) =>
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
        concessionaria: { cnpj: d.cnpj, razaoSocial: d.razaoSocial },
      },
      { onSuccess: () => void navigate(c.formaPagamento) },
    );

  const naoEncontrada = busca.error instanceof ApiError && busca.error.status === 404;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-tinta-suave">
        {veiculo.marca} {veiculo.modelo} {veiculo.anoFabricacao}/{veiculo.anoModelo} ·{' '}
        <span className="tabular">{formatarMoeda(valorCompra)}</span>
      </p>
      <form noValidate onSubmit={buscar} className="flex flex-col gap-4">
        <MaskedField
          label="CNPJ da concessionária"
          mascara={mascaraCpfCnpj}
          value={cnpj}
          onValueChange={(t) => {
            setCnpj(t);
            setErro(undefined);
          }}
          error={erro}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={busca.isPending}
          icon={<Search className="-ml-1 size-4" aria-hidden="true" />}
          className="sm:self-end"
        >
          Buscar concessionária
        </Button>
      </form>
      {busca.isError && !naoEncontrada && (
        <Alert tone="perigo" titulo="Não foi possível buscar">
          {mensagem(busca.error)}
        </Alert>
      )}
      {busca.data && (
        <section
          aria-labelledby="titulo-concessionaria"
          className="flex flex-col gap-4 rounded-2xl border border-borda p-4"
        >
          <div className="flex items-start gap-3">
            <Building2 className="mt-0.5 size-6 shrink-0 text-primaria" aria-hidden="true" />
            <div className="min-w-0">
              <h2 id="titulo-concessionaria" className="font-semibold text-tinta">
                {busca.data.razaoSocial}
              </h2>
              {busca.data.nomeFantasia && (
                <p className="text-sm text-tinta-suave">{busca.data.nomeFantasia}</p>
              )}
              <p className="text-sm text-tinta-suave">
                {busca.data.cidade}/{busca.data.uf} · CNPJ {mascaraCpfCnpj(busca.data.cnpj)}
              </p>
            </div>
          </div>
          {cadastro.isError && (
            <Alert tone="perigo" titulo="Não foi possível salvar">
              {mensagem(cadastro.error)}
            </Alert>
          )}
          <Button
            type="button"
            loading={cadastro.isPending}
            className="sm:self-end"
            onClick={() => confirmar(busca.data)}
          >
            Confirmar e continuar
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Button>
        </section>
      )}
      {naoEncontrada && buscado && <PedidoDeInclusao key={buscado} idCota={idCota} cnpj={buscado} />}
    </div>
  );
}

/** /faturamentonovo/dados-concessionaria: the dealer from the catalogue by CNPJ; sends cadastrar-veiculo. */
export default function DadosConcessionaria() {
  return (
    <TelaNovo
      titulo="Dados da concessionária"
      descricao="Quem vende o veículo e recebe o pagamento."
      etapa={0}
      voltar={{ para: c.dadosVeiculo, rotulo: 'Voltar' }}
    >
      {(s, idCota) => <Formulario s={s} idCota={idCota} />}
    </TelaNovo>
  );
}
