import {
  passoTamanhoFonte,
  tamanhoFonteEfetivo,
  TAMANHO_FONTE_MAXIMO,
  TAMANHO_FONTE_MINIMO,
  TAMANHO_FONTE_PADRAO,
  TAMANHOS_FONTE_SUGERIDOS,
} from '@portal/domain';
import { clsx } from 'clsx';
import { AArrowDown, AArrowUp, Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { definirTamanhoFonte, tamanhoFonteGuardado } from '@/lib/fonte';
import { useAlterarPreferencias } from '../use-preferencias';

/** Waits for the customer to stop sliding before saving: one PUT per choice, not one per pixel. */
const ESPERA_PARA_SALVAR_MS = 600;

/**
 * Font-size setting (spec §2: 10 to 48). Every change applies at once to the whole app (the root font-size)
 * and is saved on the server a moment later, so it follows the customer to other devices.
 */
export function TamanhoDaLetra({ idUsuario }: { idUsuario: number | undefined }) {
  const inicial = tamanhoFonteEfetivo(tamanhoFonteGuardado.usar());
  const [tamanho, setTamanho] = useState(inicial);
  const salvar = useAlterarPreferencias(idUsuario, { erroTratado: true });
  const salvo = useRef(inicial);
  const idFaixa = useId();

  useEffect(() => {
    if (tamanho === salvo.current) return;
    const espera = setTimeout(() => {
      salvo.current = tamanho;
      salvar.mutate({ font_size: tamanho === TAMANHO_FONTE_PADRAO ? null : tamanho });
    }, ESPERA_PARA_SALVAR_MS);
    return () => clearTimeout(espera);
    // `salvar` changes identity on every render; the size alone decides when to save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tamanho]);

  const escolher = (novo: number) => {
    setTamanho(novo);
    definirTamanhoFonte(novo);
  };

  return (
    <Card as="section" aria-labelledby="titulo-tamanho-letra">
      <CardHeader titulo={<span id="titulo-tamanho-letra">Tamanho da letra</span>} />
      <p className="text-[0.9375rem] text-tinta-suave">
        Aumente ou diminua o texto de todo o portal. A mudança vale na hora e fica guardada na sua conta.
      </p>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Diminuir a letra"
          disabled={tamanho <= TAMANHO_FONTE_MINIMO}
          onClick={() => escolher(passoTamanhoFonte(tamanho, -1))}
          icon={<AArrowDown className="size-5" aria-hidden="true" />}
        />
        {/* At large sizes the slider takes a line of its own rather than push the buttons off the screen. */}
        <div className="min-w-0 flex-1 basis-24">
          <label htmlFor={idFaixa} className="sr-only">
            Tamanho da letra em pixels
          </label>
          <input
            id={idFaixa}
            type="range"
            min={TAMANHO_FONTE_MINIMO}
            max={TAMANHO_FONTE_MAXIMO}
            step={1}
            value={tamanho}
            aria-valuetext={`${tamanho} pixels`}
            onChange={(e) => escolher(Number(e.target.value))}
            className="h-11 w-full cursor-pointer accent-primaria"
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Aumentar a letra"
          disabled={tamanho >= TAMANHO_FONTE_MAXIMO}
          onClick={() => escolher(passoTamanhoFonte(tamanho, 1))}
          icon={<AArrowUp className="size-5" aria-hidden="true" />}
        />
      </div>
      <p className="tabular mt-1 text-center text-sm font-semibold text-tinta" aria-live="polite">
        {tamanho} px{tamanho === TAMANHO_FONTE_PADRAO && ' (padrão)'}
      </p>

      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-semibold text-tinta-suave">Tamanhos sugeridos</legend>
        <div className="flex flex-wrap gap-2">
          {TAMANHOS_FONTE_SUGERIDOS.map((s) => (
            <button
              key={s.tamanho}
              type="button"
              aria-pressed={tamanho === s.tamanho}
              onClick={() => escolher(s.tamanho)}
              className={clsx(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors',
                tamanho === s.tamanho
                  ? 'bg-primaria text-primaria-contraste'
                  : 'bg-fundo text-tinta ring-1 ring-borda hover:bg-primaria/8',
              )}
            >
              {tamanho === s.tamanho && <Check className="size-4" aria-hidden="true" />}
              {s.rotulo}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 rounded-2xl bg-fundo p-4" aria-hidden="true">
        <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">Prévia</p>
        <p className="mt-1 text-lg font-bold text-tinta">Sua parcela vence dia 10</p>
        <p className="mt-1 text-[0.9375rem] text-tinta-suave">
          Gere o boleto ou copie o código PIX na tela de boletos.
        </p>
      </div>

      <p className="mt-3 min-h-5 text-sm text-tinta-suave" role="status">
        {salvar.isError
          ? 'Não foi possível guardar na sua conta agora; neste aparelho o tamanho já vale.'
          : salvar.isSuccess
            ? 'Tamanho guardado na sua conta.'
            : ''}
      </p>
    </Card>
  );
}
