import {
  anoModeloValido,
  corDoVeiculo,
  ROTULOS_TIPO_VEICULO,
  TIPOS_VEICULO,
  type TipoVeiculo,
} from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo, type RascunhoNovo } from '../rascunho';
import type { SituacaoFaturamentoNovo } from '@portal/domain';

type Veiculo = NonNullable<RascunhoNovo['veiculo']>;
type Campos = {
  tipo: string;
  marca: string;
  modelo: string;
  anoFabricacao: string;
  anoModelo: string;
  cor: string;
};
const OBRIGATORIO = 'Campo obrigatório';

function validar(v: Campos): Partial<Record<keyof Campos, string>> {
  const erros: Partial<Record<keyof Campos, string>> = {};
  for (const k of Object.keys(v) as (keyof Campos)[]) if (!v[k].trim()) erros[k] = OBRIGATORIO;
  const fab = Number(v.anoFabricacao);
  const mod = Number(v.anoModelo);
  if (!erros.anoFabricacao && !/^\d{4}$/.test(v.anoFabricacao)) erros.anoFabricacao = 'Ano inválido.';
  if (!erros.anoModelo && !/^\d{4}$/.test(v.anoModelo)) erros.anoModelo = 'Ano inválido.';
  if (!erros.anoFabricacao && !erros.anoModelo && !anoModeloValido(fab, mod))
    erros.anoModelo = 'O ano do modelo deve ser o de fabricação ou o seguinte.';
  return erros;
}

function Formulario({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho, guardar } = useRascunhoNovo(s.CaseNumber);
  const atual: Partial<Omit<Veiculo, 'tipo'>> & { tipo?: string } = rascunho.veiculo ?? s.dados.veiculo ?? {};
  const ano = new Date().getFullYear();
  const [v, setV] = useState<Campos>({
    tipo: atual.tipo ?? 'LEVE',
    marca: atual.marca ?? '',
    modelo: atual.modelo ?? '',
    anoFabricacao: String(atual.anoFabricacao ?? ano),
    anoModelo: String(atual.anoModelo ?? ano),
    cor: atual.cor ?? '',
  });
  const [erros, setErros] = useState<Partial<Record<keyof Campos, string>>>({});
  const mudar = (k: keyof Campos) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [k]: e.target.value }));
    setErros((x) => ({ ...x, [k]: undefined }));
  };

  const continuar = (e: FormEvent) => {
    e.preventDefault();
    const achados = validar(v);
    if (Object.values(achados).some(Boolean)) return setErros(achados);
    guardar({
      veiculo: {
        tipo: v.tipo as TipoVeiculo,
        marca: v.marca.trim(),
        modelo: v.modelo.trim(),
        anoFabricacao: Number(v.anoFabricacao),
        anoModelo: Number(v.anoModelo),
        cor: corDoVeiculo(v.cor),
      },
    });
    void navigate(c.dadosConcessionaria);
  };

  return (
    <form noValidate onSubmit={continuar} className="flex flex-col gap-5" id="form-dados-veiculo">
      <SelectField
        label="Tipo do veículo"
        value={v.tipo}
        onChange={mudar('tipo')}
        opcoes={TIPOS_VEICULO.map((t) => ({
          valor: t,
          rotulo: ROTULOS_TIPO_VEICULO[t],
        }))}
        error={erros.tipo}
      />
      <TextField
        label="Marca"
        value={v.marca}
        onChange={mudar('marca')}
        error={erros.marca}
        autoComplete="off"
      />
      <TextField
        label="Modelo e versão"
        value={v.modelo}
        onChange={mudar('modelo')}
        error={erros.modelo}
        autoComplete="off"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Ano de fabricação"
          inputMode="numeric"
          maxLength={4}
          value={v.anoFabricacao}
          onChange={mudar('anoFabricacao')}
          error={erros.anoFabricacao}
        />
        <TextField
          label="Ano do modelo"
          inputMode="numeric"
          maxLength={4}
          value={v.anoModelo}
          onChange={mudar('anoModelo')}
          error={erros.anoModelo}
        />
      </div>
      <TextField label="Cor" value={v.cor} onChange={mudar('cor')} error={erros.cor} autoComplete="off" />
    </form>
  );
}

/** /faturamentonovo/dados-veiculo: the 0 km vehicle (02 §3 purchase order: type, brand, model, year, colour). */
export default function DadosVeiculo() {
  return (
    <TelaNovo
      titulo="Dados do veículo"
      descricao="Como está na proposta da concessionária."
      etapa={0}
      voltar={{ para: c.valorCompra, rotulo: 'Voltar' }}
      acao={() => (
        <Button type="submit" form="form-dados-veiculo">
          Continuar
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Button>
      )}
    >
      {(s) => <Formulario s={s} />}
    </TelaNovo>
  );
}
