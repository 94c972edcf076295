import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

function Controlado({ onComplete }: { onComplete: (valor: string) => void }) {
  const [valor, setValor] = useState('');
  return (
    <CodeInput
      label="Código recebido por SMS"
      value={valor}
      onValueChange={setValor}
      onComplete={onComplete}
    />
  );
}

const caixas = () => screen.getAllByRole('textbox');

describe('CodeInput (03 §5: uppercase, focus forward, paste takes 4, backspace back)', () => {
  it('upper-cases each character and moves the focus forward, completing at the fourth', async () => {
    const completo = vi.fn();
    const usuario = userEvent.setup();
    render(<Controlado onComplete={completo} />);
    expect(screen.getByRole('group', { name: 'Código recebido por SMS' })).toBeInTheDocument();
    await usuario.click(caixas()[0]!);
    await usuario.keyboard('a');
    expect(caixas()[0]).toHaveValue('A');
    expect(caixas()[1]).toHaveFocus();
    await usuario.keyboard('b7k');
    expect(caixas().map((c) => (c as HTMLInputElement).value)).toEqual(['A', 'B', '7', 'K']);
    expect(completo).toHaveBeenCalledWith('AB7K');
  });

  it('backspace clears and moves back', async () => {
    const usuario = userEvent.setup();
    render(<Controlado onComplete={vi.fn()} />);
    await usuario.click(caixas()[0]!);
    await usuario.keyboard('xy');
    expect(caixas()[2]).toHaveFocus();
    await usuario.keyboard('{Backspace}');
    expect(caixas()[1]).toHaveFocus();
    expect(caixas()[1]).toHaveValue('');
    expect(caixas()[0]).toHaveValue('X');
  });

  it('a paste takes the first 4 letters and digits', async () => {
    const completo = vi.fn();
    const usuario = userEvent.setup();
    render(<Controlado onComplete={completo} />);
    await usuario.click(caixas()[0]!);
    await usuario.paste('q1-w2e3');
    expect(caixas().map((c) => (c as HTMLInputElement).value)).toEqual(['Q', '1', 'W', '2']);
    expect(completo).toHaveBeenCalledWith('Q1W2');
  });
});
