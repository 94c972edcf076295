import { rotasTransferencia } from '@/journeys/transferencia/routes';
import { rotasPosVenda } from '@/journeys/posvenda/routes';
import { rotasDevolucao } from '@/journeys/devolucao/routes';
import { rotasFaturamento } from '@/journeys/faturamento/routes';
import { rotasAcesso } from '@/journeys/acesso/routes';
import { rotasAjuda } from '@/journeys/ajuda/routes';
import { rotasAssembleias } from '@/journeys/assembleias/routes';
import { rotasBoletos } from '@/journeys/boletos/routes';
import { rotasCasos } from '@/journeys/casos/routes';
import { rotasContemplado } from '@/journeys/contemplado/routes';
import { rotasCotas } from '@/journeys/cotas/routes';
import { rotasFiliais } from '@/journeys/filiais/routes';
import { rotasHome } from '@/journeys/home/routes';
import { rotasLances } from '@/journeys/lances/routes';
import { rotasNotificacoes } from '@/journeys/notificacoes/routes';
import { rotasOperador } from '@/journeys/operador/routes';
import { rotasPerfil } from '@/journeys/perfil/routes';
import { rotasReativacao } from '@/journeys/reativacao/routes';
import { rotasRelatorios } from '@/journeys/relatorios/routes';
import { rotasRenegociacao } from '@/journeys/renegociacao/routes';
import { rotasSeguro } from '@/journeys/seguro/routes';
import { rotasAntecipacao } from '@/journeys/antecipacao/routes';
import type { RotasDaJornada } from '@/lib/rotas';

/**
 * Every journey's screens by slug; a new journey adds one line here (and its paths to caminhos.ts). Kept apart
 * from router.tsx, which pulls in every layout, so a test can check the registry against the routes served.
 */
export const jornadas = {
  acesso: rotasAcesso,
  home: rotasHome,
  cotas: rotasCotas,
  casos: rotasCasos,
  boletos: rotasBoletos,
  lances: rotasLances,
  assembleias: rotasAssembleias,
  relatorios: rotasRelatorios,
  ajuda: rotasAjuda,
  notificacoes: rotasNotificacoes,
  filiais: rotasFiliais,
  reativacao: rotasReativacao,
  perfil: rotasPerfil,
  contemplado: rotasContemplado,
  faturamento: rotasFaturamento,
  devolucao: rotasDevolucao,
  renegociacao: rotasRenegociacao,
  transferencia: rotasTransferencia,
  seguro: rotasSeguro,
  antecipacao: rotasAntecipacao,
  posvenda: rotasPosVenda,
  operador: rotasOperador,
} as const satisfies Record<string, RotasDaJornada>;
