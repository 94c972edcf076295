import {
  corDoVeiculo,
  formatarMoeda,
  ROTULOS_TIPO_VEICULO,
  TIPOS_VEICULO,
  type SituacaoFaturamentoNovo,
  type TipoVeiculo,
} from '@portal/domain';
import { ChevronRight, Search } from 'lucide-react';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { ListaDeEscolha } from '../components/lista-de-escolha';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';
import { useAnosModelo, useFabricantes, useModelosBens, useSolicitarModelo } from '../use-catalogo';

const FALHA = 'Falha ao realizar esta operacao, tente novamente em instantes.';

interface Escolha {
  codigo: string;
  nome: string;
}

/** "Não encontrei a marca/o modelo": the inclusion request (analysed within 48 h), then the waiting screen. */
function PedidoDeInclusao({ tipo, marca }: { tipo: TipoVeiculo; marca: string }) {
  const navigate = useNavigate();
  const pedido = useSolicitarModelo();
  const [nomeFabricante, setNomeFabricante] = useState(marca);
  const [nomeBem, setNomeBem] = useState('');
  const [erros, setErros] = useState<{ marca?: string; modelo?: string }>({});
  const enviar = () => {
    const achados = {
      marca: nomeFabricante.trim().length < 2 ? 'Informe a marca.' : undefined,
      modelo: nomeBem.trim().length < 2 ? 'Informe o modelo.' : undefined,
    };
    if (achados.marca || achados.modelo) return setErros(achados);
    pedido.mutate(
      { tipo, nomeFabricante: nomeFabricante.trim(), nomeBem: nomeBem.trim() },
      { onSuccess: () => void navigate(c.aguardeInclusaoDeMarca) },
    );
  };
  return (
    <section
      aria-labelledby="titulo-inclusao"
      className="flex flex-col gap-4 rounded-2xl border border-borda bg-superficie p-4"
    >
      <h2 id="titulo-inclusao" className="font-semibold text-tinta">
        Pedir a inclusão da marca ou do modelo
      </h2>
      <p className="text-sm text-tinta-suave">
        Informe como está na proposta da concessionária. O pedido é analisado em até 48 horas.
      </p>
      <TextField
        label="Marca do veículo"
        value={nomeFabricante}
        onChange={(e) => {
          setNomeFabricante(e.target.value);
          setErros((x) => ({ ...x, marca: undefined }));
        }}
        error={erros.marca}
        autoComplete="off"
      />
      <TextField
        label="Modelo e versão do veículo"
        value={nomeBem}
        onChange={(e) => {
          setNomeBem(e.target.value);
          setErros((x) => ({ ...x, modelo: undefined }));
        }}
        error={erros.modelo}
        autoComplete="off"
      />
      {pedido.isError && (
        <Alert tone="perigo" titulo="Não foi possível enviar o pedido">
          {pedido.error instanceof ApiError ? pedido.error.mensagem : FALHA}
        </Alert>
      )}
      <Button type="button" variant="secondary" loading={pedido.isPending} onClick={enviar}>
        Enviar pedido de inclusão
      </Button>
    </section>
  );
}

function Formulario({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho, guardar } = useRascunhoNovo(s.CaseNumber);
  const atual = rascunho.veiculo ?? s.dados.veiculo;
  const [tipo, setTipo] = useState<TipoVeiculo>((atual?.tipo as TipoVeiculo | undefined) ?? 'LEVE');
  const [marca, setMarca] = useState<Escolha | undefined>(
    atual?.codigoFabricante ? { codigo: atual.codigoFabricante, nome: atual.marca } : undefined,
  );
  const [modelo, setModelo] = useState<Escolha | undefined>(
    atual?.codigoModelo ? { codigo: atual.codigoModelo, nome: atual.modelo } : undefined,
  );
  const [ano, setAno] = useState<string | undefined>(
    atual?.codigoModelo ? `${atual.anoFabricacao}/${atual.anoModelo}` : undefined,
  );
  const [cor, setCor] = useState(atual?.cor ?? '');
  const [buscaMarca, setBuscaMarca] = useState('');
  const [buscaModelo, setBuscaModelo] = useState('');
  const [naoEncontrei, setNaoEncontrei] = useState(false);
  const [erros, setErros] = useState<{ marca?: string; modelo?: string; ano?: string; cor?: string }>({});

  const fabricantes = useFabricantes(tipo, useDeferredValue(buscaMarca));
  const modelos = useModelosBens(tipo, marca?.codigo, useDeferredValue(buscaModelo));
  const anos = useAnosModelo(modelo?.codigo);

  // The chosen one stays listed while the customer searches for another.
  const opcoesMarca = (fabricantes.data?.data ?? []).map((f) => ({
    valor: f.codFabricante,
    rotulo: f.nomeFabricante,
  }));
  if (marca && !opcoesMarca.some((o) => o.valor === marca.codigo))
    opcoesMarca.unshift({ valor: marca.codigo, rotulo: marca.nome });
  const opcoesModelo = (modelos.data?.data ?? []).map((m) => ({ valor: m.codBem, rotulo: m.nomeBem }));
  if (modelo && !opcoesModelo.some((o) => o.valor === modelo.codigo))
    opcoesModelo.unshift({ valor: modelo.codigo, rotulo: modelo.nome });
  const listaAnos = anos.data?.data ?? [];

  const continuar = (e: FormEvent) => {
    e.preventDefault();
    const escolhido = listaAnos.find((a) => `${a.anoFabricacao}/${a.anoModelo}` === ano);
    const achados = {
      marca: marca ? undefined : 'Escolha a marca.',
      modelo: modelo ? undefined : 'Escolha o modelo.',
      ano: escolhido ? undefined : 'Escolha o ano de fabricação e do modelo.',
      cor: cor.trim() ? undefined : 'Campo obrigatório',
    };
    if (!marca || !modelo || !escolhido || achados.cor) return setErros(achados);
    guardar({
      veiculo: {
        tipo,
        marca: marca.nome,
        modelo: modelo.nome,
        codigoFabricante: marca.codigo,
        codigoModelo: modelo.codigo,
        anoFabricacao: escolhido.anoFabricacao,
        anoModelo: escolhido.anoModelo,
        cor: corDoVeiculo(cor),
      },
    });
    void navigate(c.dadosConcessionaria);
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={continuar} className="flex flex-col gap-6" id="form-dados-veiculo">
        <SelectField
          label="Tipo do veículo"
          value={tipo}
          onChange={(e) => {
            setTipo(e.target.value as TipoVeiculo);
            setMarca(undefined);
            setModelo(undefined);
            setAno(undefined);
          }}
          opcoes={TIPOS_VEICULO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_VEICULO[t] }))}
        />
        <ListaDeEscolha
          nome="marca"
          legenda="Marca"
          valor={marca?.codigo}
          opcoes={opcoesMarca}
          error={erros.marca}
          onChange={(codigo) => {
            const o = opcoesMarca.find((x) => x.valor === codigo)!;
            setMarca({ codigo, nome: o.rotulo });
            setModelo(undefined);
            setAno(undefined);
            setBuscaModelo('');
            setErros((x) => ({ ...x, marca: undefined }));
          }}
          topo={
            <TextField
              label="Buscar marca"
              type="search"
              value={buscaMarca}
              onChange={(e) => setBuscaMarca(e.target.value)}
              autoComplete="off"
              trailing={<Search className="size-4 text-tinta-suave" aria-hidden="true" />}
            />
          }
          vazio={
            <p className="text-sm text-tinta-suave" role="status">
              {fabricantes.isPending ? 'Buscando marcas…' : 'Nenhuma marca encontrada com esse nome.'}
            </p>
          }
        />
        {marca && (
          <ListaDeEscolha
            nome="modelo"
            legenda={`Modelo ${marca.nome}`}
            valor={modelo?.codigo}
            opcoes={opcoesModelo}
            error={erros.modelo}
            onChange={(codigo) => {
              const o = opcoesModelo.find((x) => x.valor === codigo)!;
              setModelo({ codigo, nome: o.rotulo });
              setAno(undefined);
              setErros((x) => ({ ...x, modelo: undefined }));
            }}
            topo={
              <TextField
                label="Buscar modelo"
                type="search"
                value={buscaModelo}
                onChange={(e) => setBuscaModelo(e.target.value)}
                autoComplete="off"
                trailing={<Search className="size-4 text-tinta-suave" aria-hidden="true" />}
              />
            }
            vazio={
              <p className="text-sm text-tinta-suave" role="status">
                {modelos.isPending ? 'Buscando modelos…' : 'Nenhum modelo encontrado com esse nome.'}
              </p>
            }
          />
        )}
        {modelo && (
          <ListaDeEscolha
            nome="ano"
            legenda="Ano de fabricação e do modelo"
            valor={ano}
            opcoes={listaAnos.map((a) => ({
              valor: `${a.anoFabricacao}/${a.anoModelo}`,
              rotulo: `${a.anoFabricacao}/${a.anoModelo}`,
              detalhe: <span className="tabular">{formatarMoeda(a.valor)}</span>,
            }))}
            error={erros.ano}
            onChange={(v) => {
              setAno(v);
              setErros((x) => ({ ...x, ano: undefined }));
            }}
            vazio={
              <p className="text-sm text-tinta-suave" role="status">
                {anos.isPending ? 'Buscando os anos…' : 'Nenhum ano disponível para este modelo.'}
              </p>
            }
          />
        )}
        {modelo && (
          <TextField
            label="Cor"
            value={cor}
            onChange={(e) => {
              setCor(e.target.value);
              setErros((x) => ({ ...x, cor: undefined }));
            }}
            error={erros.cor}
            autoComplete="off"
          />
        )}
      </form>
      {naoEncontrei ? (
        <PedidoDeInclusao tipo={tipo} marca={marca?.nome ?? buscaMarca.trim()} />
      ) : (
        <Button type="button" variant="ghost" className="self-start" onClick={() => setNaoEncontrei(true)}>
          Não encontrei a marca ou o modelo
        </Button>
      )}
    </div>
  );
}

/** /faturamentonovo/dados-veiculo: the 0 km vehicle from the catalogue (type, brand, model, year, colour). */
export default function DadosVeiculo() {
  return (
    <TelaNovo
      titulo="Dados do veículo"
      descricao="Escolha como está na proposta da concessionária."
      etapa={0}
      voltar={{ para: c.valorCompra, rotulo: 'Voltar' }}
      acao={() => (
        <Button type="submit" form="form-dados-veiculo">
          Continuar
          <ChevronRight className="-mr-1 ml-1 inline size-4 align-[-3px]" aria-hidden="true" />
        </Button>
      )}
    >
      {(s) => <Formulario s={s} />}
    </TelaNovo>
  );
}
