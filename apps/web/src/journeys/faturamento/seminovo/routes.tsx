import { TELAS_FATURAMENTO_SEMINOVO, type RotaVendedor, type TelaFaturamentoSeminovo } from '@portal/domain';
import type { ComponentType } from 'react';
import {
  AUTENTICADA,
  AUTENTICADA_TRANSPARENTE,
  rotaPreguicosa,
  type RegraDeRota,
  type RotasDaJornada,
} from '@/lib/rotas';
import { caminhosFaturamento } from '../paths';
import { caminhoSeminovo, caminhosFaturamentoSeminovo as c } from './paths';

/** 02 §6: a phone (else the billing's unavailable screen) and the transparent login allowed. */
const CELULAR: RegraDeRota = {
  ...AUTENTICADA_TRANSPARENTE,
  redirecionarSeNaoMobile: caminhosFaturamento.indisponivel,
};

/** The registration update changes the person's data: no transparent login (ADR 0016), and a phone. */
const CELULAR_CADASTRO: RegraDeRota = {
  ...AUTENTICADA,
  redirecionarSeNaoMobile: caminhosFaturamento.indisponivel,
};

type Carregar = () => Promise<{ default: ComponentType }>;

/** One export of a screens module, as the route's lazy component. */
const de =
  <M,>(modulo: () => Promise<M>, nome: keyof M): Carregar =>
  async () => ({ default: (await modulo())[nome] as ComponentType });

const atualizacao = () => import('./screens/atualizacaocadastral');
const simulacao = () => import('./screens/simulacao');
const veiculo = () => import('./screens/veiculo');
const vistoria = () => import('./screens/vistoria');
const tecnica = () => import('./screens/vistoria-tecnica');
const vendedor = () => import('./screens/vendedor');
const situacoes = () => import('./screens/situacoes');

/** The seller's screens take their type from the route (vendedor/{tipo}/…). */
const doVendedor =
  (
    passo: 'DadosPessoais' | 'DadosBancariosVendedor' | 'Anexos' | 'OrdemGerada',
    rota: RotaVendedor,
  ): Carregar =>
  async () => {
    const Tela = (await vendedor())[passo];
    return { default: () => <Tela rota={rota} /> };
  };

const ROTAS_VENDEDOR: RotaVendedor[] = ['pessoafisica', 'revendedora', 'locadora', 'pessoajuridica'];

const TELAS: Record<TelaFaturamentoSeminovo, Carregar> = {
  centralcontemplacao: () => import('./screens/centralcontemplacao'),
  'atualizacaocadastral/telefone': de(atualizacao, 'Telefone'),
  'atualizacaocadastral/email': de(atualizacao, 'Email'),
  'atualizacaocadastral/endereco': de(atualizacao, 'Endereco'),
  'atualizacaocadastral/resumo': de(atualizacao, 'Resumo'),
  simulacao: de(simulacao, 'Simulacao'),
  'simulacao/regrasdeaceite': de(simulacao, 'RegrasDeAceite'),
  'simulacao/placa': () => import('./screens/placa'),
  'simulacao/placaencontrada': de(veiculo, 'PlacaEncontrada'),
  'simulacao/placanaoencontrada': de(veiculo, 'PlacaNaoEncontrada'),
  'simulacao/aprovado': de(veiculo, 'Aprovado'),
  'simulacao/reprovado': de(veiculo, 'Reprovado'),
  'simulacao/inclusaodemarca': de(veiculo, 'InclusaoDeMarca'),
  vistoriadigital: de(vistoria, 'IntroDigital'),
  'vistoriadigital/termos': de(vistoria, 'TermosDigital'),
  'vistoriadigital/regras': de(vistoria, 'RegrasDigital'),
  'vistoriadigital/linkenviado': de(vistoria, 'LinkEnviado'),
  vistoriatecnica: de(vistoria, 'IntroTecnica'),
  'vistoriatecnica/termos': de(vistoria, 'TermosTecnica'),
  'vistoriatecnica/regras': de(vistoria, 'RegrasTecnica'),
  'vistoriatecnica/agendada': de(vistoria, 'Agendada'),
  'vistoriatecnica/cep': de(tecnica, 'Cep'),
  'vistoriatecnica/endereco': de(tecnica, 'EnderecoVistoria'),
  'vistoriatecnica/acompanhante': de(tecnica, 'Acompanhante'),
  vistoriarecusada: de(situacoes, 'VistoriaRecusada'),
  'vistoriarecusada/documentoreenviado': de(situacoes, 'DocumentoReenviado'),
  vendedor: de(vendedor, 'Vendedor'),
  vendedorpj: de(vendedor, 'VendedorPJ'),
  ...(Object.fromEntries(
    ROTAS_VENDEDOR.flatMap((r) => [
      [`vendedor/${r}/dadospessoais`, doVendedor('DadosPessoais', r)],
      [`vendedor/${r}/dadosbancarios`, doVendedor('DadosBancariosVendedor', r)],
      [`vendedor/${r}/anexos`, doVendedor('Anexos', r)],
    ]),
  ) as Record<`vendedor/${RotaVendedor}/${'dadospessoais' | 'dadosbancarios' | 'anexos'}`, Carregar>),
  'vendedor/revendedora/ordemgerada': doVendedor('OrdemGerada', 'revendedora'),
  'vendedor/locadora/ordemgerada': doVendedor('OrdemGerada', 'locadora'),
  'vendedor/pessoajuridica/ordemgerada': doVendedor('OrdemGerada', 'pessoajuridica'),
  ordemcompra: de(situacoes, 'OrdemCompra'),
  proprietariorecusado: de(situacoes, 'ProprietarioRecusado'),
  'proprietariorecusado/reenvio': de(situacoes, 'ProprietarioReenvio'),
  'proprietariorecusado/enviado': de(situacoes, 'ProprietarioEnviado'),
  pendencianotafiscal: de(situacoes, 'PendenciaNotaFiscal'),
  cartacorrecaoenviada: de(situacoes, 'CartaCorrecaoEnviada'),
  assinaturacontrato: de(situacoes, 'AssinaturaContrato'),
  acompanharpagamento: de(situacoes, 'AcompanharPagamento'),
  'reanalise-faturamento': de(situacoes, 'ReanaliseFaturamento'),
  'reanalise-faturamento/enviada': de(situacoes, 'ReanaliseEnviada'),
  'pendencia-detran': de(situacoes, 'PendenciaDetran'),
  'dados-proprietario-divergente': de(situacoes, 'DadosProprietarioDivergente'),
};

/**
 * 02 §2.5: the used-vehicle billing screens, a part of the billing journey, each route exactly as the spec
 * names it. Asset-invoicing screens allow the transparent login (02 §6), but the registration update; a
 * non-phone device goes to /faturamento/indisponivel.
 */
export const rotasFaturamentoSeminovo: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.indice, CELULAR, () => import('./screens/indice')),
    ...TELAS_FATURAMENTO_SEMINOVO.map((tela) =>
      rotaPreguicosa(
        caminhoSeminovo(tela),
        tela.startsWith('atualizacaocadastral/') ? CELULAR_CADASTRO : CELULAR,
        TELAS[tela],
      ),
    ),
  ],
};
