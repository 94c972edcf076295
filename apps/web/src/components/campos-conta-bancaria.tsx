import { TIPOS_CONTA_ROTULO, type Banco } from '@portal/domain';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import type { ContaBancaria } from './use-conta-bancaria';

const TIPOS_DE_CONTA = Object.entries(TIPOS_CONTA_ROTULO).map(([valor, rotulo]) => ({ valor, rotulo }));

/** Caixa's operation field: each journey words it and places it its own way (kept as each had it). */
interface CampoOperacao {
  rotulo: string;
  dica: string;
  /** Under 'Tipo de conta' instead of under the agency. */
  depoisDoTipo?: boolean;
}

interface Props {
  conta: ContaBancaria;
  /** The banks to pick from, as the journey's API answers them (`useBancosDaCota`, or the refund's own list). */
  bancos: readonly Pick<Banco, 'idBanco' | 'codigo' | 'nome'>[];
  carregandoBancos?: boolean;
  /** The bank list could not be loaded: said under the picker, with a way to ask again. */
  falhaBancos?: { tentarDeNovo: () => void };
  /**
   * The holder's own fields, under 'Favorecido' (the refund types the CPF/CNPJ). Without them the holder is
   * fixed by the screen, so an error on its CPF/CNPJ (another holder's account) shows below the fields.
   */
  titular?: ReactNode;
  /** Caixa's operation code, asked only when Caixa is chosen; a journey without it never asks. */
  operacao?: CampoOperacao;
}

/**
 * The bank account fields of 02 §5, shared by the journeys that pay someone: bank, agency of 4 digits (its digit
 * only for the banks that have one), the account with its digit, the type. A fragment, so the fields sit in the
 * screen's own form and spacing.
 */
export function CamposContaBancaria({
  conta,
  bancos,
  carregandoBancos,
  falhaBancos,
  titular,
  operacao,
}: Props) {
  const { valores: v, erros, mudar, comDigito, caixa } = conta;
  const campoOperacao = operacao && caixa && (
    <TextField
      label={operacao.rotulo}
      hint={operacao.dica}
      inputMode="numeric"
      maxLength={4}
      value={v.operacao ?? ''}
      onChange={mudar('operacao')}
      error={erros.operacao}
    />
  );
  return (
    <>
      <TextField
        label="Favorecido"
        value={v.favorecido}
        onChange={mudar('favorecido')}
        error={erros.favorecido}
      />
      {titular}
      <SelectField
        label="Banco"
        vazio={carregandoBancos ? 'Carregando bancos…' : 'Escolha o banco'}
        value={v.idBanco}
        onChange={mudar('idBanco')}
        opcoes={bancos.map((b) => ({ valor: String(b.idBanco), rotulo: `${b.codigo} – ${b.nome}` }))}
        error={erros.idBanco}
      />
      {falhaBancos && (
        <Alert
          tone="perigo"
          role="alert"
          acao={
            <Button size="sm" variant="secondary" onClick={falhaBancos.tentarDeNovo}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar a lista de bancos.
        </Alert>
      )}
      <div className="grid grid-cols-[1fr_auto] gap-4">
        <TextField
          label="Agência"
          hint="4 números, sem o dígito"
          inputMode="numeric"
          maxLength={4}
          value={v.agencia}
          onChange={mudar('agencia')}
          error={erros.agencia}
        />
        {comDigito && (
          <TextField
            label="Dígito"
            maxLength={1}
            containerClassName="w-24"
            value={v.digitoAgencia}
            onChange={mudar('digitoAgencia')}
            error={erros.digitoAgencia}
          />
        )}
      </div>
      {!operacao?.depoisDoTipo && campoOperacao}
      <TextField
        label="Conta com dígito"
        hint="Sem barra nem hífen; um X no dígito vale 0"
        value={v.conta}
        onChange={mudar('conta')}
        error={erros.conta}
      />
      <SelectField
        label="Tipo de conta"
        value={v.tipoConta}
        onChange={mudar('tipoConta')}
        opcoes={TIPOS_DE_CONTA}
        error={erros.tipoConta}
      />
      {operacao?.depoisDoTipo && campoOperacao}
      {!titular && erros.cpfCnpj && <Alert tone="perigo">{erros.cpfCnpj}</Alert>}
    </>
  );
}
