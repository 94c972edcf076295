import {
  agendarVistoriaTecnicaBodySchema,
  mascaraTelefone,
  primeiroHorarioVistoriaTecnica,
  referenciasOperacoes,
  validarHorarioVistoriaTecnica,
  type SituacaoFaturamentoSeminovo,
} from '@portal/domain';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { TextField } from '@/components/text-field';
import { chamar } from '@/lib/operacoes';
import { Texto } from '../partes';
import { ErroDaChamada } from '../components/erro';
import { Taxas } from '../components/taxas';
import { TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo } from '../paths';
import { useRascunhoSeminovo, type RascunhoSeminovo } from '../rascunho';
import { useAgendarVistoria } from '../use-faturamento-seminovo';

type Endereco = NonNullable<NonNullable<RascunhoSeminovo['vistoria']>['endereco']>;
const VAZIO: Endereco = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
};
const mascaraCep = (t: string) =>
  t
    .replace(/\D/g, '')
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, '$1-$2');

/** The terms must be accepted first (…/termos); else back there. */
function useVistoriaTecnica(s: SituacaoFaturamentoSeminovo) {
  const { rascunho, guardar } = useRascunhoSeminovo(s.CaseNumber);
  const v = rascunho.vistoria;
  const aceita = v?.tipo === 'VISTORIA_TECNICA' && v.aceiteTermos === true;
  return { v, aceita, guardar };
}

/**
 * /faturamentoseminovo/vistoriatecnica/cep: where the inspector goes, by its CEP (the address look-up of the
 * registration, GET buscas/cep/{cep}, 02 §5 hyphen removed); the street and district come filled when known.
 */
export function Cep() {
  return (
    <TelaSeminovo
      titulo="Onde está o veículo?"
      descricao="Informe o CEP do local da vistoria."
      etapa={2}
      voltar={{ para: caminhoSeminovo('vistoriatecnica/termos'), rotulo: 'Voltar' }}
    >
      {(s) => <FormCep s={s} />}
    </TelaSeminovo>
  );
}

function FormCep({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const { v, aceita, guardar } = useVistoriaTecnica(s);
  const navigate = useNavigate();
  const [cep, setCep] = useState(v?.endereco?.cep ?? '');
  const [erro, setErro] = useState<string>();
  const [buscando, setBuscando] = useState(false);
  if (!aceita) return <Navigate to={caminhoSeminovo('vistoriatecnica/termos')} replace />;
  const buscar = async (e: FormEvent) => {
    e.preventDefault();
    const digitos = cep.replace(/\D/g, '');
    if (digitos.length !== 8) return setErro('Informe o CEP com 8 números.');
    setBuscando(true);
    let endereco: Endereco = { ...VAZIO, ...v?.endereco, cep: digitos };
    try {
      const r = await chamar(referenciasOperacoes.cep, { params: { cep: digitos } });
      endereco = {
        ...endereco,
        logradouro: [r.tipoLogradouro, r.logradouro].filter(Boolean).join(' '),
        bairro: r.bairro ?? '',
        cidade: r.localidade ?? '',
        estado: r.uf,
      };
    } catch {
      // An unknown CEP: the address is typed on the next screen.
    }
    setBuscando(false);
    guardar({ vistoria: { ...v!, endereco } });
    void navigate(caminhoSeminovo('vistoriatecnica/endereco'));
  };
  return (
    <form noValidate onSubmit={(e) => void buscar(e)} className="flex flex-col gap-5">
      <MaskedField
        label="CEP"
        mascara={mascaraCep}
        value={cep}
        onValueChange={(t) => {
          setCep(t);
          setErro(undefined);
        }}
        inputMode="numeric"
        autoComplete="postal-code"
        error={erro}
      />
      <Button
        type="submit"
        loading={buscando}
        className="sm:self-end"
        icon={<Search className="size-4" aria-hidden="true" />}
      >
        Buscar endereço
      </Button>
    </form>
  );
}

/** /faturamentoseminovo/vistoriatecnica/endereco: the address, filled from the CEP, completed by the customer. */
export function EnderecoVistoria() {
  return (
    <TelaSeminovo
      titulo="Endereço da vistoria"
      etapa={2}
      voltar={{ para: caminhoSeminovo('vistoriatecnica/cep'), rotulo: 'Voltar' }}
    >
      {(s) => <FormEndereco s={s} />}
    </TelaSeminovo>
  );
}

function FormEndereco({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const { v, aceita, guardar } = useVistoriaTecnica(s);
  const navigate = useNavigate();
  const [e, setE] = useState<Endereco>({ ...VAZIO, ...v?.endereco });
  const [erros, setErros] = useState<Partial<Record<keyof Endereco, string>>>({});
  if (!aceita || !v?.endereco) return <Navigate to={caminhoSeminovo('vistoriatecnica/cep')} replace />;
  const campo = (nome: keyof Endereco, rotulo: string, extra: object = {}) => (
    <TextField
      label={rotulo}
      value={e[nome]}
      onChange={(x) => {
        setE((a) => ({ ...a, [nome]: x.target.value }));
        setErros((a) => ({ ...a, [nome]: undefined }));
      }}
      error={erros[nome]}
      {...extra}
    />
  );
  const seguir = (ev: FormEvent) => {
    ev.preventDefault();
    const r = agendarVistoriaTecnicaBodySchema.shape.endereco.safeParse(e);
    if (!r.success) {
      const novos: typeof erros = {};
      for (const i of r.error.issues) novos[i.path[0] as keyof Endereco] ??= i.message;
      return setErros(novos);
    }
    guardar({ vistoria: { ...v, endereco: e } });
    void navigate(caminhoSeminovo('vistoriatecnica/acompanhante'));
  };
  return (
    <form noValidate onSubmit={seguir} className="flex flex-col gap-5">
      <Texto>CEP {mascaraCep(e.cep)}</Texto>
      {campo('logradouro', 'Endereço', { autoComplete: 'address-line1' })}
      <div className="grid grid-cols-2 gap-4">
        {campo('numero', 'Número', { inputMode: 'numeric', hint: 'Sem número? Deixe em branco.' })}
        {campo('complemento', 'Complemento (opcional)')}
      </div>
      {campo('bairro', 'Bairro')}
      <div className="grid grid-cols-[1fr_6rem] gap-4">
        {campo('cidade', 'Cidade')}
        {campo('estado', 'UF', { maxLength: 2, autoCapitalize: 'characters' })}
      </div>
      <Button type="submit" className="sm:self-end">
        Continuar
      </Button>
    </form>
  );
}

/**
 * /faturamentoseminovo/vistoriatecnica/acompanhante: who receives the inspector, the phone, and the best date
 * and time (at least 48 h ahead, 02 §9); the fee shown, then PUT agendar-vistoria.
 */
export function Acompanhante() {
  return (
    <TelaSeminovo
      titulo="Acompanhante e horário"
      descricao="Quem recebe o vistoriador e o melhor dia e horário."
      etapa={2}
      voltar={{ para: caminhoSeminovo('vistoriatecnica/endereco'), rotulo: 'Voltar' }}
    >
      {(s) => <FormAcompanhante s={s} />}
    </TelaSeminovo>
  );
}

function FormAcompanhante({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const { v, aceita } = useVistoriaTecnica(s);
  const navigate = useNavigate();
  const agendar = useAgendarVistoria();
  const primeiro = primeiroHorarioVistoriaTecnica(new Date());
  const [nome, setNome] = useState('');
  const [telefone, setTelefone] = useState('');
  const [data, setData] = useState('');
  const [hora, setHora] = useState('');
  const [erros, setErros] = useState<Partial<Record<'nome' | 'telefone' | 'data', string>>>({});
  if (!aceita || !v?.endereco) return <Navigate to={caminhoSeminovo('vistoriatecnica/cep')} replace />;
  const endereco = v.endereco;
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const novos: typeof erros = {};
    const r = agendarVistoriaTecnicaBodySchema.shape.acompanhanteVistoria.safeParse({
      nome,
      telefone,
      horarioVisita: `${data}T${hora}`,
    });
    if (!r.success)
      for (const i of r.error.issues) {
        const campo = i.path[0] === 'horarioVisita' ? 'data' : (i.path[0] as 'nome' | 'telefone');
        novos[campo] ??= i.message;
      }
    const horario = validarHorarioVistoriaTecnica(data, hora, new Date());
    if (horario) novos.data ??= horario;
    if (Object.keys(novos).length > 0) return setErros(novos);
    agendar.mutate(
      {
        tipoVistoria: 'VISTORIA_TECNICA',
        aceiteTermos: true,
        acompanhanteVistoria: { nome, telefone, horarioVisita: `${data}T${hora}` },
        endereco,
      },
      { onSuccess: (x) => void navigate(caminhoSeminovo(x.tela)) },
    );
  };
  return (
    <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
      <TextField
        label="Nome do acompanhante"
        value={nome}
        onChange={(e) => {
          setNome(e.target.value);
          setErros((x) => ({ ...x, nome: undefined }));
        }}
        autoComplete="name"
        error={erros.nome}
      />
      <MaskedField
        label="Telefone do acompanhante"
        mascara={mascaraTelefone}
        value={telefone}
        onValueChange={(t) => {
          setTelefone(t);
          setErros((x) => ({ ...x, telefone: undefined }));
        }}
        inputMode="tel"
        autoComplete="tel"
        error={erros.telefone}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Melhor data"
          type="date"
          min={primeiro.data}
          value={data}
          onChange={(e) => {
            setData(e.target.value);
            setErros((x) => ({ ...x, data: undefined }));
          }}
          error={erros.data}
        />
        <TextField
          label="Melhor horário"
          type="time"
          value={hora}
          onChange={(e) => {
            setHora(e.target.value);
            setErros((x) => ({ ...x, data: undefined }));
          }}
        />
      </div>
      <Alert tone="info">A vistoria precisa de pelo menos 48 horas de antecedência.</Alert>
      <Taxas s={s} novaVistoria />
      <ErroDaChamada erro={agendar.error} titulo="Não foi possível agendar a vistoria" />
      <Button type="submit" loading={agendar.isPending} className="sm:self-end">
        Agendar vistoria
      </Button>
    </form>
  );
}
