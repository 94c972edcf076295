import type { FastifyPluginAsync } from 'fastify';
import type { Servicos } from './servicos.ts';
import { cotasModule } from './modules/cotas/cotas.module.ts';
import { parceirosModule } from './modules/parceiros/parceiros.module.ts';
import { acessoModule } from './modules/acesso/acesso.module.ts';
import { transparenteModule } from './modules/acesso/transparente.module.ts';
import { biometriaModule } from './modules/acesso/biometria.module.ts';
import { operadorModule } from './modules/operador/operador.module.ts';
import { casosModule } from './modules/casos/casos.module.ts';
import { boletosModule } from './modules/boletos/boletos.module.ts';
import { relatoriosModule } from './modules/relatorios/relatorios.module.ts';
import { lancesModule } from './modules/lances/lances.module.ts';
import { assembleiasModule } from './modules/assembleias/assembleias.module.ts';
import { ajudaModule } from './modules/ajuda/ajuda.module.ts';
import { notificacoesModule } from './modules/notificacoes/notificacoes.module.ts';
import { filiaisModule } from './modules/filiais/filiais.module.ts';
import { perfilModule } from './modules/perfil/perfil.module.ts';
import { referenciasModule } from './modules/perfil/referencias.module.ts';
import { dadosCadastraisModule } from './modules/perfil/dados-cadastrais.module.ts';
import { validacaoIdentidadeModule } from './modules/perfil/validacao-identidade.module.ts';
import { saudeModule } from './modules/saude/saude.module.ts';
import { documentosModule } from './modules/documentos/documentos.module.ts';
import { homeModule } from './modules/home/home.module.ts';
import { contemplacaoModule } from './modules/contemplacao/contemplacao.module.ts';
import { faturamentoNovoModule } from './modules/faturamento/faturamento-novo.module.ts';
import { faturamentoSeminovoModule } from './modules/faturamento/faturamento-seminovo.module.ts';
import { analiseContemplacaoModule } from './modules/operador/analise-contemplacao.module.ts';
import { veiculosModule } from './modules/faturamento/veiculos.module.ts';
import { faturamentoModule } from './modules/faturamento/faturamento.module.ts';
import { repassesModule } from './modules/repasses/repasses.module.ts';
import { devolucaoModule } from './modules/devolucao/devolucao.module.ts';
import { transferenciaModule } from './modules/transferencia/transferencia.module.ts';
import { faturamentoEspecieModule } from './modules/faturamento/faturamento-especie.module.ts';
import { renegociacaoModule } from './modules/renegociacao/renegociacao.module.ts';
import { seguroModule } from './modules/seguro/seguro.module.ts';
import { antecipacaoModule } from './modules/antecipacao/antecipacao.module.ts';
import { posvendaModule } from './modules/posvenda/posvenda.module.ts';

/** A module: its routes (customer and back-office alike) as one plugin, built from the services. */
export type Modulo = (servicos: Servicos) => FastifyPluginAsync;

/** Every module of the API, in the order they are registered. */
export const MODULOS: Modulo[] = [
  parceirosModule,
  acessoModule,
  transparenteModule,
  biometriaModule,
  cotasModule,
  casosModule,
  operadorModule,
  boletosModule,
  relatoriosModule,
  lancesModule,
  assembleiasModule,
  ajudaModule,
  notificacoesModule,
  filiaisModule,
  perfilModule,
  referenciasModule,
  dadosCadastraisModule,
  validacaoIdentidadeModule,
  saudeModule,
  documentosModule,
  homeModule,
  contemplacaoModule,
  analiseContemplacaoModule,
  veiculosModule,
  faturamentoModule,
  faturamentoNovoModule,
  faturamentoSeminovoModule,
  repassesModule,
  devolucaoModule,
  faturamentoEspecieModule,
  renegociacaoModule,
  transferenciaModule,
  seguroModule,
  antecipacaoModule,
  posvendaModule,
];
