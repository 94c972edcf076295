import { zodResolver } from '@hookform/resolvers/zod';
import type { verificacaoBoletoSchema } from '@portal/domain';
import { boletosOperacoes, formatarData, padCota, padGrupo, verificarBoletoBodySchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Landmark,
  MessageSquareWarning,
  SearchCheck,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { TextareaField } from '@/components/textarea-field';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar } from '@/lib/operacoes';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { PaginaPublica } from '../components/pagina-publica';
import { SituacaoBoletoBadge } from '../components/situacao-boleto';

type Verificacao = z.infer<typeof verificacaoBoletoSchema>;

const MENSAGEM_ERRO_VERIFICAR =
  'Não foi possível verificar o código agora. Tente novamente em instantes e, na dúvida, não pague.';

function mensagemErroVerificar(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_VERIFICAR;
}

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

const VEREDITOS = {
  falso: {
    titulo: 'Não pague este boleto',
    Icone: ShieldAlert,
    anel: 'ring-perigo',
    cor: 'text-perigo',
    fundo: 'bg-perigo-fundo',
  },
  nosso: {
    titulo: 'Boleto emitido por nós',
    Icone: ShieldCheck,
    anel: 'ring-sucesso',
    cor: 'text-sucesso',
    fundo: 'bg-sucesso-fundo',
  },
} as const;

/** The verdict card: its heading takes the focus, so a screen reader reads a new verdict at once. */
function Veredito({
  tipo,
  resultado,
  children,
}: {
  tipo: keyof typeof VEREDITOS;
  /** Each new answer (even the same verdict again) takes the focus. */
  resultado: Verificacao;
  children?: ReactNode;
}) {
  const { titulo: texto, Icone, anel, cor, fundo } = VEREDITOS[tipo];
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), [resultado]);
  return (
    <Card
      as="section"
      aria-labelledby="titulo-resultado"
      className={`ring-2 ${anel}`}
      data-testid="resultado"
    >
      <div className="flex items-start gap-4">
        <span
          className={`grid size-12 shrink-0 place-items-center rounded-2xl ${fundo} ${cor}`}
          aria-hidden="true"
        >
          <Icone className="size-6" />
        </span>
        <div className="min-w-0">
          <h2
            id="titulo-resultado"
            ref={titulo}
            tabIndex={-1}
            className={`text-lg font-bold tracking-tight ${cor} outline-none`}
          >
            {texto}
          </h2>
          <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta">{resultado.mensagem}</p>
          {tipo === 'falso' && (
            <p className="mt-2 text-sm text-tinta-suave">
              Se alguém cobrou você com este código, pode ser golpe. Gere a 2ª via pelo portal ou fale com a
              nossa central.
            </p>
          )}
        </div>
      </div>
      {children}
    </Card>
  );
}

function Resultado({ r }: { r: Verificacao }) {
  if (!r.emitidoPorNos || !r.boleto) return <Veredito tipo="falso" resultado={r} />;
  const b = r.boleto;
  return (
    <Veredito tipo="nosso" resultado={r}>
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
    </Veredito>
  );
}

/** /verificar-boleto (public): paste a code and learn whether this administrator issued it, before paying. */
export default function VerificarBoleto() {
  useDocumentTitle('Verificar boleto');
  const nome = useParceiro()?.name ?? NOME_PADRAO;
  // Public, no token: did this administrator issue this boleto or PIX code?
  const verificar = useMutation({
    mutationFn: (codigo: string) => chamar(boletosOperacoes.verificar, { body: { codigo } }),
    meta: { erroTratado: true },
  });
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
            <form noValidate onSubmit={(e) => void enviar(e)} className="flex flex-col gap-4">
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
