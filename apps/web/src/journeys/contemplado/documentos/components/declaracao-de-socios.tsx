import {
  mascaraCpfCnpj,
  MAXIMO_SOCIOS,
  recusaDosSocios,
  ROTULOS_IDENTIFICACAO,
  tiposIdentificacaoTitular,
  type DeclararSociosBody,
  type SelecaoDocumentos,
  type TipoIdentificacao,
} from '@portal/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { useDeclararSocios } from '../use-documentos-contemplacao';

const OPCOES_IDENTIFICACAO = tiposIdentificacaoTitular.map((t) => ({
  valor: t,
  rotulo: ROTULOS_IDENTIFICACAO[t],
}));

interface SocioNoFormulario {
  chave: number;
  nome: string;
  cpf: string;
  majoritario: boolean;
  administrador: boolean;
  entrouAposAdesao: boolean;
  tipoIdentificacao: TipoIdentificacao | '';
}

let proxima = 0;
const novoSocio = (o: Partial<SocioNoFormulario> = {}): SocioNoFormulario => ({
  chave: proxima++,
  nome: '',
  cpf: '',
  majoritario: false,
  administrador: false,
  entrouAposAdesao: false,
  tipoIdentificacao: '',
  ...o,
});

function FichaDoSocio({
  socio,
  indice,
  tentou,
  mudar,
  remover,
}: {
  socio: SocioNoFormulario;
  indice: number;
  tentou: boolean;
  mudar: (m: Partial<SocioNoFormulario>) => void;
  remover?: () => void;
}) {
  const id = useId();
  const cpfDigitos = socio.cpf.replace(/\D/g, '');
  return (
    <fieldset
      aria-labelledby={`${id}-titulo`}
      className="flex flex-col gap-4 rounded-2xl border border-borda bg-fundo/50 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-titulo`} className="min-w-0 text-base font-semibold break-words text-tinta">
          {socio.nome.trim() || `Sócio ${indice + 1}`}
        </h3>
        {remover && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={remover}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            aria-label={`Remover ${socio.nome.trim() || `sócio ${indice + 1}`}`}
          >
            Remover
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome completo"
          autoComplete="off"
          value={socio.nome}
          onChange={(e) => mudar({ nome: e.target.value })}
          error={tentou && socio.nome.trim().length < 3 ? 'Informe o nome completo do sócio.' : undefined}
        />
        <TextField
          label="CPF"
          inputMode="numeric"
          autoComplete="off"
          value={socio.cpf}
          onChange={(e) => mudar({ cpf: mascaraCpfCnpj(e.target.value).slice(0, 14) })}
          error={tentou && cpfDigitos.length !== 11 ? 'Informe os 11 dígitos do CPF.' : undefined}
        />
      </div>
      <SelectField
        label="Documento de identificação do sócio"
        opcoes={OPCOES_IDENTIFICACAO}
        vazio="Escolha o documento"
        value={socio.tipoIdentificacao}
        onChange={(e) => mudar({ tipoIdentificacao: e.target.value as TipoIdentificacao })}
        error={tentou && !socio.tipoIdentificacao ? 'Escolha o documento do sócio.' : undefined}
      />
      <div className="flex flex-col gap-3">
        <CaixaDeMarcar
          rotulo="Sócio majoritário"
          dica="Representa a empresa: envia documento, selfie e comprovante de residência."
          marcada={socio.majoritario}
          onChange={(v) => mudar({ majoritario: v })}
        />
        <CaixaDeMarcar
          rotulo="Sócio administrador"
          dica="Administra a empresa segundo o contrato social."
          marcada={socio.administrador}
          onChange={(v) => mudar({ administrador: v })}
        />
        <CaixaDeMarcar
          rotulo="Entrou na empresa depois da adesão ao consórcio"
          dica="Envie também a alteração contratual que o admitiu."
          marcada={socio.entrouAposAdesao}
          onChange={(v) => mudar({ entrouAposAdesao: v })}
        />
      </div>
    </fieldset>
  );
}

/**
 * A company's partners (02 §1, §6; ADR 0036): the majority partner represents the company, every administrator
 * sends their document, a partner who joined after the adhesion sends the amendment that admitted them. The
 * same rules as the API (`recusaDosSocios`) say what is wrong before saving.
 */
export function DeclaracaoDeSocios({
  idCota,
  selecao,
  aoSalvar,
}: {
  idCota: number;
  selecao: SelecaoDocumentos;
  aoSalvar?: () => void;
}) {
  const declarar = useDeclararSocios(idCota);
  const [socios, setSocios] = useState<SocioNoFormulario[]>(() =>
    selecao.socios?.length
      ? selecao.socios.map((s) => novoSocio({ ...s, cpf: mascaraCpfCnpj(s.cpf) }))
      : [novoSocio({ majoritario: true, administrador: true })],
  );
  const [tentou, setTentou] = useState(false);
  const incompleto = socios.some(
    (s) => s.nome.trim().length < 3 || s.cpf.replace(/\D/g, '').length !== 11 || !s.tipoIdentificacao,
  );
  const recusa = recusaDosSocios(socios);

  const mudar = (chave: number, m: Partial<SocioNoFormulario>) =>
    setSocios((atual) => atual.map((s) => (s.chave === chave ? { ...s, ...m } : s)));

  const aoEnviar = (e: FormEvent) => {
    e.preventDefault();
    setTentou(true);
    if (incompleto || recusa) return;
    const body: DeclararSociosBody = {
      socios: socios.map(({ chave: _c, tipoIdentificacao, ...s }) => ({
        ...s,
        tipoIdentificacao: tipoIdentificacao as TipoIdentificacao,
      })),
    };
    declarar.mutate(body, { onSuccess: () => aoSalvar?.() });
  };

  return (
    <Card as="section" aria-labelledby="socios-titulo">
      <h2 id="socios-titulo" className="text-lg font-semibold text-tinta">
        Sócios da empresa
      </h2>
      <p className="mt-1 text-sm text-tinta-suave">
        Informe o sócio majoritário, que representa a empresa, os sócios administradores e quem entrou na
        empresa depois da adesão. Cada um envia os próprios documentos.
      </p>
      <form className="mt-4 flex flex-col gap-4" onSubmit={aoEnviar} noValidate>
        {socios.map((s, i) => (
          <FichaDoSocio
            key={s.chave}
            socio={s}
            indice={i}
            tentou={tentou}
            mudar={(m) => mudar(s.chave, m)}
            remover={
              socios.length > 1
                ? () => setSocios((atual) => atual.filter((x) => x.chave !== s.chave))
                : undefined
            }
          />
        ))}
        {socios.length < MAXIMO_SOCIOS && (
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => setSocios((atual) => [...atual, novoSocio({ administrador: true })])}
          >
            Adicionar sócio
          </Button>
        )}
        {tentou && !incompleto && recusa && (
          <Alert tone="alerta" role="alert">
            {recusa}
          </Alert>
        )}
        {declarar.isError && (
          <Alert tone="perigo" role="alert">
            {declarar.error instanceof ApiError
              ? declarar.error.mensagem
              : 'Não foi possível salvar. Tente novamente.'}
          </Alert>
        )}
        <Button type="submit" loading={declarar.isPending} className="self-start">
          Ver documentos pedidos
        </Button>
      </form>
    </Card>
  );
}
