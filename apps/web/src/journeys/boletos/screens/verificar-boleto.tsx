import { zodResolver } from '@hookform/resolvers/zod';
import type { verificacaoBoletoSchema } from '@portal/domain';
import { formatarData, padCota, padGrupo, verificarBoletoBodySchema } from '@portal/domain';
import {
  Landmark,
  MessageSquareWarning,
  SearchCheck,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { TextareaField } from '@/components/textarea-field';
import { useDocumentTitle } from '@/lib/document-title';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { mensagemErroVerificar, useVerificarBoleto } from '../api/post-boletos-verificar';
import { PaginaPublica } from '../components/pagina-publica';
import { SituacaoBoletoBadge } from '../components/situacao-boleto';

type Verificacao = z.infer<typeof verificacaoBoletoSchema>;

const DICAS = [
  {
    Icone: Landmark,
    texto:
      'No app do banco, antes de confirmar, confira se o beneficiário é a administradora do seu consórcio.',
  },
  {
    Icone: MessageSquareWarning,
    texto: 'Desconfie de boletos com desconto, urgência ou enviados por WhatsApp e redes sociais.',
  },
  {
    Icone: Smartphone,
    texto: 'A 2ª via verdadeira está sempre no portal, em Boletos, depois de entrar com a sua senha.',
  },
];

function Resultado({ r }: { r: Verificacao }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  // A new verdict takes the focus, so a screen reader reads it at once.
  useEffect(() => titulo.current?.focus(), [r]);

  if (!r.emitidoPorNos || !r.boleto)
    return (
      <Card
        as="section"
        aria-labelledby="titulo-resultado"
        className="ring-2 ring-perigo"
        data-testid="resultado"
      >
        <div className="flex items-start gap-4">
          <span
            className="grid size-12 shrink-0 place-items-center rounded-2xl bg-perigo-fundo text-perigo"
            aria-hidden="true"
          >
            <ShieldAlert className="size-6" />
          </span>
          <div className="min-w-0">
            <h2
              id="titulo-resultado"
              ref={titulo}
              tabIndex={-1}
              className="text-lg font-bold tracking-tight text-perigo outline-none"
            >
              Não pague este boleto
            </h2>
            <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta">{r.mensagem}</p>
            <p className="mt-2 text-sm text-tinta-suave">
              Se alguém cobrou você com este código, pode ser golpe. Gere a 2ª via pelo portal ou fale com a
              nossa central.
            </p>
          </div>
        </div>
      </Card>
    );

  const b = r.boleto;
  return (
    <Card
      as="section"
      aria-labelledby="titulo-resultado"
      className="ring-2 ring-sucesso"
      data-testid="resultado"
    >
      <div className="flex items-start gap-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-sucesso-fundo text-sucesso"
          aria-hidden="true"
        >
          <ShieldCheck className="size-6" />
        </span>
        <div className="min-w-0">
          <h2
            id="titulo-resultado"
            ref={titulo}
            tabIndex={-1}
            className="text-lg font-bold tracking-tight text-sucesso outline-none"
          >
            Boleto emitido por nós
          </h2>
          <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta">{r.mensagem}</p>
        </div>
      </div>
      {b.situacao === 'pago' && (
        <Alert tone="alerta" className="mt-4" titulo="Este boleto já foi pago">
          Não pague de novo.
        </Alert>
      )}
      {b.situacao === 'cancelado' && (
        <Alert tone="alerta" className="mt-4" titulo="Este boleto foi cancelado">
          Não pague: gere um novo boleto pelo portal.
        </Alert>
      )}
      <DescriptionList
        className="mt-4"
        itens={[
          { termo: 'Beneficiário', descricao: b.beneficiario },
          { termo: 'Pagador', descricao: b.pagador },
          { termo: 'Grupo e cota', descricao: `${padGrupo(b.grupo)} / ${padCota(b.cota)}` },
          { termo: 'Valor', descricao: <Money centavos={b.valorCobrado} /> },
          { termo: 'Vencimento', descricao: formatarData(b.dataVencimento) },
          { termo: 'Situação', descricao: <SituacaoBoletoBadge situacao={b.situacao} /> },
        ]}
      />
    </Card>
  );
}

/** /verificar-boleto (public): paste a code and learn whether this administrator issued it, before paying. */
export default function VerificarBoleto() {
  useDocumentTitle('Verificar boleto');
  const nome = useParceiro()?.name ?? NOME_PADRAO;
  const verificar = useVerificarBoleto();
  const form = useForm({
    resolver: zodResolver(verificarBoletoBodySchema),
    defaultValues: { codigo: '' },
  });
  const campo = form.register('codigo', { onChange: () => verificar.reset() });
  const enviar = form.handleSubmit((v) => verificar.mutate(v.codigo));

  return (
    <PaginaPublica>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <header>
            <h1 className="text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">
              Este boleto é verdadeiro?
            </h1>
            <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">
              Cole a linha digitável, o código de barras ou o PIX copia e cola. Conferimos na hora se ele foi
              emitido por nós, {nome}.
            </p>
          </header>
          <Card>
            <form noValidate onSubmit={enviar} className="flex flex-col gap-4">
              <TextareaField
                label="Código do boleto ou do PIX"
                rows={4}
                autoComplete="off"
                spellCheck={false}
                inputMode="text"
                className="font-mono text-[0.9375rem]"
                hint="Os números abaixo do código de barras (47 dígitos) ou o código PIX, que começa com 000201."
                error={form.formState.errors.codigo?.message}
                {...campo}
              />
              {verificar.isError && (
                <Alert tone="perigo" role="alert" titulo="Não foi possível verificar">
                  {mensagemErroVerificar(verificar.error)}
                </Alert>
              )}
              <Button
                type="submit"
                size="lg"
                className="sm:self-start"
                icon={<SearchCheck className="size-5" aria-hidden="true" />}
                loading={verificar.isPending}
              >
                Verificar
              </Button>
            </form>
          </Card>
          {verificar.data && <Resultado r={verificar.data} />}
        </div>

        <Card as="section" aria-labelledby="titulo-golpe" className="flex flex-col gap-4">
          <h2 id="titulo-golpe" className="text-base font-semibold text-tinta">
            Por que verificar
          </h2>
          <p className="text-sm leading-relaxed text-tinta-suave">
            Golpistas enviam boletos falsos com o nome e a marca da administradora, mas o dinheiro vai para a
            conta deles. Um boleto pago a golpistas não quita a sua parcela.
          </p>
          <ul className="flex flex-col gap-3">
            {DICAS.map(({ Icone, texto }) => (
              <li key={texto} className="flex items-start gap-3 text-sm leading-relaxed text-tinta">
                <span
                  className="grid size-9 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
                  aria-hidden="true"
                >
                  <Icone className="size-4" />
                </span>
                {texto}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </PaginaPublica>
  );
}
