import {
  CAMPOS_EM_ANALISE_FISICA,
  CAMPOS_EM_ANALISE_JURIDICA,
  ESTADOS_CIVIS,
  ESPERA_REENVIO_CODIGO_S,
  FASES,
  FASES_QUE_RECEBEM_ALTERACOES,
  GENEROS,
  MENSAGENS_CADASTRO,
  TAMANHO_CODIGO_VERIFICACAO,
  TENTATIVAS_CODIGO_VERIFICACAO,
  TIPOS_CASO,
  TIPOS_TELEFONE,
  TIPO_TELEFONE,
  VALIDADE_CODIGO_VERIFICACAO_S,
  VALOR_CADASTRAL_MAXIMO,
  campoDoEndereco,
  cidadeExiste,
  ehAlteracaoDeEndereco,
  ehCelular,
  faseEm,
  hojeEmSaoPaulo,
  idDoEnderecoAlterado,
  pedePrincipal,
  rotuloDoEndereco,
  separarAlteracoes,
  tipoDoTelefone,
  tipoPessoa,
  type AlteracaoCadastral,
  type Cadastro,
  type EmailBody,
  type EmailCadastral,
  type EnderecoBody,
  type EnderecoCadastral,
  type EnderecoEmAnalise,
  type EnderecoSalvo,
  type PessoaFisicaBody,
  type PessoaJuridicaBody,
  type RendaPatrimonio,
  type RendaPatrimonioBody,
  type TelefoneBody,
  type TelefoneCadastral,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { AcessoService } from '../acesso/acesso.service.ts';
import type { VerificacaoService } from '../acesso/verificacao.service.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { CotaRow, CotasService } from '../cotas/cotas.service.ts';
import type { TrocarContatos } from './aviso-de-contato.ts';
import type {
  DadosCadastraisRepository,
  EmailRow,
  EnderecoRow,
  PessoaFisicaRow,
  PessoaJuridicaRow,
  TelefoneRow,
} from './dados-cadastrais.repository.ts';

const M = MENSAGENS_CADASTRO;
const TIPO_ATUALIZACAO = TIPOS_CASO.atualizacaoCadastral;
/** Where the waiting changes live in the case's `DadosApp__c` (the back-office shows them side by side). */
const CHAVE_NO_CASO = 'alteracoesCadastrais';

interface AlteracoesNoCaso {
  tipoPessoa: 'F' | 'J';
  alteracoes: AlteracaoCadastral[];
  enviadoEm: string;
  aplicadoEm: string | null;
}

const alteracoesDoCaso = (caso: Pick<CasoRow, 'dadosApp'> | undefined): AlteracoesNoCaso | undefined =>
  caso?.dadosApp?.[CHAVE_NO_CASO] as AlteracoesNoCaso | undefined;

/** The changes a registration-update case holds and no approval applied yet (empty when none). */
export function alteracoesPendentesDoCaso(caso: Pick<CasoRow, 'dadosApp'> | undefined): AlteracaoCadastral[] {
  const pendentes = alteracoesDoCaso(caso);
  return pendentes && !pendentes.aplicadoEm ? pendentes.alteracoes : [];
}

/** The address fields a change carries (what `enderecos` stores), without ids, flags or the token. */
type CamposDeEndereco = Omit<EnderecoBody, 'idEndereco' | 'principal' | 'principalTodas' | 'auth_token'>;

// ——— Rows → the 03 §3 shapes ———

const paraEndereco = (r: EnderecoRow): EnderecoCadastral => ({
  idEndereco: r.id,
  endereco: r.endereco,
  numeroEndereco: r.numeroEndereco,
  bairro: r.bairro,
  complemento: r.complemento,
  idCidade: r.idCidade,
  cep: r.cep,
  idTipoEndereco: r.idTipoEndereco,
  caixaPostal: r.caixaPostal,
  principal: r.principal,
  principalTodas: r.principal,
  referencia: r.referencia,
});

const paraEmail = (r: EmailRow): EmailCadastral => ({
  idEmail: r.id,
  principal: r.principal,
  principalTodas: r.principal,
  email: r.email,
});

const paraTelefone = (r: TelefoneRow): TelefoneCadastral => ({
  telefone: r.telefone,
  idTelefone: r.id,
  idCidade: r.idCidade,
  idTipoTelefone: r.idTipoTelefone,
  principalTodas: r.principal,
  principal: r.principal,
});

function semChaves<T extends { clienteId: number; atualizadoEm: Date }>(r: T | undefined) {
  if (!r) return null;
  const { clienteId: _c, atualizadoEm: _a, ...dados } = r;
  return dados;
}

const paraRendaPatrimonio = (
  r: { valorRendaCentavos: number | null; valorPatrimonioTotalCentavos: number | null } | undefined,
): RendaPatrimonio => ({
  valorRenda: r?.valorRendaCentavos ?? null,
  valorPatrimonioTotal: r?.valorPatrimonioTotalCentavos ?? null,
});

/** The fields of a body that are data (the token and the ids are not). */
function dadosDoCorpo<T extends { auth_token?: string }>(corpo: T): Omit<T, 'auth_token'> {
  const { auth_token: _t, ...dados } = corpo;
  return dados;
}

/**
 * The person's registration data (03 §3, §7): read from any of their quotas, changed under a per-person lock
 * with the change's audit entry in the same transaction. Contact, address and identity changes spend the SMS
 * authorisation of PATCH /cotas/{id}/verificacao in that transaction too; identity changes wait in a
 * registration-update case until an analyst approves them; the rest applies at once.
 */
export function createDadosCadastraisService(deps: {
  repo: DadosCadastraisRepository;
  acesso: Pick<AcessoService, 'definirDadosDoCliente'>;
  verificacao: Pick<VerificacaoService, 'exigirAutorizacao' | 'destino'>;
  casos: Pick<CasosService, 'abrirCaso' | 'abertoDoTipoDoCliente' | 'alterarDadosDoCaso'>;
  cotas: Pick<CotasService, 'exigirDoCliente'>;
  /** The operator module's audit writer: each change's entry commits with it (ADR 0011). */
  auditar: Auditar;
  /** Moves the contacts of record and tells the previous ones, in the change's transaction. */
  trocarContatos: TrocarContatos;
  now: () => number;
}) {
  const { repo, acesso, verificacao, casos, cotas, auditar, trocarContatos, now } = deps;
  const alvo = (cota: Pick<CotaRow, 'cdInscricaoNacional'>) => `cliente:${cota.cdInscricaoNacional}`;
  const pessoaDe = (cota: Pick<CotaRow, 'cdInscricaoNacional'>) => tipoPessoa(cota.cdInscricaoNacional);

  function exigirCidade(idCidade: number | null) {
    if (idCidade !== null && !cidadeExiste(idCidade)) throw requisicaoInvalida(M.cidadeInvalida);
  }

  /** A date the customer states (birth, foundation, admission) is not in the future. */
  function exigirPassado(...datas: (string | null)[]) {
    const hoje = hojeEmSaoPaulo(new Date(now()));
    if (datas.some((d) => d !== null && d > hoje)) throw requisicaoInvalida(M.dataInvalida);
  }

  /**
   * One registration change: the person's lock, the change, its audit entry, one transaction. `mudanca`
   * answers the result and what the audit records; no action (nothing changed) writes no entry.
   */
  function alterar<T>(
    cota: CotaRow,
    mudanca: (tx: Transacao) => Promise<{ resultado: T; acao: string | null; detalhes?: object }>,
  ): Promise<T> {
    return repo.transacao(async (tx) => {
      await repo.travarPessoa(tx, cota.clienteId);
      const { resultado, acao, detalhes } = await mudanca(tx);
      if (acao) await auditar(null, acao, alvo(cota), { idCota: cota.idCota, ...detalhes }, tx);
      return resultado;
    });
  }

  /**
   * The e-mail and mobile the login record keeps follow the principal ones: the principal e-mail; the
   * principal phone when it is a mobile, else the newest mobile; the principal or newest landline. When that
   * moves the e-mail or mobile of record, the previous one gets a security notice (aviso-de-contato.ts).
   */
  async function copiarContatos(
    tx: Transacao,
    sessao: Sessao,
    clienteId: number,
    quais: 'emails' | 'telefones',
  ) {
    await trocarContatos(tx, sessao.parceiroId, clienteId, async () => {
      if (quais === 'emails') {
        const [principal] = await repo.emails(clienteId, tx);
        await acesso.definirDadosDoCliente(tx, clienteId, { email: principal?.email ?? null });
        return;
      }
      const lista = await repo.telefones(clienteId, tx);
      const celular = lista.find((t) => t.idTipoTelefone === TIPO_TELEFONE.celular);
      const fixo = lista.find((t) => t.idTipoTelefone !== TIPO_TELEFONE.celular);
      await acesso.definirDadosDoCliente(tx, clienteId, {
        telefoneCelular: celular?.telefone ?? null,
        telefoneFixo: fixo?.telefone ?? null,
      });
    });
  }

  /**
   * Where the principal flag goes after an entry was saved: asked → it takes it; the person's first entry →
   * it takes it (a list always has one); the principal asked not to be → refused (another must take it).
   */
  async function decidirPrincipal(
    tx: Transacao,
    lista: 'enderecos' | 'emails' | 'telefones',
    cota: CotaRow,
    item: { id: number; principal: boolean },
    pedido: boolean,
    outros: number,
  ) {
    if (item.principal) {
      if (!pedido && outros > 0) throw requisicaoInvalida(M.principalObrigatorio);
      return false;
    }
    if (!pedido && outros > 0) return false;
    await repo.tornarPrincipal[lista](tx, cota.clienteId, item.id, new Date(now()));
    return true;
  }

  // ——— Changes that wait for an analyst ———

  /**
   * Puts changes that wait for an analyst in the person's open registration-update case, or opens one on this
   * quota in 'Análise Documentação'. The changes sent replace the waiting ones `substitui` names (the identity
   * form replaces the identity fields; an address change, the same address's waiting change) and keep the rest.
   * Nothing to wait and no case: nothing.
   */
  async function registrarEmAnalise(
    tx: Transacao,
    cota: CotaRow,
    pessoa: 'F' | 'J',
    enviadas: AlteracaoCadastral[],
    substitui: (campo: string) => boolean,
  ): Promise<{ numero: string; fase: string | null } | null> {
    const quando = new Date(now());
    const aberto = await casos.abertoDoTipoDoCliente(cota.clienteId, TIPO_ATUALIZACAO, tx);
    const esperando = alteracoesPendentesDoCaso(aberto);
    const alteracoes = [...esperando.filter((a) => !substitui(a.campo)), ...enviadas];
    const dados: AlteracoesNoCaso = {
      tipoPessoa: pessoa,
      alteracoes,
      enviadoEm: quando.toISOString(),
      aplicadoEm: null,
    };
    const nota = enviadas.length
      ? `Alterações cadastrais enviadas pelo app: ${enviadas.map((a) => a.rotulo).join(', ')}`
      : 'Alterações cadastrais retiradas pelo cliente';
    if (aberto) {
      const retiradas = esperando.length - (alteracoes.length - enviadas.length);
      if (!enviadas.length && !retiradas) return null;
      if (!faseEm(aberto.fase, FASES_QUE_RECEBEM_ALTERACOES)) throw new HttpError(409, M.analiseEmAndamento);
      await casos.alterarDadosDoCaso(
        tx,
        aberto,
        { ...aberto.dadosApp, [CHAVE_NO_CASO]: dados },
        'cliente',
        nota,
      );
      return { numero: aberto.numero, fase: aberto.fase };
    }
    if (!alteracoes.length) return null;
    const { caso, novo } = await casos.abrirCaso(
      tx,
      {
        tipo: TIPO_ATUALIZACAO,
        clienteId: cota.clienteId,
        cotaId: cota.idCota,
        origem: 'APP',
        descricao: nota,
        dadosApp: { [CHAVE_NO_CASO]: dados },
        fase: FASES.ANALISE_DOCUMENTACAO,
      },
      'cliente',
    );
    // The person's open case was looked for under their lock; another one means an analyst opened it just now.
    if (!novo) throw new HttpError(409, M.analiseEmAndamento);
    return { numero: caso.numero, fase: caso.fase };
  }

  /**
   * A company's address change (03 §2: its partner's documents prove it), already authorised by the SMS token:
   * not written, it waits in the registration-update case as one change (old → new, the principal flag asked
   * with it) until an analyst approves it, like the identity fields.
   */
  async function enderecoParaAnalise(
    tx: Transacao,
    cota: CotaRow,
    campos: CamposDeEndereco,
    principal: boolean,
    atual?: EnderecoRow,
  ) {
    const alteracao: AlteracaoCadastral = {
      campo: campoDoEndereco(atual?.id),
      rotulo: rotuloDoEndereco(atual?.id),
      de: atual ? paraEndereco(atual) : null,
      para: { ...campos, principal },
    };
    const caso = (await registrarEmAnalise(tx, cota, 'J', [alteracao], (c) => c === alteracao.campo))!;
    const resultado: EnderecoEmAnalise = {
      emAnalise: true,
      CaseNumber: caso.numero,
      Fase__c: caso.fase,
      alteracao,
    };
    return { resultado, acao: 'cadastro.endereco-em-analise', detalhes: { alteracao, caso: caso.numero } };
  }

  /** An approved address change written: a new address, or the registered one changed; the flag if asked. */
  async function aplicarEndereco(
    tx: Transacao,
    clienteId: number,
    alteracao: AlteracaoCadastral,
    quando: Date,
  ) {
    const { principal, ...campos } = alteracao.para as CamposDeEndereco & { principal: boolean };
    const idEndereco = idDoEnderecoAlterado(alteracao.campo);
    let id: number;
    if (idEndereco === null) {
      const outros = (await repo.enderecos(clienteId, tx)).length;
      id = (await repo.inserirEndereco(tx, { ...campos, clienteId })).id;
      if (!principal && outros > 0) return;
    } else {
      // An address that is gone has nothing to change (the person's list changed since).
      if (!(await repo.enderecoDoCliente(tx, idEndereco, clienteId))) return;
      await repo.alterarEndereco(tx, idEndereco, { ...campos, atualizadoEm: quando });
      id = idEndereco;
      if (!principal) return;
    }
    await repo.tornarPrincipal.enderecos(tx, clienteId, id, quando);
  }

  async function analiseAberta(clienteId: number): Promise<Cadastro['analise']> {
    const caso = await casos.abertoDoTipoDoCliente(clienteId, TIPO_ATUALIZACAO);
    const alteracoes = alteracoesPendentesDoCaso(caso);
    if (!caso || !alteracoes.length) return null;
    return { CaseNumber: caso.numero, Status: caso.status, Fase__c: caso.fase, alteracoes };
  }

  async function cadastro(cota: CotaRow): Promise<Cadastro> {
    const clienteId = cota.clienteId;
    const pessoa = pessoaDe(cota);
    const [enderecos, emails, telefones, fisica, juridica, renda, analise] = await Promise.all([
      repo.enderecos(clienteId),
      repo.emails(clienteId),
      repo.telefones(clienteId),
      pessoa === 'F' ? repo.pessoaFisica(clienteId) : undefined,
      pessoa === 'J' ? repo.pessoaJuridica(clienteId) : undefined,
      repo.rendaPatrimonio(clienteId),
      analiseAberta(clienteId),
    ]);
    return {
      tipoPessoa: pessoa,
      fisica: semChaves(fisica),
      juridica: semChaves(juridica),
      enderecos: enderecos.map(paraEndereco),
      emails: emails.map(paraEmail),
      telefones: telefones.map(paraTelefone),
      ...paraRendaPatrimonio(renda),
      analise,
    };
  }

  /** PUT /fisica and /juridica: the immediate fields now, the identity ones to the analyst, with the token. */
  async function alterarPessoa<T extends Record<string, unknown>>(
    sessao: Sessao,
    cota: CotaRow,
    pessoa: 'F' | 'J',
    corpo: T & { auth_token?: string },
  ) {
    const dados = dadosDoCorpo(corpo) as T;
    await alterar(cota, async (tx) => {
      const atual =
        pessoa === 'F'
          ? semChaves(await repo.pessoaFisica(cota.clienteId, tx))
          : semChaves(await repo.pessoaJuridica(cota.clienteId, tx));
      const campos = pessoa === 'F' ? CAMPOS_EM_ANALISE_FISICA : CAMPOS_EM_ANALISE_JURIDICA;
      const { emAnalise, imediatas } = separarAlteracoes(atual, dados, campos);
      if (emAnalise.length) await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
      const caso =
        (await registrarEmAnalise(tx, cota, pessoa, emAnalise, (campo) => !ehAlteracaoDeEndereco(campo)))
          ?.numero ?? null;
      if (Object.keys(imediatas).length) {
        if (pessoa === 'F') await repo.salvarPessoaFisica(tx, cota.clienteId, imediatas, new Date(now()));
        else await repo.salvarPessoaJuridica(tx, cota.clienteId, imediatas, new Date(now()));
      }
      const mudou = caso !== null || Object.keys(imediatas).length > 0;
      return {
        resultado: null,
        acao: mudou
          ? pessoa === 'F'
            ? 'cadastro.pessoa-fisica-alterada'
            : 'cadastro.pessoa-juridica-alterada'
          : null,
        detalhes: {
          imediatas: Object.fromEntries(
            Object.entries(imediatas).map(([campo, para]) => [
              campo,
              { de: (atual as Record<string, unknown> | null)?.[campo] ?? null, para },
            ]),
          ),
          emAnalise,
          caso,
        },
      };
    });
    return cadastro(cota);
  }

  return {
    /** GET /cotas/{id}/dados-cadastrais. */
    cadastro: (cota: CotaRow) => cadastro(cota),

    enderecos: async (cota: CotaRow) => (await repo.enderecos(cota.clienteId)).map(paraEndereco),
    emails: async (cota: CotaRow) => (await repo.emails(cota.clienteId)).map(paraEmail),
    telefones: async (cota: CotaRow) => (await repo.telefones(cota.clienteId)).map(paraTelefone),

    /** GET …/parametrosDadosCadastrais. */
    async parametros(cota: CotaRow) {
      return {
        tipoPessoa: pessoaDe(cota),
        tamanhoCodigo: TAMANHO_CODIGO_VERIFICACAO,
        validadeTokenSegundos: VALIDADE_CODIGO_VERIFICACAO_S,
        esperaReenvioSegundos: ESPERA_REENVIO_CODIGO_S,
        tentativasCodigo: TENTATIVAS_CODIGO_VERIFICACAO,
        celularParaToken: await verificacao.destino(cota.clienteId),
        exigemToken: ['enderecos', 'emails', 'telefones', pessoaDe(cota) === 'F' ? 'fisica' : 'juridica'] as (
          'enderecos' | 'emails' | 'telefones' | 'fisica' | 'juridica'
        )[],
        camposEmAnalise: [
          ...(pessoaDe(cota) === 'F' ? CAMPOS_EM_ANALISE_FISICA : CAMPOS_EM_ANALISE_JURIDICA),
        ],
        tiposTelefone: TIPOS_TELEFONE.map(({ id, descricao }) => ({ id, descricao })),
        estadosCivis: ESTADOS_CIVIS.map(({ id, descricao }) => ({ id, descricao })),
        generos: Object.entries(GENEROS).map(([id, descricao]) => ({ id, descricao })),
        valorMaximo: VALOR_CADASTRAL_MAXIMO,
      };
    },

    /** GET /core/dados-cadastrais/confirmar-dados: the session's quota, whose data the customer confirms. */
    async paraConfirmar(sessao: Sessao) {
      return cadastro(await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId));
    },

    /** PUT /cotas/{id}/dados-cadastrais: income and assets apply at once (03 §2 "wealth and income"). */
    async alterarRendaPatrimonio(cota: CotaRow, corpo: RendaPatrimonioBody): Promise<RendaPatrimonio> {
      return alterar(cota, async (tx) => {
        const antes = paraRendaPatrimonio(await repo.rendaPatrimonio(cota.clienteId, tx));
        const depois = paraRendaPatrimonio(
          await repo.salvarRendaPatrimonio(
            tx,
            cota.clienteId,
            {
              ...(corpo.valorRenda !== undefined && { valorRendaCentavos: corpo.valorRenda }),
              ...(corpo.valorPatrimonioTotal !== undefined && {
                valorPatrimonioTotalCentavos: corpo.valorPatrimonioTotal,
              }),
            },
            new Date(now()),
          ),
        );
        return {
          resultado: depois,
          acao: 'cadastro.renda-patrimonio-alterado',
          detalhes: { de: antes, para: depois },
        };
      });
    },

    // ——— Addresses ———

    /** A person's new address applies at once; a company's waits for an analyst (`enderecoParaAnalise`). */
    async incluirEndereco(sessao: Sessao, cota: CotaRow, corpo: EnderecoBody): Promise<EnderecoSalvo> {
      exigirCidade(corpo.idCidade);
      return alterar<EnderecoSalvo>(cota, async (tx) => {
        await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
        const { idEndereco: _id, principal: _p, principalTodas: _t, ...campos } = dadosDoCorpo(corpo);
        if (pessoaDe(cota) === 'J') return enderecoParaAnalise(tx, cota, campos, pedePrincipal(corpo));
        const outros = (await repo.enderecos(cota.clienteId, tx)).length;
        const novo = await repo.inserirEndereco(tx, { ...campos, clienteId: cota.clienteId });
        await decidirPrincipal(tx, 'enderecos', cota, novo, pedePrincipal(corpo), outros);
        const salvo = (await repo.enderecoDoCliente(tx, novo.id, cota.clienteId))!;
        return {
          resultado: paraEndereco(salvo),
          acao: 'cadastro.endereco-incluido',
          detalhes: { endereco: paraEndereco(salvo) },
        };
      });
    },

    /** A person's change applies at once; a company's waits for an analyst, unless it only moves the flag. */
    async alterarEndereco(
      sessao: Sessao,
      cota: CotaRow,
      idEndereco: number,
      corpo: EnderecoBody,
    ): Promise<EnderecoSalvo> {
      if (corpo.idEndereco !== undefined && corpo.idEndereco !== idEndereco)
        throw requisicaoInvalida(M.idNaoConfere);
      return alterar<EnderecoSalvo>(cota, async (tx) => {
        const atual = await repo.enderecoDoCliente(tx, idEndereco, cota.clienteId);
        if (!atual) throw naoEncontrado(M.enderecoNaoEncontrado);
        const { idEndereco: _id, principal: _p, principalTodas: _t, ...campos } = dadosDoCorpo(corpo);
        const mudou = Object.entries(campos).some(([k, v]) => (atual[k as keyof EnderecoRow] ?? null) !== v);
        const outros = (await repo.enderecos(cota.clienteId, tx)).length - 1;
        if (mudou) {
          exigirCidade(campos.idCidade);
          await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
          if (pessoaDe(cota) === 'J')
            return enderecoParaAnalise(tx, cota, campos, pedePrincipal(corpo), atual);
          await repo.alterarEndereco(tx, idEndereco, { ...campos, atualizadoEm: new Date(now()) });
        }
        const principal = await decidirPrincipal(tx, 'enderecos', cota, atual, pedePrincipal(corpo), outros);
        const salvo = (await repo.enderecoDoCliente(tx, idEndereco, cota.clienteId))!;
        return {
          resultado: paraEndereco(salvo),
          acao: mudou || principal ? 'cadastro.endereco-alterado' : null,
          detalhes: { de: paraEndereco(atual), para: paraEndereco(salvo) },
        };
      });
    },

    // ——— E-mails ———

    /** POST /email: a new e-mail, or the same one already registered, with the flags sent. */
    async incluirEmail(sessao: Sessao, cota: CotaRow, corpo: EmailBody): Promise<EmailCadastral> {
      return alterar(cota, async (tx) => {
        await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
        const todos = await repo.emails(cota.clienteId, tx);
        const existente = await repo.emailPorEndereco(tx, cota.clienteId, corpo.email);
        const item =
          existente ?? (await repo.inserirEmail(tx, { clienteId: cota.clienteId, email: corpo.email }));
        // A known e-mail only ever gains the flag here; a new one takes it when asked or when it is the first.
        const principal =
          existente && !pedePrincipal(corpo)
            ? false
            : await decidirPrincipal(
                tx,
                'emails',
                cota,
                item,
                pedePrincipal(corpo),
                todos.length - (existente ? 1 : 0),
              );
        if (principal) await copiarContatos(tx, sessao, cota.clienteId, 'emails');
        const salvo = (await repo.emailDoCliente(tx, item.id, cota.clienteId))!;
        return {
          resultado: paraEmail(salvo),
          acao: existente && !principal ? null : 'cadastro.email-incluido',
          detalhes: { email: salvo.email, principal: salvo.principal },
        };
      });
    },

    async alterarEmail(
      sessao: Sessao,
      cota: CotaRow,
      idEmail: number,
      corpo: EmailBody,
    ): Promise<EmailCadastral> {
      if (corpo.idEmail !== undefined && corpo.idEmail !== idEmail) throw requisicaoInvalida(M.idNaoConfere);
      return alterar(cota, async (tx) => {
        const atual = await repo.emailDoCliente(tx, idEmail, cota.clienteId);
        if (!atual) throw naoEncontrado(M.emailNaoEncontrado);
        const mudou = atual.email !== corpo.email;
        const outros = (await repo.emails(cota.clienteId, tx)).length - 1;
        if (mudou) {
          const repetido = await repo.emailPorEndereco(tx, cota.clienteId, corpo.email);
          if (repetido) throw new HttpError(409, M.emailRepetido);
          await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
          await repo.alterarEmail(tx, idEmail, corpo.email, new Date(now()));
        }
        const principal = await decidirPrincipal(tx, 'emails', cota, atual, pedePrincipal(corpo), outros);
        if (principal || (mudou && atual.principal))
          await copiarContatos(tx, sessao, cota.clienteId, 'emails');
        const salvo = (await repo.emailDoCliente(tx, idEmail, cota.clienteId))!;
        return {
          resultado: paraEmail(salvo),
          acao: mudou || principal ? 'cadastro.email-alterado' : null,
          detalhes: { de: paraEmail(atual), para: paraEmail(salvo) },
        };
      });
    },

    // ——— Phones ———

    /** POST /telefones: a phone of any type; the same number twice is a conflict. */
    async incluirTelefone(sessao: Sessao, cota: CotaRow, corpo: TelefoneBody): Promise<TelefoneCadastral> {
      exigirCidade(corpo.idCidade);
      return alterar(cota, async (tx) => {
        if (await repo.telefonePorNumero(tx, cota.clienteId, corpo.telefone))
          throw new HttpError(409, M.telefoneRepetido);
        await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
        const outros = (await repo.telefones(cota.clienteId, tx)).length;
        const novo = await repo.inserirTelefone(tx, {
          clienteId: cota.clienteId,
          telefone: corpo.telefone,
          idTipoTelefone: tipoDoTelefone(corpo.telefone, corpo.idTipoTelefone),
          idCidade: corpo.idCidade,
        });
        await decidirPrincipal(tx, 'telefones', cota, novo, pedePrincipal(corpo), outros);
        await copiarContatos(tx, sessao, cota.clienteId, 'telefones');
        const salvo = (await repo.telefoneDoCliente(tx, novo.id, cota.clienteId))!;
        return {
          resultado: paraTelefone(salvo),
          acao: 'cadastro.telefone-incluido',
          detalhes: { telefone: paraTelefone(salvo) },
        };
      });
    },

    /** POST /phone: the mobile of the e-mail/phone screen; a number already registered takes the flags sent. */
    async incluirCelular(sessao: Sessao, cota: CotaRow, corpo: TelefoneBody): Promise<TelefoneCadastral> {
      if (!ehCelular(corpo.telefone)) throw requisicaoInvalida(M.telefoneInvalido);
      exigirCidade(corpo.idCidade);
      return alterar(cota, async (tx) => {
        await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
        const todos = await repo.telefones(cota.clienteId, tx);
        const existente = await repo.telefonePorNumero(tx, cota.clienteId, corpo.telefone);
        const item =
          existente ??
          (await repo.inserirTelefone(tx, {
            clienteId: cota.clienteId,
            telefone: corpo.telefone,
            idTipoTelefone: TIPO_TELEFONE.celular,
            idCidade: corpo.idCidade,
          }));
        const principal =
          existente && !pedePrincipal(corpo)
            ? false
            : await decidirPrincipal(
                tx,
                'telefones',
                cota,
                item,
                pedePrincipal(corpo),
                todos.length - (existente ? 1 : 0),
              );
        await copiarContatos(tx, sessao, cota.clienteId, 'telefones');
        const salvo = (await repo.telefoneDoCliente(tx, item.id, cota.clienteId))!;
        return {
          resultado: paraTelefone(salvo),
          acao: existente && !principal ? null : 'cadastro.telefone-incluido',
          detalhes: { telefone: paraTelefone(salvo) },
        };
      });
    },

    async alterarTelefone(
      sessao: Sessao,
      cota: CotaRow,
      idTelefone: number,
      corpo: TelefoneBody,
    ): Promise<TelefoneCadastral> {
      if (corpo.idTelefone !== undefined && corpo.idTelefone !== idTelefone)
        throw requisicaoInvalida(M.idNaoConfere);
      return alterar(cota, async (tx) => {
        const atual = await repo.telefoneDoCliente(tx, idTelefone, cota.clienteId);
        if (!atual) throw naoEncontrado(M.telefoneNaoEncontrado);
        const novo = {
          telefone: corpo.telefone,
          idTipoTelefone: tipoDoTelefone(corpo.telefone, corpo.idTipoTelefone ?? atual.idTipoTelefone),
          idCidade: corpo.idCidade,
        };
        const mudou =
          novo.telefone !== atual.telefone ||
          novo.idTipoTelefone !== atual.idTipoTelefone ||
          novo.idCidade !== atual.idCidade;
        const outros = (await repo.telefones(cota.clienteId, tx)).length - 1;
        if (mudou) {
          exigirCidade(novo.idCidade);
          const repetido = await repo.telefonePorNumero(tx, cota.clienteId, novo.telefone);
          if (repetido && repetido.id !== idTelefone) throw new HttpError(409, M.telefoneRepetido);
          await verificacao.exigirAutorizacao(tx, sessao, cota, corpo.auth_token);
          await repo.alterarTelefone(tx, idTelefone, { ...novo, atualizadoEm: new Date(now()) });
        }
        const principal = await decidirPrincipal(tx, 'telefones', cota, atual, pedePrincipal(corpo), outros);
        if (mudou || principal) await copiarContatos(tx, sessao, cota.clienteId, 'telefones');
        const salvo = (await repo.telefoneDoCliente(tx, idTelefone, cota.clienteId))!;
        return {
          resultado: paraTelefone(salvo),
          acao: mudou || principal ? 'cadastro.telefone-alterado' : null,
          detalhes: { de: paraTelefone(atual), para: paraTelefone(salvo) },
        };
      });
    },

    // ——— Personal and company data ———

    async alterarPessoaFisica(sessao: Sessao, cota: CotaRow, corpo: PessoaFisicaBody) {
      if (pessoaDe(cota) !== 'F') throw requisicaoInvalida(M.somentePessoaFisica);
      exigirPassado(corpo.dataNascimento, corpo.dataAdmissao);
      return alterarPessoa(sessao, cota, 'F', corpo);
    },

    async alterarPessoaJuridica(sessao: Sessao, cota: CotaRow, corpo: PessoaJuridicaBody) {
      if (pessoaDe(cota) !== 'J') throw requisicaoInvalida(M.somentePessoaJuridica);
      exigirPassado(corpo.dataFundacao);
      return alterarPessoa(sessao, cota, 'J', corpo);
    },

    /**
     * An analyst approved the registration-update case (casos, phase 'Cadastro Aprovado'): the changes it holds
     * are written, in the decision's transaction, with the login record's copy of the name and date, and
     * audited as the analyst's act. Applied once: the case remembers when.
     */
    async aplicarAprovadas(tx: Transacao, caso: CasoRow, operadorId: number) {
      const pendentes = alteracoesDoCaso(caso);
      if (!pendentes || pendentes.aplicadoEm || !pendentes.alteracoes.length) return;
      await repo.travarPessoa(tx, caso.clienteId);
      const quando = new Date(now());
      for (const alteracao of pendentes.alteracoes.filter((a) => ehAlteracaoDeEndereco(a.campo)))
        await aplicarEndereco(tx, caso.clienteId, alteracao, quando);
      const patch = Object.fromEntries(
        pendentes.alteracoes.filter((a) => !ehAlteracaoDeEndereco(a.campo)).map((a) => [a.campo, a.para]),
      );
      if (!Object.keys(patch).length) {
        // Only addresses waited: the person's or company's row stays as it is.
      } else if (pendentes.tipoPessoa === 'F') {
        await repo.salvarPessoaFisica(tx, caso.clienteId, patch as Partial<PessoaFisicaRow>, quando);
        await acesso.definirDadosDoCliente(tx, caso.clienteId, {
          ...(typeof patch.nomeCompleto === 'string' && { nome: patch.nomeCompleto }),
          ...(typeof patch.dataNascimento === 'string' && { dataNascimentoFundacao: patch.dataNascimento }),
        });
      } else {
        await repo.salvarPessoaJuridica(tx, caso.clienteId, patch as Partial<PessoaJuridicaRow>, quando);
        await acesso.definirDadosDoCliente(tx, caso.clienteId, {
          ...(typeof patch.razaoSocial === 'string' && { nome: patch.razaoSocial }),
          ...(typeof patch.dataFundacao === 'string' && { dataNascimentoFundacao: patch.dataFundacao }),
        });
      }
      await casos.alterarDadosDoCaso(
        tx,
        caso,
        { ...caso.dadosApp, [CHAVE_NO_CASO]: { ...pendentes, aplicadoEm: quando.toISOString() } },
        `operador:${operadorId}`,
        'Alterações cadastrais aplicadas ao cadastro',
      );
      await auditar(
        operadorId,
        'cadastro.alteracao-aprovada',
        `caso:${caso.numero}`,
        {
          idCota: caso.cotaId,
          alteracoes: pendentes.alteracoes,
        },
        tx,
      );
    },
  };
}
export type DadosCadastraisService = ReturnType<typeof createDadosCadastraisService>;

/** The audit writer of the operator module, in the caller's transaction. */
export type Auditar = (
  operadorId: number | null,
  acao: string,
  alvo: string,
  detalhes: Record<string, unknown>,
  tx: Transacao,
) => Promise<unknown>;
