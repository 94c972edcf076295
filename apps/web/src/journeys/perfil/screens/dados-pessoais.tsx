import {
  CAMPOS_EM_ANALISE_FISICA,
  CAMPOS_EM_ANALISE_JURIDICA,
  dadosCadastraisOperacoes,
  dataBrParaIso,
  dataIsoParaBr,
  exigeConjuge,
  mascaraCpfCnpj,
  mascaraData,
  mascaraDinheiro,
  pessoaFisicaBodySchema,
  pessoaJuridicaBodySchema,
  referenciasOperacoes,
  ROTAS_PERFIL,
  separarAlteracoes,
  type Cadastro,
} from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { MaskedField } from '@/components/masked-field';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { useCotaSelecionada } from '@/lib/cotas';
import { rotaDeLogin } from '@/lib/dispositivo';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { iniciarAlteracao } from '../alteracao-pendente';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { useCadastro } from '../use-enderecos';

type Valores = Record<string, string | boolean>;
type Erros = Record<string, string>;
const FIXA = { staleTime: Infinity, gcTime: Infinity } as const;

/** The form's text for a stored value: dates as DD/MM/YYYY, ids as text, money through its mask. */
function valoresIniciais(d: Cadastro): Valores {
  const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const data = (v: string | null | undefined) => (v ? (dataIsoParaBr(v) ?? '') : '');
  if (d.tipoPessoa === 'J') {
    const j = d.juridica;
    return {
      razaoSocial: texto(j?.razaoSocial),
      nomeFantasia: texto(j?.nomeFantasia),
      dataFundacao: data(j?.dataFundacao),
      inscricaoEstadual: texto(j?.inscricaoEstadual),
      inscricaoMunicipal: texto(j?.inscricaoMunicipal),
      atividadePrincipal: texto(j?.atividadePrincipal),
      nomeRepresentante: texto(j?.nomeRepresentante),
      cpfRepresentante: mascaraCpfCnpj(texto(j?.cpfRepresentante)),
    };
  }
  const f = d.fisica;
  return {
    nomeCompleto: texto(f?.nomeCompleto),
    dataNascimento: data(f?.dataNascimento),
    nacionalidade: texto(f?.nacionalidade),
    genero: texto(f?.genero),
    idTipoDocumento: texto(f?.idTipoDocumento),
    numeroDocumento: texto(f?.numeroDocumento),
    nomeMae: texto(f?.nomeMae),
    nomePai: texto(f?.nomePai),
    idEstadoCivil: texto(f?.idEstadoCivil),
    nomeConjuge: texto(f?.nomeConjuge),
    idRegimeCasamento: texto(f?.idRegimeCasamento),
    pessoaPoliticamenteExposta: f?.pessoaPoliticamenteExposta ?? false,
    pessoaComDeficiencia: f?.pessoaComDeficiencia ?? false,
    idTipoAcessibilidade: texto(f?.idTipoAcessibilidade),
    idProfissao: texto(f?.idProfissao),
    nomeEmpresa: texto(f?.nomeEmpresa),
    dataAdmissao: data(f?.dataAdmissao),
    valorRenda: d.valorRenda === null ? '' : mascaraDinheiro(String(d.valorRenda)).texto,
  };
}

/** The form's text → the body of PUT /fisica or /juridica (the domain schema then validates it). */
function corpoDe(tipo: 'F' | 'J', v: Valores): Record<string, unknown> {
  const s = (k: string) => String(v[k] ?? '');
  const opcional = (k: string) => s(k).trim() || null;
  const id = (k: string) => (s(k) ? Number(s(k)) : null);
  const data = (k: string) => (s(k) ? (dataBrParaIso(s(k)) ?? s(k)) : null);
  if (tipo === 'J')
    return {
      razaoSocial: s('razaoSocial'),
      nomeFantasia: opcional('nomeFantasia'),
      dataFundacao: data('dataFundacao'),
      inscricaoEstadual: opcional('inscricaoEstadual'),
      inscricaoMunicipal: opcional('inscricaoMunicipal'),
      atividadePrincipal: opcional('atividadePrincipal'),
      nomeRepresentante: s('nomeRepresentante'),
      cpfRepresentante: s('cpfRepresentante'),
    };
  const casado = exigeConjuge(id('idEstadoCivil'));
  return {
    nomeCompleto: s('nomeCompleto'),
    dataNascimento: data('dataNascimento'),
    nacionalidade: s('nacionalidade'),
    genero: s('genero') || null,
    idTipoDocumento: id('idTipoDocumento'),
    numeroDocumento: s('numeroDocumento'),
    nomeMae: s('nomeMae'),
    nomePai: opcional('nomePai'),
    idEstadoCivil: id('idEstadoCivil'),
    nomeConjuge: casado ? opcional('nomeConjuge') : null,
    idRegimeCasamento: casado ? id('idRegimeCasamento') : null,
    pessoaPoliticamenteExposta: v.pessoaPoliticamenteExposta === true,
    pessoaComDeficiencia: v.pessoaComDeficiencia === true,
    idTipoAcessibilidade: v.pessoaComDeficiencia === true ? id('idTipoAcessibilidade') : null,
    idProfissao: id('idProfissao'),
    nomeEmpresa: opcional('nomeEmpresa'),
    dataAdmissao: data('dataAdmissao'),
  };
}

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-base font-semibold text-tinta">{titulo}</legend>
      {children}
    </fieldset>
  );
}

/**
 * /perfil/dados-pessoais — personal data (03 §3 "Personal data fields") or the company's data, saved with PUT
 * /fisica or /juridica. The spec lists no route for this screen (03 §2 names the hub's other sections); it is
 * a section of the profile hub like /perfil/endereco, so it takes the same /perfil prefix. Identity fields
 * (name, birth date, document, parents, civil status, PEP; a company's legal data) need the SMS token and then
 * the identity validation; the rest (occupation, employer, disability, income) applies at once.
 */
export default function DadosPessoais() {
  useDocumentTitle('Dados pessoais');
  const sessao = useSessao();
  const { idCota } = useCotaSelecionada();
  const cadastro = useCadastro(idCota);
  const parametros = useQuery({
    ...consulta(dadosCadastraisOperacoes.parametros, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  const tiposDocumento = useQuery({ ...consulta(referenciasOperacoes.tiposDocumento), ...FIXA });
  const estadosCivis = useQuery({ ...consulta(referenciasOperacoes.estadosCivis), ...FIXA });
  const regimes = useQuery({ ...consulta(referenciasOperacoes.regimesCasamento), ...FIXA });
  const acessibilidade = useQuery({ ...consulta(referenciasOperacoes.tiposAcessibilidade), ...FIXA });
  const profissoes = useQuery({ ...consulta(referenciasOperacoes.profissoes), ...FIXA });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [editados, setEditados] = useState<Valores>({});
  const [erros, setErros] = useState<Erros>({});
  const [falha, setFalha] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  if (!sessao) return <Navigate to={rotaDeLogin()} replace />;

  const d = cadastro.data;
  const empresa = d?.tipoPessoa === 'J';
  const valores: Valores = d ? { ...valoresIniciais(d), ...editados } : {};
  const v = (k: string) => String(valores[k] ?? '');
  const mudar = (k: string, valor: string | boolean) => setEditados((e) => ({ ...e, [k]: valor }));
  const opcoes = (q: typeof tiposDocumento) =>
    (q.data?.data ?? []).map((i) => ({ valor: String(i.id), rotulo: i.descricao }));

  const texto = (k: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={v(k)}
      onChange={(e) => mudar(k, e.target.value)}
      error={erros[k]}
      {...extra}
    />
  );
  const data = (k: string, label: string) => (
    <MaskedField
      label={label}
      inputMode="numeric"
      placeholder="DD/MM/AAAA"
      mascara={mascaraData}
      value={v(k)}
      onValueChange={(t) => mudar(k, t)}
      error={erros[k]}
    />
  );
  const lista = (
    k: string,
    label: string,
    itens: { valor: string; rotulo: string }[],
    vazio = 'Selecione',
  ) => (
    <SelectField
      label={label}
      vazio={vazio}
      opcoes={itens}
      value={v(k)}
      onChange={(e) => mudar(k, e.target.value)}
      error={erros[k]}
    />
  );

  const aoSalvar = async (e: FormEvent) => {
    e.preventDefault();
    if (!d || idCota === undefined) return;
    setFalha(null);
    const tipo = d.tipoPessoa;
    const esquema = tipo === 'J' ? pessoaJuridicaBodySchema : pessoaFisicaBodySchema;
    const validado = esquema.safeParse(corpoDe(tipo, valores));
    const renda = tipo === 'F' && v('valorRenda') ? mascaraDinheiro(v('valorRenda')).centavos : null;
    if (!validado.success) {
      setErros(Object.fromEntries(validado.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErros({});
    const { auth_token: _t, ...corpo } = validado.data;
    const atual = tipo === 'J' ? d.juridica : d.fisica;
    const { emAnalise, imediatas } = separarAlteracoes(
      atual,
      corpo,
      tipo === 'J' ? CAMPOS_EM_ANALISE_JURIDICA : CAMPOS_EM_ANALISE_FISICA,
    );
    const rendaMudou = tipo === 'F' && renda !== d.valorRenda;
    const params = { id: idCota };
    const salvar = async (authToken?: string) => {
      if (emAnalise.length || Object.keys(imediatas).length) {
        const body = { ...corpo, ...(authToken ? { auth_token: authToken } : {}) };
        if (tipo === 'J')
          await chamar(dadosCadastraisOperacoes.alterarPessoaJuridica, {
            params,
            body: body as typeof pessoaJuridicaBodySchema._zod.input,
          });
        else
          await chamar(dadosCadastraisOperacoes.alterarPessoaFisica, {
            params,
            body: body as typeof pessoaFisicaBodySchema._zod.input,
          });
      }
      if (rendaMudou)
        await chamar(dadosCadastraisOperacoes.alterarRendaPatrimonio, {
          params,
          body: { valorRenda: renda },
        });
      await queryClient.invalidateQueries({
        queryKey: chave(dadosCadastraisOperacoes.dadosCadastrais, { params }),
      });
    };
    if (emAnalise.length) {
      // Who the person is changes only with the SMS token and then the identity validation (03 §5).
      iniciarAlteracao({
        idCota,
        descricao: tipo === 'J' ? 'Alteração dos dados da empresa' : 'Alteração de dados pessoais',
        salvar,
        voltarPara: tipo === 'J' ? ROTAS_PERFIL.documentoSocio : ROTAS_PERFIL.validarIdentificacao,
        sucesso: {
          titulo: 'Alteração enviada para análise.',
          descricao:
            tipo === 'J' ? 'Agora envie o documento do sócio.' : 'Agora envie seu documento e uma selfie.',
        },
      });
      void navigate(ROTAS_PERFIL.token);
      return;
    }
    if (!Object.keys(imediatas).length && !rendaMudou) {
      toast({ titulo: 'Nada mudou', descricao: 'Seus dados já estão assim.' });
      return;
    }
    setSalvando(true);
    try {
      await salvar();
      setEditados({});
      toast({ titulo: 'Dados atualizados', tom: 'sucesso' });
    } catch (erro) {
      setFalha(erro instanceof ApiError ? erro.mensagem : 'Tente novamente em instantes.');
    } finally {
      setSalvando(false);
    }
  };

  const casado = exigeConjuge(Number(v('idEstadoCivil')) || null);
  const campos = () =>
    empresa ? (
      <Secao titulo="Dados da empresa">
        {texto('razaoSocial', 'Razão social', { containerClassName: 'sm:col-span-2' })}
        {texto('nomeFantasia', 'Nome fantasia (opcional)')}
        {data('dataFundacao', 'Data de fundação')}
        {texto('inscricaoEstadual', 'Inscrição estadual (opcional)')}
        {texto('inscricaoMunicipal', 'Inscrição municipal (opcional)')}
        {texto('atividadePrincipal', 'Atividade principal (opcional)', {
          containerClassName: 'sm:col-span-2',
        })}
        {texto('nomeRepresentante', 'Nome do representante legal')}
        <MaskedField
          label="CPF do representante legal"
          inputMode="numeric"
          mascara={mascaraCpfCnpj}
          value={v('cpfRepresentante')}
          onValueChange={(t) => mudar('cpfRepresentante', t)}
          error={erros.cpfRepresentante}
        />
      </Secao>
    ) : (
      <>
        <Secao titulo="Identificação">
          {texto('nomeCompleto', 'Nome completo', {
            autoComplete: 'name',
            containerClassName: 'sm:col-span-2',
          })}
          {data('dataNascimento', 'Data de nascimento')}
          {texto('nacionalidade', 'Nacionalidade')}
          {lista(
            'genero',
            'Gênero',
            (parametros.data?.generos ?? []).map((g) => ({ valor: g.id, rotulo: g.descricao })),
          )}
          {lista('idTipoDocumento', 'Documento', opcoes(tiposDocumento))}
          {texto('numeroDocumento', 'Número do documento')}
          {texto('nomeMae', 'Nome da mãe')}
          {texto('nomePai', 'Nome do pai (opcional)')}
          {lista('idEstadoCivil', 'Estado civil', opcoes(estadosCivis))}
          {casado && texto('nomeConjuge', 'Nome do cônjuge')}
          {casado && lista('idRegimeCasamento', 'Regime de casamento', opcoes(regimes))}
          <div className="sm:col-span-2">
            <CaixaDeMarcar
              rotulo="Sou pessoa politicamente exposta (PEP)"
              dica="Quem ocupa ou ocupou nos últimos 5 anos cargo público relevante, e seus familiares próximos."
              marcada={valores.pessoaPoliticamenteExposta === true}
              onChange={(m) => mudar('pessoaPoliticamenteExposta', m)}
            />
          </div>
        </Secao>
        <Secao titulo="Acessibilidade">
          <div className="sm:col-span-2">
            <CaixaDeMarcar
              rotulo="Sou pessoa com deficiência"
              marcada={valores.pessoaComDeficiencia === true}
              onChange={(m) => mudar('pessoaComDeficiencia', m)}
            />
          </div>
          {valores.pessoaComDeficiencia === true &&
            lista(
              'idTipoAcessibilidade',
              'Tipo de deficiência ou mobilidade reduzida',
              opcoes(acessibilidade),
            )}
        </Secao>
        <Secao titulo="Trabalho e renda">
          {lista('idProfissao', 'Profissão', opcoes(profissoes))}
          {texto('nomeEmpresa', 'Empresa onde trabalha (opcional)')}
          <MaskedField
            label="Renda bruta mensal (opcional)"
            inputMode="numeric"
            placeholder="R$ 0,00"
            mascara={mascaraDinheiro}
            value={v('valorRenda')}
            onValueChange={(t) => mudar('valorRenda', t)}
            error={erros.valorRenda}
          />
          {data('dataAdmissao', 'Data de admissão (opcional)')}
        </Secao>
      </>
    );

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        titulo={empresa ? 'Dados da empresa' : 'Dados pessoais'}
        descricao="Valem para todas as suas cotas."
        voltar={{ para: ROTAS_PERFIL.perfil, rotulo: 'Perfil' }}
      />
      {cadastro.isPending ? (
        <CarregandoRegiao rotulo="Carregando seus dados…">
          <Skeleton className="h-96 rounded-2xl" />
        </CarregandoRegiao>
      ) : cadastro.isError || !d ? (
        <ErrorState
          mensagem={
            cadastro.error instanceof ApiError ? cadastro.error.mensagem : 'Tente novamente em instantes.'
          }
          onRetry={() => void cadastro.refetch()}
        />
      ) : (
        <Card>
          {d.analise && (
            <Alert tone="info" titulo="Alteração em análise" role="status" className="mb-6">
              {d.analise.alteracoes.map((a) => a.rotulo).join(', ')}: a mudança vale assim que os documentos
              forem aprovados.
            </Alert>
          )}
          <form noValidate onSubmit={(e) => void aoSalvar(e)} className="flex flex-col gap-8">
            {campos()}
            {falha && (
              <Alert tone="perigo" titulo="Não foi possível salvar" role="alert">
                {falha}
              </Alert>
            )}
            <div className="flex flex-col gap-4 border-t border-borda/70 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-start gap-2 text-sm text-tinta-suave">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-sucesso" aria-hidden="true" />
                Mudanças na sua identificação pedem um código por SMS e a validação dos seus documentos.
              </p>
              <Button type="submit" loading={salvando} className="shrink-0">
                Salvar
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
