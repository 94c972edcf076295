import { hojeEmSaoPaulo } from '@portal/domain';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@portal/db';
import { dominioDe } from './core/dominio.ts';
import { conexoesDoPool, criarCacheCompartilhado } from './core/cache-compartilhado.ts';
import { criarCacheDosClientes } from './core/cache-dos-clientes.ts';
import type { ConfigDoApp } from './config.ts';
import { createTokenService, requireAuth, resolveJwtSecret } from './plugins/auth.ts';
import { exigirCliente } from './modules/acesso/cliente-do-app.ts';
import { createParceirosRepository } from './modules/parceiros/parceiros.repository.ts';
import { createParceirosService } from './modules/parceiros/parceiros.service.ts';
import { createAvisosService } from './modules/parceiros/avisos.service.ts';
import { createCotasRepository } from './modules/cotas/cotas.repository.ts';
import { createCotasService } from './modules/cotas/cotas.service.ts';
import { createEscritaDeCotas } from './modules/cotas/cotas.escrita.ts';
import { createAcessoRepository } from './modules/acesso/acesso.repository.ts';
import { createAcessoService } from './modules/acesso/acesso.service.ts';
import { createSenhaRepository } from './modules/acesso/senha.repository.ts';
import { createSenhaService } from './modules/acesso/senha.service.ts';
import { createSessoesRevogadas } from './modules/acesso/sessoes-revogadas.ts';
import { createTentativas } from './modules/acesso/tentativas.service.ts';
import { createTransparenteService } from './modules/acesso/transparente.service.ts';
import { createVerificacaoService } from './modules/acesso/verificacao.service.ts';
import { createBiometriaService } from './modules/acesso/biometria.service.ts';
import { createBiometriaRepository } from './modules/acesso/biometria.repository.ts';
import { createTransparenteRepository } from './modules/acesso/transparente.repository.ts';
import { createVerificacaoRepository } from './modules/acesso/verificacao.repository.ts';
import { createEmailPorSmtp, createNotificador } from './adapters/notificacoes.ts';
import { createSms } from './adapters/sms.ts';
import { createTrabalhos } from './adapters/trabalhos.ts';
import { createArmazenamentoS3 } from './adapters/armazenamento-s3.ts';
import { createEnviadorPush, resolverChavesVapid } from './adapters/push.ts';
import { createOperadorRepository } from './modules/operador/operador.repository.ts';
import { createOperadorService } from './modules/operador/operador.service.ts';
import { createComAuditoria } from './modules/operador/auditoria.service.ts';
import { createCasosRepository } from './modules/casos/casos.repository.ts';
import { createAtualizacaoPendente } from './modules/casos/atualizacao-pendente.ts';
import { abrirReembolsoDePagamentoDuplicado, createCasosService } from './modules/casos/casos.service.ts';
import { createBoletosRepository } from './modules/boletos/boletos.repository.ts';
import { createBoletosService } from './modules/boletos/boletos.service.ts';
import { createFormaEnvioService } from './modules/boletos/forma-envio.service.ts';
import { createPagamentosRepository } from './modules/boletos/pagamentos.repository.ts';
import { createPagamentosService } from './modules/boletos/pagamentos.service.ts';
import { createVerificarBoletoService } from './modules/boletos/verificar-boleto.service.ts';
import { createRelatoriosRepository } from './modules/relatorios/relatorios.repository.ts';
import { createLancesRepository } from './modules/lances/lances.repository.ts';
import { createLancesService } from './modules/lances/lances.service.ts';
import { createAoVivo } from './modules/assembleias/ao-vivo.ts';
import { createAssembleiasRepository } from './modules/assembleias/assembleias.repository.ts';
import { createAssembleiasService } from './modules/assembleias/assembleias.service.ts';
import { createRelatoriosService } from './modules/relatorios/relatorios.service.ts';
import { createAjudaRepository } from './modules/ajuda/ajuda.repository.ts';
import { createAjudaService } from './modules/ajuda/ajuda.service.ts';
import { createNotificacoesRepository } from './modules/notificacoes/notificacoes.repository.ts';
import { createNotificacoesService } from './modules/notificacoes/notificacoes.service.ts';
import { createRemessasRepository } from './modules/repasses/remessas.repository.ts';
import { createRemessasService } from './modules/repasses/remessas.service.ts';
import { createFiliaisRepository } from './modules/filiais/filiais.repository.ts';
import { createRenegociacaoRepository } from './modules/renegociacao/renegociacao.repository.ts';
import { createRenegociacaoService } from './modules/renegociacao/renegociacao.service.ts';
import { createFiliaisService } from './modules/filiais/filiais.service.ts';
import { createArmazenamentoEmDisco, type Armazenamento } from './adapters/armazenamento.ts';
import { criarRenderizadorDePdf, type RenderizadorDePdf } from './adapters/pdf/renderizador.ts';
import { createPerfilRepository } from './modules/perfil/perfil.repository.ts';
import { createPerfilService } from './modules/perfil/perfil.service.ts';
import { createArquivosService } from './modules/perfil/arquivos.service.ts';
import { createOptInService, createReferenciasService } from './modules/perfil/referencias.service.ts';
import { createBuscaDeCep } from './adapters/cep.ts';
import { createDadosCadastraisRepository } from './modules/perfil/dados-cadastrais.repository.ts';
import { createDadosCadastraisService } from './modules/perfil/dados-cadastrais.service.ts';
import { createValidacaoIdentidadeService } from './modules/perfil/validacao-identidade.service.ts';
import { createAvisoDeContato } from './modules/perfil/aviso-de-contato.ts';
import { createSaudeRepository } from './modules/saude/saude.repository.ts';
import { createSaudeService } from './modules/saude/saude.service.ts';
import { createDocumentosRepository } from './modules/documentos/documentos.repository.ts';
import { createDocumentosService } from './modules/documentos/documentos.service.ts';
import { createHomeRepository } from './modules/home/home.repository.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { createContemplacaoRepository } from './modules/contemplacao/contemplacao.repository.ts';
import { createContemplacaoService } from './modules/contemplacao/contemplacao.service.ts';
import { createFaturamentoNovoService } from './modules/faturamento/faturamento-novo.service.ts';
import { createFaturamentoSeminovoService } from './modules/faturamento/faturamento-seminovo.service.ts';
import { createAutorizacoesRepository } from './modules/faturamento/autorizacao-seminovo.repository.ts';
import { createAutorizacaoSeminovoService } from './modules/faturamento/autorizacao-seminovo.service.ts';
import {
  createAvisoDeVistoriaDigital,
  createVistoriaDigitalService,
} from './modules/faturamento/vistoria-digital.service.ts';
import { createAnaliseContemplacaoRepository } from './modules/operador/analise-contemplacao.repository.ts';
import { createAnaliseContemplacaoService } from './modules/operador/analise-contemplacao.service.ts';
import { createVeiculosRepository } from './modules/faturamento/veiculos.repository.ts';
import { createVeiculosService } from './modules/faturamento/veiculos.service.ts';
import { createCatalogoFipe } from './adapters/catalogo-veiculos.ts';
import { createPlacaDemonstracao, createPlacaHttp } from './adapters/placa.ts';
import { createFaturamentoRepository } from './modules/faturamento/faturamento.repository.ts';
import { createFaturamentoService } from './modules/faturamento/faturamento.service.ts';
import { createDevolucaoRepository } from './modules/devolucao/devolucao.repository.ts';
import { createDevolucaoService } from './modules/devolucao/devolucao.service.ts';
import { createTransferenciaRepository } from './modules/transferencia/transferencia.repository.ts';
import { createTransferenciaService } from './modules/transferencia/transferencia.service.ts';
import { createSeguroRepository } from './modules/seguro/seguro.repository.ts';
import { createSeguroService } from './modules/seguro/seguro.service.ts';
import { createAntecipacaoRepository } from './modules/antecipacao/antecipacao.repository.ts';
import { createAntecipacaoService } from './modules/antecipacao/antecipacao.service.ts';
import { createPosVendaRepository } from './modules/posvenda/posvenda.repository.ts';
import { createPosVendaService } from './modules/posvenda/posvenda.service.ts';
import { createFaturamentoEspecieRepository } from './modules/faturamento/faturamento-especie.repository.ts';
import { createFaturamentoEspecieService } from './modules/faturamento/faturamento-especie.service.ts';

/**
 * The composition root's services: every module's service built once, with its dependencies, in dependency
 * order. Routes live in the modules (`xModule(servicos)`); this file only wires.
 */
export async function criarServicos(deps: {
  db: Db;
  config: ConfigDoApp;
  now: () => number;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  armazenamento?: Armazenamento;
  pdfs?: RenderizadorDePdf;
  /** Background workers polling (the server); off in tests, which run due jobs with `executarPendentes`. */
  trabalhosAutomaticos: boolean;
}) {
  const { db, config, now, log } = deps;
  // The server starts its PDF workers now; the tests on their first PDF.
  const pdfs =
    deps.pdfs ??
    criarRenderizadorDePdf({
      workers: config.pdfWorkers,
      aquecer: !config.isTest,
      abaixoDoEventLoop: !config.isTest,
      aoFalhar: (err) => log.error({ err }, 'worker de PDF falhou'),
    });
  // One storage port for photos and documents: the given one (tests), S3 when S3_URL is set, else the disk.
  const armazenamento =
    deps.armazenamento ??
    (config.s3Url
      ? createArmazenamentoS3(config.s3Url)
      : // Without a DATA_DIR (the API tests) uploads go to a per-process temporary folder, never ./data.
        createArmazenamentoEmDisco(
          config.dataDir
            ? path.join(config.dataDir, 'arquivos')
            : path.join(os.tmpdir(), `portal-arquivos-${process.pid}`),
        ));
  // Background jobs on this database (pg-boss): modules declare their queues below, buildApp starts them.
  const trabalhos = createTrabalhos({ db, automaticos: deps.trabalhosAutomaticos, log });
  // Shared read caches (ADR 0021): every process drops a topic when a write naming it commits.
  const cache = criarCacheCompartilhado({
    conectar: conexoesDoPool(db),
    now,
    aoFalhar: (err) => log.error({ err }, 'cache: conexão de escuta do banco perdida'),
  });
  await cache.pronto;
  // Each customer's hot reads (ADR 0061): this process forgets the customers a transaction changed on its commit.
  const cacheDosClientes = criarCacheDosClientes(db, {
    now,
    aoFalhar: (err) => log.error({ err }, 'cache dos clientes: conexão de escuta do banco perdida'),
  });
  await cacheDosClientes.pronto;
  const acessoRepo = createAcessoRepository(db);
  const sessoesRevogadas = createSessoesRevogadas(acessoRepo, cache);
  const tokens = createTokenService(
    await resolveJwtSecret(db, config.jwtSecret),
    now,
    sessoesRevogadas.revogada,
  );
  const parceirosRepo = createParceirosRepository(db);
  const parceiros = createParceirosService(parceirosRepo, cache);
  // The partner whose portal the request reached: sessions, links and tickets work only there.
  const parceiroDoHost = async (request: FastifyRequest) =>
    (await parceiros.porDominio(dominioDe(request)))?.id;
  const autenticar = requireAuth(tokens, sessoesRevogadas.revogada, parceiroDoHost);
  // Every operator write goes through this one helper: the change and its audit entry share a transaction.
  const operadorRepo = createOperadorRepository(db);
  const comAuditoria = createComAuditoria(operadorRepo);
  const cotas = createCotasService(
    createCotasRepository(db),
    parceiros,
    now,
    createEscritaDeCotas(db),
    cacheDosClientes,
  );
  const senhaRepo = createSenhaRepository(db);
  const notificador = createNotificador({
    db,
    trabalhos,
    email: config.smtpUrl ? createEmailPorSmtp(config.smtpUrl, config.remetente) : null,
    sms: createSms(config.smsWebhookUrl),
    now,
  });
  const acesso = createAcessoService({
    repo: acessoRepo,
    senhas: senhaRepo,
    tokens,
    cotas,
    parceiros,
    sessoesRevogadas,
    now,
  });
  const senha = createSenhaService({
    repo: senhaRepo,
    acesso: acessoRepo,
    parceiros,
    notificador,
    sessoesRevogadas,
    now,
  });
  const transparente = createTransparenteService({
    repo: createTransparenteRepository(db),
    acessoRepo,
    acesso,
    cotas,
    parceiros,
    tokens,
    comAuditoria,
    now,
  });
  const clienteDoApp = exigirCliente(config.clients);
  const perfilRepo = createPerfilRepository(db);
  const perfil = createPerfilService({ repo: perfilRepo, cotas });
  // In-app notifications, and Web Push to the customer's devices: the journeys produce them through this one function.
  const notificacoes = createNotificacoesService({
    repo: createNotificacoesRepository(db),
    cotas,
    comAuditoria,
    cache,
    now,
    aoFalhar: (err, n) => log.error({ err, ...n }, 'notificação não registrada'),
    push: createEnviadorPush({
      chaves: await resolverChavesVapid(db, {
        publica: config.vapidPublicKey,
        privada: config.vapidPrivateKey,
      }),
      assunto: config.vapidSubject,
      permitirEnderecoLocal: config.pushEnderecoLocal,
      // The push service's host and status only: never the endpoint, the keys nor the payload.
      aoFalhar: (detalhes) => log.error(detalhes, 'push não entregue'),
    }),
    pushBloqueado: perfil.pushBloqueado,
    permitirEnderecoLocal: config.pushEnderecoLocal,
  });
  const notificar = notificacoes.notificar;
  const boletosRepo = createBoletosRepository(db);
  const boletos = createBoletosService({
    repo: boletosRepo,
    cotas,
    parceiros,
    notificador,
    notificar,
    tokens,
    pdfs,
    now,
  });
  const formaEnvio = createFormaEnvioService({
    repo: boletosRepo,
    escritaDeCotas: cotas.escrita,
    comAuditoria,
    now,
  });
  const verificarBoleto = createVerificarBoletoService({
    repo: boletosRepo,
    parceiros,
  });
  const lancesRepo = createLancesRepository(db);
  const lances = createLancesService({ repo: lancesRepo, notificar, now });
  const assembleiasRepo = createAssembleiasRepository(db, {
    cotas: cotas.escrita,
    encerrarLances: lancesRepo.encerrarDaAssembleia,
  });
  const aoVivo = createAoVivo(async (id) => (await assembleiasRepo.eventos(id)) ?? []);
  const assembleias = createAssembleiasService({
    repo: assembleiasRepo,
    cotas,
    tokens,
    aoVivo,
    notificar,
    comAuditoria,
    cache,
    // Built below with its own dependencies; the closing only calls it once the app serves requests.
    abrirCaso: (...args) => casos.abrirCaso(...args),
    now,
  });
  const relatorios = createRelatoriosService({
    repo: createRelatoriosRepository(db),
    cotas,
    parceiros,
    tokens,
    // Built below with the operator's audit; the statement only calls it once the app serves requests.
    pagamentosDuplicados: (idCota) => pagamentos.duplicadosDaCota(idCota),
    pdfs,
    now,
  });
  const casosRepo = createCasosRepository(db);
  const atualizacaoPendente = createAtualizacaoPendente(casosRepo, cache);
  const casos = createCasosService(
    casosRepo,
    cotas,
    now,
    notificar,
    comAuditoria,
    atualizacaoPendente,
    // Built below; an analyst's approval only calls it once the app serves requests.
    (tx, caso, operadorId) => dadosCadastrais.aplicarAprovadas(tx, caso, operadorId),
  );
  const arquivos = createArquivosService({ repo: perfilRepo, armazenamento });
  const documentos = createDocumentosService({
    repo: createDocumentosRepository(db),
    armazenamento,
    cotas,
    trabalhos,
    auditar: (operadorId, acao, alvo, detalhes) => operadorRepo.auditar(operadorId, acao, alvo, detalhes),
    now,
  });
  const biometria = createBiometriaService({
    repo: createBiometriaRepository(db),
    acessoRepo,
    acesso,
    parceiros,
    comAuditoria,
    notificador,
    tokens,
    sessoesRevogadas,
    aoFalharEmail: (err) => log.error({ err }, 'e-mail de biometria não enviado'),
    now,
  });
  const verificacao = createVerificacaoService({
    repo: createVerificacaoRepository(db),
    acesso: acessoRepo,
    parceiros,
    notificador,
    now,
  });
  const dadosCadastraisRepo = createDadosCadastraisRepository(db);
  const dadosCadastrais = createDadosCadastraisService({
    repo: dadosCadastraisRepo,
    acesso,
    verificacao,
    casos,
    cotas,
    auditar: operadorRepo.auditar,
    trocarContatos: createAvisoDeContato({ acesso, parceiros, notificador, now }),
    now,
  });
  const validacaoIdentidade = createValidacaoIdentidadeService({
    repo: dadosCadastraisRepo,
    casos,
    documentos,
    auditar: operadorRepo.auditar,
    now,
  });

  const operador = createOperadorService({
    repo: operadorRepo,
    comAuditoria,
    tentativas: createTentativas(acessoRepo, now),
    tokens,
    acesso,
    cotas,
    now,
  });
  const pagamentos = createPagamentosService({
    repo: createPagamentosRepository(db, cotas.escrita),
    boletos: boletosRepo,
    auditar: operadorRepo.auditar,
    abrirReembolso: abrirReembolsoDePagamentoDuplicado,
    now,
  });

  const contemplacao = createContemplacaoService({
    db,
    repo: createContemplacaoRepository(db),
    casos,
    cotas,
    documentos,
    parceiros,
    trabalhos,
    notificar,
    notificador,
    aoFalharAviso: (err, m) => log.error({ err, ...m }, 'aviso de mudança de responsável não enviado'),
    pdfs,
    auditar: operadorRepo.auditar,
    now,
  });
  const veiculosRepo = createVeiculosRepository(db);
  const veiculos = createVeiculosService({
    repo: veiculosRepo,
    // The embedded catalogue unless FIPE_URL names a FIPE-compatible service (reason and status logged only).
    catalogo: config.fipeUrl
      ? createCatalogoFipe({
          url: config.fipeUrl,
          // FIPE's "Zero KM" is this year's 0 km, by the app's clock in São Paulo.
          anoZeroKm: () => Number(hojeEmSaoPaulo(new Date(now())).slice(0, 4)),
          aoFalhar: (detalhes) => log.error(detalhes, 'catálogo de veículos (FIPE) falhou'),
        })
      : veiculosRepo.catalogo,
    cotas,
    comAuditoria,
    now,
  });
  const autorizacoesFaturamento = createAutorizacoesRepository(db);
  const faturamentoSeminovo = createFaturamentoSeminovoService({
    db,
    casos,
    cotas,
    contemplacao,
    autorizacoes: autorizacoesFaturamento,
    documentos,
    avisarLinkVistoria: createAvisoDeVistoriaDigital({ verificacao, parceiros }),
    // The demo plates unless PLACA_URL names a plate service (a failure is "not found", 02 §7; reason logged).
    placas: config.placaUrl
      ? createPlacaHttp({
          url: config.placaUrl,
          aoFalhar: (detalhes) => log.error(detalhes, 'consulta de placa falhou'),
        })
      : createPlacaDemonstracao(),
    auditar: operadorRepo.auditar,
    comAuditoria,
    now,
  });
  const faturamentoNovo = createFaturamentoNovoService({
    db,
    casos,
    cotas,
    contemplacao,
    parceiros,
    pdfs,
    auditar: operadorRepo.auditar,
    comAuditoria,
    now,
  });
  return {
    db,
    cache,
    cacheDosClientes,
    config,
    now,
    tokens,
    pdfs,
    autenticar,
    parceiroDoHost,
    clienteDoApp,
    acessoRepo,
    parceiros,
    avisos: createAvisosService({ repo: parceirosRepo, comAuditoria, cache, now }),
    cotas,
    acesso,
    senha,
    transparente,
    verificacao,
    dadosCadastrais,
    validacaoIdentidade,
    biometria,
    notificador,
    notificacoes,
    boletos,
    formaEnvio,
    verificarBoleto,
    pagamentos,
    relatorios,
    lances,
    aoVivo,
    assembleias,
    casos,
    atualizacaoPendente,
    perfil,
    arquivos,
    referencias: createReferenciasService({
      // The reason and status only: the URL holds the CEP.
      cep: createBuscaDeCep(config.cepUrl, (detalhes) => log.error(detalhes, 'busca de CEP falhou')),
      now,
    }),
    optIn: createOptInService({ formaEnvio }),
    ajuda: createAjudaService({ repo: createAjudaRepository(db), cotas }),
    filiais: createFiliaisService({ repo: createFiliaisRepository(db), cotas, casos, now }),
    operador,
    saude: createSaudeService(createSaudeRepository(db)),
    documentos,
    trabalhos,
    home: createHomeService({
      repo: createHomeRepository(db),
      cotas,
      casos,
      boletos,
      assembleias,
      notificacoes,
    }),
    contemplacao,
    veiculos,
    analiseContemplacao: createAnaliseContemplacaoService({
      repo: createAnaliseContemplacaoRepository(db),
      casos,
      contemplacao,
      comAuditoria,
      now,
    }),
    faturamentoEspecie: createFaturamentoEspecieService({
      repo: createFaturamentoEspecieRepository(db),
      faturamentoRepo: createFaturamentoRepository(db),
      casos,
      cotas,
      contemplacao,
      auditar: operadorRepo.auditar,
      comAuditoria,
      now,
    }),
    faturamento: createFaturamentoService({
      repo: createFaturamentoRepository(db),
      casos,
      cotas,
      parceiros,
      comAuditoria,
      now,
    }),
    faturamentoNovo,
    faturamentoSeminovo,
    vistoriaDigital: createVistoriaDigitalService({ seminovo: faturamentoSeminovo, documentos, now }),
    autorizacaoSeminovo: createAutorizacaoSeminovoService({
      db,
      casos,
      seminovo: faturamentoSeminovo,
      autorizacoes: autorizacoesFaturamento,
      verificacao,
      parceiros,
      pdfs,
      auditar: operadorRepo.auditar,
      now,
    }),
    remessas: createRemessasService({
      repo: createRemessasRepository(db),
      casos,
      comAuditoria,
      notificar,
      now,
    }),
    renegociacao: createRenegociacaoService({
      repo: createRenegociacaoRepository(db),
      cotas,
      boletos,
      trabalhos,
      auditar: operadorRepo.auditar,
      notificar,
      now,
    }),
    seguro: createSeguroService({ repo: createSeguroRepository(db), auditar: operadorRepo.auditar, now }),
    antecipacao: createAntecipacaoService({
      repo: createAntecipacaoRepository(db),
      boletos,
      auditar: operadorRepo.auditar,
      now,
    }),
    devolucao: createDevolucaoService({
      repo: createDevolucaoRepository(db),
      casos,
      cotas,
      documentos,
      verificacao,
      comAuditoria,
      now,
    }),
    transferencia: createTransferenciaService({
      repo: createTransferenciaRepository(db),
      cotas,
      escritaDeCotas: cotas.escrita,
      senhas: senhaRepo,
      parceiros,
      notificador,
      comAuditoria,
      now,
    }),
    posvenda: createPosVendaService({
      repo: createPosVendaRepository(db),
      cotas,
      casos,
      documentos,
      parceiros,
      auditar: operadorRepo.auditar,
      comAuditoria,
      now,
    }),
  };
}
export type Servicos = Awaited<ReturnType<typeof criarServicos>>;
