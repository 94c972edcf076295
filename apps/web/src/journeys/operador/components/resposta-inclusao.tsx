import { zodResolver } from '@hookform/resolvers/zod';
import {
  mascaraDinheiro,
  ROTULOS_TIPO_VEICULO,
  TIPOS_VEICULO,
  tipoVeiculoSchema,
  UFS,
  type AtenderSolicitacaoBody,
  type SolicitacaoOperador,
} from '@portal/domain';
import { Ban, CirclePlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { useAtenderSolicitacao } from '../use-catalogo-veiculos';

const obrigatorio = (mensagem: string) => z.string().trim().min(2, { error: mensagem });
const ano = (campo: string) =>
  z
    .string()
    .regex(/^\d{4}$/, { error: `Informe o ano de ${campo} com 4 dígitos.` })
    .transform(Number);

const concessionariaSchema = z.object({
  razaoSocial: obrigatorio('Informe a razão social.'),
  nomeFantasia: z.string().trim(),
  cidade: obrigatorio('Informe a cidade.'),
  uf: z.string().min(2, { error: 'Escolha a UF.' }),
  marcas: obrigatorio('Informe ao menos uma marca vendida.'),
});
const modeloSchema = z
  .object({
    nomeFabricante: obrigatorio('Informe a marca.'),
    nomeBem: obrigatorio('Informe o modelo.'),
    tipoVeiculo: tipoVeiculoSchema,
    anoFabricacao: ano('fabricação'),
    anoModelo: ano('modelo'),
    valor: z.string().min(1, { error: 'Informe o valor de referência.' }),
  })
  .refine((f) => f.anoModelo === f.anoFabricacao || f.anoModelo === f.anoFabricacao + 1, {
    error: 'O ano do modelo deve ser o de fabricação ou o seguinte.',
    path: ['anoModelo'],
  });
const recusaSchema = z.object({ motivo: obrigatorio('Informe o motivo.') });

type Modo = 'incluir' | 'recusar';

function Falha({ erro }: { erro: unknown }) {
  return (
    <Alert tone="perigo" titulo="O pedido não foi respondido" role="alert">
      {erro instanceof ApiError ? erro.mensagem : 'Tente novamente em instantes.'}
    </Alert>
  );
}

function FormConcessionaria({
  s,
  enviar,
}: {
  s: SolicitacaoOperador;
  enviar: (b: AtenderSolicitacaoBody) => void;
}) {
  const form = useForm<z.input<typeof concessionariaSchema>, unknown, z.output<typeof concessionariaSchema>>({
    resolver: zodResolver(concessionariaSchema),
    defaultValues: {
      razaoSocial: s.razaoSocial ?? '',
      nomeFantasia: '',
      cidade: s.cidade ?? '',
      uf: s.uf ?? '',
      marcas: '',
    },
  });
  const e = form.formState.errors;
  return (
    <form
      id={`form-inclusao-${s.idSolicitacao}`}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(ev) =>
        void form.handleSubmit((f) =>
          enviar({
            decisao: 'INCLUIR_CONCESSIONARIA',
            razaoSocial: f.razaoSocial,
            ...(f.nomeFantasia && { nomeFantasia: f.nomeFantasia }),
            cidade: f.cidade,
            uf: f.uf,
            marcas: f.marcas
              .split(',')
              .map((m) => m.trim())
              .filter(Boolean),
          }),
        )(ev)
      }
    >
      <TextField label="Razão social" error={e.razaoSocial?.message} {...form.register('razaoSocial')} />
      <TextField label="Nome fantasia (opcional)" {...form.register('nomeFantasia')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
        <TextField label="Cidade" error={e.cidade?.message} {...form.register('cidade')} />
        <SelectField
          label="UF"
          vazio="UF"
          opcoes={UFS.map((uf) => ({ valor: uf, rotulo: uf }))}
          error={e.uf?.message}
          {...form.register('uf')}
        />
      </div>
      <TextField
        label="Marcas vendidas"
        hint="Separe por vírgulas, como no catálogo: Fiat, Jeep."
        error={e.marcas?.message}
        {...form.register('marcas')}
      />
    </form>
  );
}

function FormModelo({ s, enviar }: { s: SolicitacaoOperador; enviar: (b: AtenderSolicitacaoBody) => void }) {
  const form = useForm<z.input<typeof modeloSchema>, unknown, z.output<typeof modeloSchema>>({
    resolver: zodResolver(modeloSchema),
    defaultValues: {
      nomeFabricante: s.nomeFabricante ?? '',
      nomeBem: s.nomeBem ?? '',
      tipoVeiculo: s.tipoVeiculo ?? 'LEVE',
      anoFabricacao: '',
      anoModelo: '',
      valor: '',
    },
  });
  const e = form.formState.errors;
  return (
    <form
      id={`form-inclusao-${s.idSolicitacao}`}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(ev) =>
        void form.handleSubmit((f) =>
          enviar({
            decisao: 'INCLUIR_MODELO',
            nomeFabricante: f.nomeFabricante,
            nomeBem: f.nomeBem,
            tipoVeiculo: f.tipoVeiculo,
            anos: [
              {
                anoFabricacao: f.anoFabricacao,
                anoModelo: f.anoModelo,
                valor: mascaraDinheiro(f.valor).centavos,
              },
            ],
          }),
        )(ev)
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Marca" error={e.nomeFabricante?.message} {...form.register('nomeFabricante')} />
        <TextField label="Modelo" error={e.nomeBem?.message} {...form.register('nomeBem')} />
      </div>
      <SelectField
        label="Tipo de veículo"
        opcoes={TIPOS_VEICULO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_VEICULO[t] }))}
        error={e.tipoVeiculo?.message}
        {...form.register('tipoVeiculo')}
      />
      <fieldset className="grid grid-cols-2 gap-4">
        <legend className="mb-2 text-sm font-semibold text-tinta">Ano e valor de referência (FIPE)</legend>
        <TextField
          label="Ano de fabricação"
          inputMode="numeric"
          maxLength={4}
          error={e.anoFabricacao?.message}
          {...form.register('anoFabricacao')}
        />
        <TextField
          label="Ano do modelo"
          inputMode="numeric"
          maxLength={4}
          error={e.anoModelo?.message}
          {...form.register('anoModelo')}
        />
        <Controller
          control={form.control}
          name="valor"
          render={({ field }) => (
            <MaskedField
              containerClassName="col-span-2"
              label="Valor"
              inputMode="numeric"
              mascara={mascaraDinheiro}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={e.valor?.message}
            />
          )}
        />
      </fieldset>
    </form>
  );
}

function FormRecusa({ s, enviar }: { s: SolicitacaoOperador; enviar: (b: AtenderSolicitacaoBody) => void }) {
  const form = useForm<z.infer<typeof recusaSchema>>({
    resolver: zodResolver(recusaSchema),
    defaultValues: { motivo: '' },
  });
  return (
    <form
      id={`form-inclusao-${s.idSolicitacao}`}
      noValidate
      onSubmit={(ev) => void form.handleSubmit((f) => enviar({ decisao: 'RECUSAR', motivo: f.motivo }))(ev)}
    >
      <TextareaField
        label="Motivo (o cliente lê)"
        rows={3}
        maxLength={500}
        error={form.formState.errors.motivo?.message}
        {...form.register('motivo')}
      />
    </form>
  );
}

/** The analyst's answer to one request: include what was asked (prefilled from it), or refuse with a reason. */
export function RespostaInclusao({ solicitacao: s }: { solicitacao: SolicitacaoOperador }) {
  const [modo, setModo] = useState<Modo | null>(null);
  const atender = useAtenderSolicitacao(s.idSolicitacao);
  const toast = useToast();
  const concessionaria = s.tipo === 'CONCESSIONARIA';
  const enviar = (body: AtenderSolicitacaoBody) =>
    atender.mutate(body, {
      onSuccess: () => {
        setModo(null);
        toast({
          tom: 'sucesso',
          titulo:
            body.decisao === 'RECUSAR'
              ? 'Pedido recusado.'
              : concessionaria
                ? 'Concessionária incluída no catálogo.'
                : 'Marca e modelo incluídos no catálogo.',
        });
      },
    });
  const abrir = (m: Modo) => {
    atender.reset();
    setModo(m);
  };
  const titulo =
    modo === 'recusar'
      ? 'Recusar o pedido'
      : concessionaria
        ? 'Incluir a concessionária'
        : 'Incluir a marca e o modelo';
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          icon={<CirclePlus className="size-4" aria-hidden="true" />}
          onClick={() => abrir('incluir')}
        >
          {concessionaria ? 'Incluir concessionária' : 'Incluir marca e modelo'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Ban className="size-4" aria-hidden="true" />}
          onClick={() => abrir('recusar')}
        >
          Recusar
        </Button>
      </div>
      <Modal
        open={modo !== null}
        onOpenChange={(aberto) => !aberto && setModo(null)}
        title={titulo}
        description={
          concessionaria
            ? `CNPJ pedido pelo cliente ${s.cliente.nome}. Confira os dados antes de incluir.`
            : `Pedido do cliente ${s.cliente.nome}. Confira o nome como a FIPE o escreve.`
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setModo(null)}>
              Cancelar
            </Button>
            <Button
              type="submit"
              form={`form-inclusao-${s.idSolicitacao}`}
              variant={modo === 'recusar' ? 'danger' : 'primary'}
              loading={atender.isPending}
            >
              {modo === 'recusar' ? 'Recusar pedido' : 'Incluir e responder'}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          {modo === 'recusar' ? (
            <FormRecusa s={s} enviar={enviar} />
          ) : concessionaria ? (
            <FormConcessionaria s={s} enviar={enviar} />
          ) : (
            <FormModelo s={s} enviar={enviar} />
          )}
          {atender.isError && <Falha erro={atender.error} />}
        </div>
      </Modal>
    </>
  );
}
