import { zodResolver } from '@hookform/resolvers/zod';
import {
  cidadePorCodigo,
  ehAlteracaoDeEndereco,
  enderecoBodySchema,
  formatarCep,
  mascaraCep,
  nomeDoEstado,
  ROTAS_PERFIL,
  UFS,
  type EnderecoCadastral,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Home, MapPin, Pencil, Plus, Search } from 'lucide-react';
import { Fragment, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { MaskedField } from '@/components/masked-field';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { useCotaSelecionada } from '@/lib/cotas';
import { useDocumentTitle } from '@/lib/document-title';
import { rotaDeLogin } from '@/lib/dispositivo';
import { useSessao } from '@/lib/session';
import { iniciarAlteracao } from '../alteracao-pendente';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { SeletorDeCidade } from '../components/seletor-de-cidade';
import { buscarCep, salvarEndereco, useCadastro, useTiposEndereco } from '../use-enderecos';
import { useVoltaDoFluxo } from '@/lib/volta-do-fluxo';

/** 03 §5 "a 'no number' option exists": the number the address then carries. */
const SEM_NUMERO = 'S/N';

const formSchema = enderecoBodySchema
  .omit({ auth_token: true, idEndereco: true, caixaPostal: true, referencia: true })
  .extend({ uf: z.string(), semNumero: z.boolean() });
type FormEntrada = z.input<typeof formSchema>;
type FormSaida = z.output<typeof formSchema>;

/** The form's empty values, or an address's (its state from its city). */
function valoresDe(e: EnderecoCadastral | undefined): FormEntrada {
  return {
    cep: e ? formatarCep(e.cep) : '',
    endereco: e?.endereco ?? '',
    numeroEndereco: e?.numeroEndereco ?? '',
    semNumero: e?.numeroEndereco === SEM_NUMERO,
    complemento: e?.complemento ?? '',
    bairro: e?.bairro ?? '',
    uf: e ? (cidadePorCodigo(e.idCidade)?.uf ?? '') : '',
    idCidade: e?.idCidade ?? (null as unknown as number),
    idTipoEndereco: e?.idTipoEndereco ?? 1,
    principal: e?.principal ?? false,
    principalTodas: e?.principalTodas ?? false,
  };
}

function linhaDoEndereco(e: EnderecoCadastral) {
  const cidade = cidadePorCodigo(e.idCidade);
  return {
    rua: `${e.endereco}, ${e.numeroEndereco}${e.complemento ? ` · ${e.complemento}` : ''}`,
    // Each part kept whole when the line wraps on a phone (no 'CEP 01414-' / '001').
    lugar: [e.bairro, cidade ? `${cidade.nome}/${cidade.uf}` : null, `CEP ${formatarCep(e.cep)}`].filter(
      (p): p is string => Boolean(p),
    ),
  };
}

interface FormularioProps {
  idCota: number;
  empresa: boolean;
  endereco: EnderecoCadastral | undefined;
  unico: boolean;
  onCancelar: () => void;
}

/**
 * The add/edit form: the CEP looked up as soon as it has 8 digits (street, district, city and state filled;
 * on failure every address field is cleared but the CEP, 03 §8), the city picked within the state, the type
 * from `tipos-endereco`. Saving asks the SMS token first: the change waits in `alteracao-pendente.ts`.
 */
function FormularioEndereco({ idCota, empresa, endereco, unico, onCancelar }: FormularioProps) {
  const tipos = useTiposEndereco();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const volta = useVoltaDoFluxo();
  const [busca, setBusca] = useState<{ estado: 'buscando' | 'falhou' | 'parcial' | null }>({ estado: null });
  const ultimaBusca = useRef<string | null>(null);
  const form = useForm<FormEntrada, unknown, FormSaida>({
    resolver: zodResolver(formSchema),
    defaultValues: valoresDe(endereco),
  });
  const erros = form.formState.errors;
  const [semNumero, uf, principal, principalTodas] = useWatch({
    control: form.control,
    name: ['semNumero', 'uf', 'principal', 'principalTodas'],
  });

  const limparEndereco = () => {
    for (const campo of ['endereco', 'numeroEndereco', 'complemento', 'bairro', 'uf'] as const)
      form.setValue(campo, '');
    form.setValue('semNumero', false);
    form.setValue('idCidade', null as unknown as number);
  };

  const consultarCep = async (cep: string) => {
    if (cep.replace(/\D/g, '').length !== 8 || ultimaBusca.current === cep) return;
    ultimaBusca.current = cep;
    setBusca({ estado: 'buscando' });
    try {
      const r = await buscarCep(cep);
      form.setValue('uf', r.uf);
      form.setValue('idCidade', (r.idCidade ?? null) as number);
      form.setValue('endereco', [r.tipoLogradouro, r.logradouro].filter(Boolean).join(' '));
      form.setValue('bairro', r.bairro ?? '');
      form.clearErrors(['cep', 'endereco', 'bairro', 'idCidade']);
      setBusca({ estado: r.logradouro && r.idCidade ? null : 'parcial' });
    } catch {
      limparEndereco();
      setBusca({ estado: 'falhou' });
    }
  };

  const enviar = form.handleSubmit((valores) => {
    const { uf: _uf, semNumero: _s, ...corpo } = valores;
    const id = endereco?.idEndereco;
    iniciarAlteracao({
      idCota,
      descricao: id === undefined ? 'Inclusão de endereço' : 'Alteração de endereço',
      salvar: (authToken) =>
        salvarEndereco(queryClient, idCota, id, { ...corpo, caixaPostal: null, referencia: null }, authToken),
      // A company's change goes to analysis with its partner's document and the identity validation.
      voltarPara: empresa ? ROTAS_PERFIL.documentoSocio : (volta ?? ROTAS_PERFIL.endereco),
      sucesso: empresa
        ? { titulo: 'Alteração enviada para análise.', descricao: 'Agora envie o documento do sócio.' }
        : {
            titulo: id === undefined ? 'Endereço incluído.' : 'Endereço alterado.',
            descricao: 'A alteração vale para todas as suas cotas.',
          },
    });
    void navigate(ROTAS_PERFIL.token);
  });

  return (
    <Card as="section" aria-labelledby="titulo-form-endereco">
      <h2 id="titulo-form-endereco" className="text-lg font-semibold text-tinta">
        {endereco ? 'Editar endereço' : 'Novo endereço'}
      </h2>
      {empresa && (
        <p className="mt-1 text-sm text-tinta-suave">
          Para empresas, a mudança de endereço é analisada junto com o documento de um sócio.
        </p>
      )}
      <form noValidate onSubmit={(e) => void enviar(e)} className="mt-5 grid gap-5 sm:grid-cols-6">
        <Controller
          control={form.control}
          name="cep"
          render={({ field }) => (
            <MaskedField
              label="CEP"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              mascara={mascaraCep}
              value={field.value}
              onValueChange={(texto) => {
                field.onChange(texto);
                void consultarCep(texto);
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={erros.cep?.message}
              containerClassName="sm:col-span-3"
              trailing={
                <button
                  type="button"
                  className="grid size-11 place-items-center rounded-lg text-tinta-suave hover:text-tinta"
                  aria-label="Buscar endereço pelo CEP"
                  onClick={() => {
                    ultimaBusca.current = null;
                    void consultarCep(form.getValues('cep'));
                  }}
                >
                  <Search className="size-5" aria-hidden="true" />
                </button>
              }
            />
          )}
        />
        <div className="flex items-end sm:col-span-3" aria-live="polite">
          {busca.estado === 'buscando' && <p className="pb-4 text-sm text-tinta-suave">Buscando o CEP…</p>}
        </div>
        {busca.estado === 'falhou' && (
          <Alert tone="alerta" role="alert" className="sm:col-span-6">
            Não encontramos esse CEP. Confira o número ou preencha o endereço.
          </Alert>
        )}
        {busca.estado === 'parcial' && (
          <Alert tone="info" role="status" className="sm:col-span-6">
            Completamos o que conhecemos desse CEP. Preencha o restante do endereço.
          </Alert>
        )}
        <TextField
          label="Endereço"
          autoComplete="address-line1"
          placeholder="Rua, avenida…"
          {...form.register('endereco')}
          error={erros.endereco?.message}
          containerClassName="sm:col-span-6"
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <TextField
            label="Número"
            inputMode="numeric"
            {...form.register('numeroEndereco')}
            disabled={semNumero}
            error={erros.numeroEndereco?.message}
          />
          <CaixaDeMarcar
            rotulo="Sem número"
            marcada={semNumero}
            onChange={(marcada) => {
              form.setValue('semNumero', marcada);
              form.setValue('numeroEndereco', marcada ? SEM_NUMERO : '');
              form.clearErrors('numeroEndereco');
            }}
          />
        </div>
        <TextField
          label="Complemento (opcional)"
          autoComplete="address-line2"
          placeholder="Apto, bloco, sala…"
          {...form.register('complemento')}
          error={erros.complemento?.message}
          containerClassName="sm:col-span-4"
        />
        <TextField
          label="Bairro"
          {...form.register('bairro')}
          error={erros.bairro?.message}
          containerClassName="sm:col-span-6"
        />
        <SelectField
          label="Estado"
          vazio="Selecione"
          opcoes={UFS.map((u) => ({ valor: u, rotulo: `${nomeDoEstado(u)} (${u})` }))}
          {...form.register('uf', {
            onChange: () => form.setValue('idCidade', null as unknown as number),
          })}
          containerClassName="sm:col-span-3"
        />
        <div className="sm:col-span-3">
          <Controller
            control={form.control}
            name="idCidade"
            render={({ field }) => (
              <SeletorDeCidade
                uf={uf}
                idCidade={(field.value as number | null) ?? null}
                onChange={(id) => field.onChange(id)}
                error={erros.idCidade?.message}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="idTipoEndereco"
          render={({ field }) => (
            <SelectField
              label="Tipo de endereço"
              opcoes={(tipos.data?.data ?? []).map((t) => ({ valor: String(t.id), rotulo: t.descricao }))}
              value={String(field.value)}
              onChange={(e) => field.onChange(Number(e.target.value))}
              error={erros.idTipoEndereco?.message}
              containerClassName="sm:col-span-3"
            />
          )}
        />
        <fieldset className="flex flex-col gap-4 rounded-xl border border-borda p-4 sm:col-span-6">
          <legend className="px-1 text-sm font-semibold text-tinta">Endereço principal</legend>
          <CaixaDeMarcar
            rotulo="Tornar este o meu endereço principal"
            dica={
              endereco?.principal
                ? 'Para deixar de ser o principal, marque outro endereço como principal.'
                : unico
                  ? 'Seu primeiro endereço é sempre o principal.'
                  : undefined
            }
            marcada={Boolean(principal) || unico || Boolean(endereco?.principal)}
            disabled={unico || Boolean(endereco?.principal)}
            onChange={(marcada) => {
              form.setValue('principal', marcada);
              if (!marcada) form.setValue('principalTodas', false);
            }}
          />
          <CaixaDeMarcar
            rotulo="Usar em todas as minhas cotas"
            dica="As correspondências de todas as cotas vão para este endereço."
            marcada={principalTodas ?? false}
            onChange={(marcada) => {
              form.setValue('principalTodas', marcada);
              if (marcada) form.setValue('principal', true);
            }}
          />
        </fieldset>
        <div className="flex flex-col gap-4 sm:col-span-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-tinta-suave">
            Ao continuar, enviamos um código por SMS para confirmar que é você.
          </p>
          <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row">
            <Button type="button" variant="secondary" onClick={onCancelar}>
              Cancelar
            </Button>
            <Button type="submit">Continuar</Button>
          </div>
        </div>
      </form>
    </Card>
  );
}

/**
 * /perfil/endereco (03 §2): the person's addresses, the principal one first, and the add/edit form. A
 * person's change applies when saved with the SMS token; a company's waits for an analyst with a partner's
 * document (then /perfil/documento-socio and /perfil/validar-identificacao).
 */
export default function Endereco() {
  const volta = useVoltaDoFluxo();
  useDocumentTitle('Endereço');
  const sessao = useSessao();
  const { idCota } = useCotaSelecionada();
  const cadastro = useCadastro(idCota);
  const [editando, setEditando] = useState<number | 'novo' | null>(null);
  if (!sessao) return <Navigate to={rotaDeLogin()} replace />;

  const d = cadastro.data;
  const empresa = d?.tipoPessoa === 'J';
  const emAnalise = d?.analise?.alteracoes.filter((a) => ehAlteracaoDeEndereco(a.campo)) ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        titulo="Endereço"
        descricao="Os endereços valem para todas as suas cotas."
        voltar={
          volta
            ? { para: volta, rotulo: 'Voltar ao faturamento' }
            : { para: ROTAS_PERFIL.perfil, rotulo: 'Perfil' }
        }
        acoes={
          editando === null && d ? (
            <Button icon={<Plus className="size-5" aria-hidden="true" />} onClick={() => setEditando('novo')}>
              Adicionar endereço
            </Button>
          ) : undefined
        }
      />
      {cadastro.isPending ? (
        <CarregandoRegiao rotulo="Carregando seus endereços…">
          <Skeleton className="h-40 rounded-2xl" />
        </CarregandoRegiao>
      ) : cadastro.isError || !d || idCota === undefined ? (
        <ErrorState
          mensagem={
            cadastro.error instanceof ApiError ? cadastro.error.mensagem : 'Tente novamente em instantes.'
          }
          onRetry={() => void cadastro.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          {emAnalise.length > 0 && (
            <Alert tone="info" titulo="Mudança de endereço em análise" role="status">
              Recebemos {emAnalise.length === 1 ? 'sua alteração' : 'suas alterações'} de endereço. Ela vale
              assim que a análise dos documentos for aprovada.
            </Alert>
          )}
          {editando !== null ? (
            <FormularioEndereco
              key={editando}
              idCota={idCota}
              empresa={empresa}
              endereco={editando === 'novo' ? undefined : d.enderecos.find((e) => e.idEndereco === editando)}
              unico={editando === 'novo' ? d.enderecos.length === 0 : d.enderecos.length === 1}
              onCancelar={() => setEditando(null)}
            />
          ) : d.enderecos.length === 0 ? (
            <EmptyState
              icon={<MapPin className="size-6" aria-hidden="true" />}
              titulo="Nenhum endereço cadastrado"
              descricao="Adicione o endereço onde você quer receber as correspondências."
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Seus endereços">
              {d.enderecos.map((e) => {
                const linha = linhaDoEndereco(e);
                return (
                  <li key={e.idEndereco}>
                    <Card className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
                      <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-fundo text-primaria-texto sm:grid">
                        <Home className="size-5" aria-hidden="true" />
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words text-tinta">{linha.rua}</p>
                        <p className="mt-0.5 text-sm text-tinta-suave">
                          {linha.lugar.map((parte, i) => (
                            <Fragment key={parte}>
                              {i > 0 && ' · '}
                              <span className="whitespace-nowrap">{parte}</span>
                            </Fragment>
                          ))}
                        </p>
                        {e.principal && (
                          <Badge tone="marca" className="mt-2">
                            Principal
                          </Badge>
                        )}
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        className="self-start"
                        icon={<Pencil className="size-4" aria-hidden="true" />}
                        aria-label={`Editar ${e.endereco}, ${e.numeroEndereco}`}
                        onClick={() => setEditando(e.idEndereco)}
                      >
                        Editar
                      </Button>
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
