import { bancos, validarDadosBancarios } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CamposContaBancaria } from './campos-conta-bancaria';
import { useContaBancaria } from './use-conta-bancaria';

const CPF_DA_COTA = '52998224725';
/** What GET cotas/{id}/bancos/consultar answers: the domain's COMPE list. */
const BANCOS = bancos();

/** A screen as the journeys build one: the holder fixed to the quota's CPF, validated on submit. */
function Tela({ comOperacao }: { comOperacao: boolean }) {
  const conta = useContaBancaria({
    favorecido: 'Maria',
    idBanco: '',
    agencia: '',
    digitoAgencia: '',
    conta: '',
    tipoConta: 'corrente',
    operacao: '',
  });
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const r = validarDadosBancarios({ ...conta.valores, cpfCnpj: '11144477735' }, CPF_DA_COTA);
    if (!r.valido) conta.mostrarErros(r.erros);
  };
  return (
    <form noValidate onSubmit={enviar}>
      <CamposContaBancaria
        conta={conta}
        bancos={BANCOS}
        operacao={comOperacao ? { rotulo: 'Operação', dica: '3 ou 4 números' } : undefined}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('CamposContaBancaria (02 §5 bank fields)', () => {
  it("asks the agency's digit only for Banco do Brasil, and the operation only for Caixa where the screen has it", async () => {
    const usuario = userEvent.setup();
    const { unmount } = render(<Tela comOperacao />);
    expect(screen.queryByLabelText('Dígito')).not.toBeInTheDocument();
    await usuario.selectOptions(screen.getByLabelText('Banco'), '1');
    expect(screen.getByLabelText('Dígito')).toBeInTheDocument();
    expect(screen.queryByLabelText('Operação')).not.toBeInTheDocument();
    await usuario.selectOptions(screen.getByLabelText('Banco'), '104');
    expect(screen.queryByLabelText('Dígito')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Operação')).toBeInTheDocument();
    unmount();

    render(<Tela comOperacao={false} />);
    await usuario.selectOptions(screen.getByLabelText('Banco'), '104');
    expect(screen.queryByLabelText('Operação')).not.toBeInTheDocument();
  });

  it("shows each rule's message under its field, clears it as the field is typed, and another holder's CPF below", async () => {
    const usuario = userEvent.setup();
    render(<Tela comOperacao={false} />);
    await usuario.selectOptions(screen.getByLabelText('Banco'), '341');
    await usuario.type(screen.getByLabelText('Agência'), '045');
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Informe a agência com 4 números, sem o dígito.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument(); // the account
    expect(
      screen.getByText('A conta deve ser do titular da cota: informe o mesmo CPF/CNPJ da cota.'),
    ).toBeInTheDocument();
    await usuario.type(screen.getByLabelText('Agência'), '7');
    expect(screen.queryByText('Informe a agência com 4 números, sem o dígito.')).not.toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
  });

  it('lists the banks it is given, says while they load, and offers to ask again when they failed', async () => {
    const usuario = userEvent.setup();
    const tentarDeNovo = vi.fn();
    function SemLista({ falhou }: { falhou: boolean }) {
      const conta = useContaBancaria({
        favorecido: '',
        idBanco: '',
        agencia: '',
        digitoAgencia: '',
        conta: '',
        tipoConta: 'corrente',
      });
      return (
        <CamposContaBancaria
          conta={conta}
          bancos={[]}
          carregandoBancos={!falhou}
          falhaBancos={falhou ? { tentarDeNovo } : undefined}
        />
      );
    }
    const { rerender } = render(<SemLista falhou={false} />);
    expect(screen.getByRole('option', { name: 'Carregando bancos…' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<SemLista falhou />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista de bancos.');
    await usuario.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(tentarDeNovo).toHaveBeenCalledOnce();
  });
});
