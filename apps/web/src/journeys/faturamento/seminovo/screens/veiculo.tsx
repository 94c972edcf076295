import {
  ROTULOS_TIPO_VEICULO,
  TIPOS_VEICULO,
  formatarMoeda,
  mascaraDinheiro,
  selecionarVeiculoBodySchema,
  type ConsultaVeiculo,
  type SelecionarVeiculoBody,
  type SituacaoFaturamentoSeminovo,
} from '@portal/domain';

import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { Avancar, Texto } from '../partes';
import { ErroDaChamada } from '../components/erro';
import { EscolherOutroVeiculo } from '../components/escolher-outro';
import { Taxas } from '../components/taxas';
import { Dados, TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo, caminhosFaturamentoSeminovo as c } from '../paths';
import { useRascunhoSeminovo } from '../rascunho';
import { useSelecionarVeiculo } from '../use-faturamento-seminovo';

type Erros = Partial<Record<string, string>>;

/** The form's errors by field, as the API's schema would answer them. */
function errosDoCorpo(body: SelecionarVeiculoBody): Erros | null {
  const r = selecionarVeiculoBodySchema.safeParse(body);
  if (r.success) return null;
  const erros: Erros = {};
  for (const i of r.error.issues) erros[String(i.path[0])] ??= i.message;
  return erros;
}

function DadosDoVeiculo({ v }: { v: NonNullable<ConsultaVeiculo['veiculo']> }) {
  return (
    <Dados
      itens={[
        ['Veículo', `${v.marca} ${v.modelo}`],
        ['Tipo', ROTULOS_TIPO_VEICULO[v.tipo]],
        ['Ano (fabricação/modelo)', v.ano],
        ['Cor', v.cor],
        ['UF', v.uf],
        ['Valor FIPE', v.valorFipe],
      ]}
    />
  );
}

/** The plate's answer kept by simulacao/placa; without it the screen goes back there. */
function useConsulta(s: SituacaoFaturamentoSeminovo) {
  return useRascunhoSeminovo(s.CaseNumber).rascunho.consulta;
}

/** /faturamentoseminovo/simulacao/placaencontrada: the vehicle of the plate; on to the simulation's result. */
export function PlacaEncontrada() {
  return (
    <TelaSeminovo titulo="Encontramos o veículo" etapa={1} voltar={{ para: c.placa, rotulo: 'Outra placa' }}>
      {(s) => <Encontrado s={s} />}
    </TelaSeminovo>
  );
}

function Encontrado({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const consulta = useConsulta(s);
  if (!consulta?.veiculo) return <Navigate to={c.placa} replace />;
  return (
    <>
      <p className="text-lg font-semibold text-tinta">Placa {consulta.placaFormatada}</p>
      <DadosDoVeiculo v={consulta.veiculo} />
      <div className="sm:self-end">
        <Avancar
          para={caminhoSeminovo(consulta.aceite?.aprovado ? 'simulacao/aprovado' : 'simulacao/reprovado')}
        >
          Ver o resultado da simulação
        </Avancar>
      </div>
    </>
  );
}

/**
 * /faturamentoseminovo/simulacao/aprovado: the vehicle accepted; the FIPE value, the inspection fee and the
 * credit after it shown before confirming; the chassis and RENAVAM typed from the vehicle's document
 * (POST selecionar-veiculo checks them against the plate's).
 */
export function Aprovado() {
  return (
    <TelaSeminovo
      titulo="Veículo aprovado na simulação"
      etapa={1}
      voltar={{ para: c.placa, rotulo: 'Outra placa' }}
    >
      {(s) => <Confirmar s={s} />}
    </TelaSeminovo>
  );
}

function Confirmar({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const consulta = useConsulta(s);
  const navigate = useNavigate();
  const selecionar = useSelecionarVeiculo();
  const [chassi, setChassi] = useState('');
  const [renavam, setRenavam] = useState('');
  const [cor, setCor] = useState(consulta?.veiculo?.cor ?? '');
  const [erros, setErros] = useState<Erros>({});
  if (!consulta?.veiculo || !consulta.aceite?.aprovado) return <Navigate to={c.placa} replace />;
  const v = consulta.veiculo;
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const body: SelecionarVeiculoBody = {
      tipo: v.tipo,
      marca: v.marca,
      modelo: v.modelo,
      anoFabricacao: v.anoFabricacao,
      anoModelo: v.anoModelo,
      placa: consulta.placa,
      uf: v.uf,
      cor,
      chassi,
      renavam,
      valor: v.valor,
    };
    const invalidos = errosDoCorpo(body);
    if (invalidos) return setErros(invalidos);
    selecionar.mutate(body, { onSuccess: (r) => void navigate(caminhoSeminovo(r.tela)) });
  };
  return (
    <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
      <Alert tone="sucesso" titulo={`${v.marca} ${v.modelo} ${v.ano}`} role="status">
        O veículo atende às regras do seu grupo. Valor FIPE: <strong>{v.valorFipe}</strong>.
      </Alert>
      <Texto>Confira com o documento do veículo (CRLV) e informe o chassi e o RENAVAM.</Texto>
      <TextField
        label="Chassi"
        hint={`17 letras e números; termina em ${v.chassiMascarado.slice(-4)}.`}
        value={chassi}
        onChange={(e) => {
          setChassi(e.target.value.toUpperCase());
          setErros((x) => ({ ...x, chassi: undefined }));
        }}
        autoCapitalize="characters"
        autoComplete="off"
        error={erros.chassi}
      />
      <TextField
        label="RENAVAM"
        hint={`Termina em ${v.renavamMascarado.slice(-4)}.`}
        inputMode="numeric"
        value={renavam}
        onChange={(e) => {
          setRenavam(e.target.value.replace(/\D/g, '').slice(0, 11));
          setErros((x) => ({ ...x, renavam: undefined }));
        }}
        autoComplete="off"
        error={erros.renavam}
      />
      <TextField label="Cor" value={cor} onChange={(e) => setCor(e.target.value)} error={erros.cor} />
      <Taxas s={s} novaVistoria />
      <ErroDaChamada erro={selecionar.error} titulo="Não foi possível confirmar o veículo" />
      <Button type="submit" loading={selecionar.isPending} className="sm:self-end">
        Confirmar veículo
      </Button>
    </form>
  );
}

/** /faturamentoseminovo/simulacao/reprovado: the vehicle refused, with the reason (02 §9); another plate. */
export function Reprovado() {
  return (
    <TelaSeminovo
      titulo="Veículo não aprovado"
      etapa={1}
      voltar={{ para: c.simulacao, rotulo: 'Simulação' }}
      acao={() => <Avancar para={c.placa}>Consultar outra placa</Avancar>}
    >
      {(s) => <Recusa s={s} />}
    </TelaSeminovo>
  );
}

function Recusa({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const consulta = useConsulta(s);
  if (!consulta?.veiculo) return <Navigate to={c.placa} replace />;
  return (
    <>
      <Alert tone="perigo" titulo="Este veículo não pode ser faturado" role="alert">
        {consulta.aceite?.mensagem ?? consulta.mensagem}
      </Alert>
      <p className="font-semibold text-tinta">Placa {consulta.placaFormatada}</p>
      <DadosDoVeiculo v={consulta.veiculo} />
      <Texto>Escolha outro veículo: veja as regras de aceite na simulação.</Texto>
    </>
  );
}

/**
 * /faturamentoseminovo/simulacao/placanaoencontrada (02 §8 "check it or fill in the vehicle data"): the manual
 * registration; the vehicle goes to the brand-inclusion analysis (POST selecionar-veiculo with an unknown plate).
 */
export function PlacaNaoEncontrada() {
  return (
    <TelaSeminovo
      titulo="Placa não encontrada"
      descricao="Confira a placa ou preencha os dados do veículo."
      etapa={1}
      voltar={{ para: c.placa, rotulo: 'Conferir a placa' }}
    >
      {(s) => <Manual s={s} />}
    </TelaSeminovo>
  );
}

const TIPOS = TIPOS_VEICULO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_VEICULO[t] }));

function Manual({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const consulta = useConsulta(s);
  const navigate = useNavigate();
  const selecionar = useSelecionarVeiculo();
  const [campos, setCampos] = useState({
    tipo: '',
    marca: '',
    modelo: '',
    anoFabricacao: '',
    anoModelo: '',
    uf: '',
    cor: '',
    chassi: '',
    renavam: '',
  });
  const [valor, setValor] = useState({ texto: '', centavos: 0 });
  const [erros, setErros] = useState<Erros>({});
  if (!consulta) return <Navigate to={c.placa} replace />;
  const campo = (nome: keyof typeof campos, rotulo: string, extra: object = {}) => (
    <TextField
      label={rotulo}
      value={campos[nome]}
      onChange={(e) => {
        setCampos((x) => ({ ...x, [nome]: e.target.value }));
        setErros((x) => ({ ...x, [nome]: undefined }));
      }}
      error={erros[nome]}
      {...extra}
    />
  );
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...campos,
      tipo: campos.tipo as SelecionarVeiculoBody['tipo'],
      anoFabricacao: Number(campos.anoFabricacao) || 0,
      anoModelo: Number(campos.anoModelo) || 0,
      placa: consulta.placa,
      valor: valor.centavos,
    };
    const invalidos = errosDoCorpo(body);
    if (invalidos) return setErros(invalidos);
    selecionar.mutate(body, { onSuccess: (r) => void navigate(caminhoSeminovo(r.tela)) });
  };
  return (
    <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
      <Alert tone="alerta" titulo={`Placa ${consulta.placaFormatada}`}>
        {consulta.mensagem}
      </Alert>
      <Texto>
        Preencha como está no documento do veículo. A marca e o modelo passam por uma análise de inclusão, em
        até 48 horas.
      </Texto>
      <SelectField
        label="Tipo do veículo"
        opcoes={TIPOS}
        vazio="Escolha o tipo"
        value={campos.tipo}
        onChange={(e) => {
          setCampos((x) => ({ ...x, tipo: e.target.value }));
          setErros((x) => ({ ...x, tipo: undefined }));
        }}
        error={erros.tipo}
      />
      {campo('marca', 'Marca')}
      {campo('modelo', 'Modelo')}
      <div className="grid grid-cols-2 gap-4">
        {campo('anoFabricacao', 'Ano de fabricação', { inputMode: 'numeric', maxLength: 4 })}
        {campo('anoModelo', 'Ano do modelo', { inputMode: 'numeric', maxLength: 4 })}
      </div>
      <div className="grid grid-cols-2 gap-4">
        {campo('uf', 'UF', { maxLength: 2, autoCapitalize: 'characters' })}
        {campo('cor', 'Cor')}
      </div>
      {campo('chassi', 'Chassi', { autoCapitalize: 'characters', autoComplete: 'off' })}
      {campo('renavam', 'RENAVAM', { inputMode: 'numeric', autoComplete: 'off' })}
      <MaskedField
        label="Valor FIPE"
        mascara={mascaraDinheiro}
        value={valor.texto}
        onValueChange={(texto, r) => {
          setValor({ texto, centavos: r.centavos });
          setErros((x) => ({ ...x, valor: undefined }));
        }}
        inputMode="numeric"
        error={erros.valor}
      />
      <Taxas s={s} novaVistoria />
      <ErroDaChamada erro={selecionar.error} titulo="Veículo não aceito" />
      <Button type="submit" loading={selecionar.isPending} className="sm:self-end">
        Enviar para inclusão
      </Button>
    </form>
  );
}

/**
 * /faturamentoseminovo/simulacao/inclusaodemarca (02 §4.6, §9): the typed vehicle's brand and model in the
 * inclusion analysis (up to 48 h); or another vehicle.
 */
export function InclusaoDeMarca() {
  return (
    <TelaSeminovo
      titulo="Aguarde a inclusão da marca"
      descricao="A marca e o modelo do veículo são analisados em até 48 horas."
      etapa={1}
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={(s) => <EscolherOutroVeiculo s={s} variant="secondary" />}
    >
      {(s) => (
        <>
          <Alert tone="info" titulo="Inclusão em análise" role="status">
            Avisaremos você quando a análise terminar; então a vistoria é liberada.
          </Alert>
          {s.dados.veiculo && (
            <Dados
              itens={[
                ['Veículo', `${s.dados.veiculo.marca} ${s.dados.veiculo.modelo}`],
                ['Ano (fabricação/modelo)', s.dados.veiculo.ano],
                ['Placa', s.dados.veiculo.placa],
                ['Valor FIPE informado', formatarMoeda(s.dados.veiculo.valor)],
              ]}
            />
          )}
        </>
      )}
    </TelaSeminovo>
  );
}
