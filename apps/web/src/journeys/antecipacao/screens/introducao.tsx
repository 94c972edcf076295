import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROTULOS_SITUACAO_ANTECIPACAO,
  formatarData,
  formatarMoeda,
  mascaraDinheiro,
  type Antecipacao,
} from '@portal/domain';
import { ChevronRight, FastForward, Receipt } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { Money } from '@/components/money';
import { SegmentedControl } from '@/components/segmented-control';
import { TextField } from '@/components/text-field';
import { formAntecipacaoSchema, pedidoDoForm, type FormAntecipacao } from '../components/form-antecipacao';
import { Carregando, Falhou, TelaAntecipacao, Texto } from '../components/tela';
import { caminhosAntecipacao as c } from '../paths';
import { useAntecipacoes } from '../use-antecipacao';

const MODOS = [
  { valor: 'prazo' as const, rotulo: 'Nº de parcelas' },
  { valor: 'valor' as const, rotulo: 'Valor' },
];

function Anteriores({ lista }: { lista: Antecipacao[] }) {
  if (!lista.length) return null;
  return (
    <section aria-labelledby="anteriores" className="flex flex-col gap-2">
      <h2 id="anteriores" className="text-base font-semibold text-tinta">
        Suas antecipações
      </h2>
      <ul className="divide-y divide-borda/70">
        {lista.map((a) => (
          <li key={a.idAntecipacao} className="flex items-baseline justify-between gap-3 py-2.5">
            <span className="text-[0.9375rem] text-tinta-suave">
              {formatarData(a.criadaEm.slice(0, 10))} · {a.quantidadeParcelas}{' '}
              {a.quantidadeParcelas === 1 ? 'parcela' : 'parcelas'} ({a.numerosParcelas.join(', ')}) ·{' '}
              {ROTULOS_SITUACAO_ANTECIPACAO[a.situacao]}
            </span>
            <Money centavos={a.valorCentavos} className="shrink-0 font-semibold text-tinta" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /boletos/antecipar/introducao (03 §2): the quota's anticipations, and a new one by term or by value. */
export default function Introducao() {
  const lista = useAntecipacoes();
  const navigate = useNavigate();
  const form = useForm<FormAntecipacao>({
    resolver: zodResolver(formAntecipacaoSchema),
    defaultValues: { modo: 'prazo', quantidade: '', valor: '' },
  });
  const modo = useWatch({ control: form.control, name: 'modo' });
  if (lista.isPending) return <Carregando />;
  if (lista.isError) return <Falhou onRetry={() => void lista.refetch()} />;
  const l = lista.data;
  const anteriores = l.antecipacoes.filter((a) => a.situacao !== 'aberta');

  const continuar = form.handleSubmit((v) => void navigate(c.resumo, { state: { pedido: pedidoDoForm(v) } }));

  return (
    <TelaAntecipacao
      titulo="Antecipar parcelas"
      descricao="Pague parcelas futuras agora e termine o plano antes."
      icone={FastForward}
      voltar={{ para: caminhos.boletos.lista, rotulo: 'Boletos' }}
      acao={
        l.podeAntecipar ? (
          <Button type="submit" form="form-antecipacao">
            Ver o efeito
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Button>
        ) : l.aberta ? (
          <Button asChild>
            <Link to={c.boleto}>
              <Receipt className="-ml-1 size-4" aria-hidden="true" />
              Ver boleto da antecipação
            </Link>
          </Button>
        ) : undefined
      }
    >
      {l.aberta && (
        <Alert tone="info" titulo="Antecipação aguardando pagamento">
          Parcelas {l.aberta.numerosParcelas.join(', ')}, <Money centavos={l.aberta.valorCentavos} />
          {l.aberta.boleto && `, boleto com vencimento em ${formatarData(l.aberta.boleto.dataVencimento)}`}.
        </Alert>
      )}
      {l.podeAntecipar ? (
        <form
          id="form-antecipacao"
          noValidate
          onSubmit={(e) => void continuar(e)}
          className="flex flex-col gap-5"
        >
          <Controller
            control={form.control}
            name="modo"
            render={({ field }) => (
              <SegmentedControl
                legenda="Antecipar por"
                opcoes={MODOS}
                valor={field.value}
                onChange={(m) => {
                  field.onChange(m);
                  form.clearErrors();
                }}
              />
            )}
          />
          {modo === 'prazo' ? (
            <Controller
              control={form.control}
              name="quantidade"
              render={({ field, fieldState }) => (
                <TextField
                  label="Quantas parcelas quer antecipar?"
                  inputMode="numeric"
                  autoComplete="off"
                  {...field}
                  onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
                  error={fieldState.error?.message}
                  hint={`Até ${l.parcelasDisponiveis} ${l.parcelasDisponiveis === 1 ? 'parcela' : 'parcelas'}, a partir da última.`}
                />
              )}
            />
          ) : (
            <Controller
              control={form.control}
              name="valor"
              render={({ field, fieldState }) => (
                <MaskedField
                  label="Quanto quer antecipar?"
                  mascara={mascaraDinheiro}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  inputMode="numeric"
                  placeholder="R$ 0,00"
                  error={fieldState.error?.message}
                  hint={`Pagamos parcelas inteiras: a partir de ${formatarMoeda(l.valorMinimoCentavos)}, até ${formatarMoeda(l.valorMaximoCentavos)}.`}
                />
              )}
            />
          )}
        </form>
      ) : (
        l.motivo &&
        !l.aberta && (
          <Alert tone="alerta" titulo="Antecipação indisponível agora">
            {l.motivo}
          </Alert>
        )
      )}
      <Texto>
        As parcelas antecipadas são as últimas do plano: o saldo devedor cai e o prazo encurta. O pagamento é
        feito por um boleto, e as parcelas ficam pagas quando ele for compensado.
      </Texto>
      <Anteriores lista={anteriores} />
    </TelaAntecipacao>
  );
}
