import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  apagarCodigo,
  colarCodigo,
  digitarCodigo,
  focoPermitido,
  type EstadoCodigo,
} from './code-input-valor';

export interface CodeInputProps {
  /** Names the whole group, e.g. 'Código de verificação'. */
  label: string;
  value: string;
  onValueChange: (valor: string) => void;
  /** Called once every box is filled (e.g. to submit on its own). */
  onComplete?: (valor: string) => void;
  /** Number of boxes (spec §5: 4 by default). */
  tamanho?: number;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Digits-only codes get the numeric keypad on phones. */
  somenteNumeros?: boolean;
  className?: string;
}

/**
 * Spec §5 segmented code input: one box per character, upper-cased, focus moves forward on entry, paste takes
 * the first characters, backspace moves back, arrows move between boxes. The boxes form one labelled group.
 */
export function CodeInput({
  label,
  value,
  onValueChange,
  onComplete,
  tamanho = 4,
  hint,
  error,
  disabled,
  autoFocus,
  somenteNumeros,
  className,
}: CodeInputProps) {
  const id = useId();
  const caixas = useRef<(HTMLInputElement | null)[]>([]);
  // The value as of the last keystroke: focus moves before the parent re-renders with the new value.
  const valorAtual = useRef(value);
  useEffect(() => {
    valorAtual.current = value;
  }, [value]);
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  const focar = (i: number) => {
    const caixa = caixas.current[i];
    caixa?.focus();
    caixa?.select();
  };

  const aplicar = ({ valor, foco }: EstadoCodigo) => {
    valorAtual.current = valor;
    if (valor !== value) {
      onValueChange(valor);
      if (valor.length === tamanho) onComplete?.(valor);
    }
    focar(foco);
  };

  const aoMudar = (i: number) => (e: ChangeEvent<HTMLInputElement>) => {
    const bruto = e.target.value;
    const atual = value[i] ?? '';
    if (bruto === '') return aplicar(apagarCodigo(value, i));
    // Typed next to the character already in the box: keep only the new one.
    const digitado = bruto.length === 2 && atual && bruto.includes(atual) ? bruto.replace(atual, '') : bruto;
    aplicar(digitarCodigo(value, i, digitado, tamanho));
  };

  const aoTeclar = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      aplicar(apagarCodigo(value, i));
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focar(focoPermitido(value, i - 1, tamanho));
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focar(focoPermitido(value, i + 1, tamanho));
    } else if (e.key === 'Home') {
      e.preventDefault();
      focar(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focar(focoPermitido(value, tamanho - 1, tamanho));
    }
  };

  const aoColar = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    aplicar(colarCodigo(e.clipboardData.getData('text'), tamanho));
  };

  return (
    <fieldset className={clsx('min-w-0', className)} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-semibold text-tinta">{label}</legend>
      <div className="flex gap-2.5 sm:gap-3">
        {Array.from({ length: tamanho }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              caixas.current[i] = el;
            }}
            type="text"
            inputMode={somenteNumeros ? 'numeric' : 'text'}
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing the screen asks for
            autoFocus={autoFocus && i === 0}
            disabled={disabled}
            aria-label={`Caractere ${i + 1} de ${tamanho}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={value[i] ?? ''}
            onChange={aoMudar(i)}
            onKeyDown={aoTeclar(i)}
            onPaste={aoColar}
            onFocus={(e) => {
              const permitido = focoPermitido(valorAtual.current, i, tamanho);
              if (permitido !== i) focar(permitido);
              else e.target.select();
            }}
            className={clsx(
              'tabular size-14 rounded-xl border bg-superficie text-center text-2xl font-bold text-tinta uppercase caret-primaria sm:size-16',
              'transition-[border-color,box-shadow] duration-150 outline-none',
              'focus:border-primaria focus:ring-4 focus:ring-primaria/15 disabled:bg-fundo disabled:text-tinta-fraca',
              error
                ? 'border-perigo focus:border-perigo focus:ring-perigo/15'
                : value[i]
                  ? 'border-tinta-fraca'
                  : 'border-borda-forte hover:border-tinta-fraca',
            )}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-perigo">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="mt-2 text-sm text-tinta-fraca">
            {hint}
          </p>
        )
      )}
    </fieldset>
  );
}
