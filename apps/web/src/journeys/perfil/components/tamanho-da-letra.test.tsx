import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAVE_TAMANHO_FONTE, tamanhoFonteGuardado } from '@/lib/fonte';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import { TamanhoDaLetra } from './tamanho-da-letra';

let pedidos: Pedido[];
let falhar = false;

beforeEach(() => {
  falhar = false;
  entrarComo();
  pedidos = stubApi({
    'PUT /usuarios/42/preferencias': ({ corpo }) =>
      falhar
        ? { status: 500, corpo: { mensagem: 'Erro no sistema' } }
        : {
            corpo: {
              photo_url: null,
              block_push_notification: false,
              assessmentUser: { assessmented: false, liked: null, nextAppearance: null },
              font_size: (corpo as { font_size: number | null }).font_size,
            },
          },
  });
});

const faixa = () => screen.getByRole('slider', { name: 'Tamanho da letra em pixels' });
const diminuir = () => screen.getByRole('button', { name: 'Diminuir a letra' });
const aumentar = () => screen.getByRole('button', { name: 'Aumentar a letra' });
const salvos = () => pedidos.filter((p) => p.metodo === 'PUT').map((p) => p.corpo);

describe('Tamanho da letra (spec §2: 10 to 48)', () => {
  it('applies a suggested size to the whole page at once and saves it on the account once', async () => {
    const { usuario } = renderizar(<TamanhoDaLetra idUsuario={42} />);
    expect(screen.getByText('16 px (padrão)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Padrão' })).toHaveAttribute('aria-pressed', 'true');

    await usuario.click(screen.getByRole('button', { name: 'Grande' }));
    await usuario.click(aumentar());

    expect(screen.getByText('21 px')).toBeInTheDocument();
    expect(faixa()).toHaveValue('21');
    expect(document.documentElement.style.fontSize).toBe('21px');
    expect(localStorage.getItem(CHAVE_TAMANHO_FONTE)).toBe('21');
    // Saved after the customer stops: one PUT with the last size, not one per click.
    expect(
      await screen.findByText('Tamanho guardado na sua conta.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(salvos()).toEqual([{ font_size: 21 }]);
  });

  it('stops at 10 and 48: the buttons turn off at the limits', async () => {
    tamanhoFonteGuardado.gravar(11);
    const { usuario } = renderizar(<TamanhoDaLetra idUsuario={42} />);

    await usuario.click(diminuir());
    expect(screen.getByText('10 px')).toBeInTheDocument();
    expect(diminuir()).toBeDisabled();

    fireEvent.change(faixa(), { target: { value: '48' } });
    expect(screen.getByText('48 px')).toBeInTheDocument();
    expect(aumentar()).toBeDisabled();
    expect(diminuir()).toBeEnabled();
  });

  it('keeps the size on this device and says so when the account cannot save it', async () => {
    falhar = true;
    const { usuario } = renderizar(<TamanhoDaLetra idUsuario={42} />);

    await usuario.click(screen.getByRole('button', { name: 'Muito grande' }));

    expect(
      await screen.findByText(
        'Não foi possível guardar na sua conta agora; neste aparelho o tamanho já vale.',
        {},
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    expect(document.documentElement.style.fontSize).toBe('24px');
    await waitFor(() => expect(salvos()).toEqual([{ font_size: 24 }]));
  });
});
