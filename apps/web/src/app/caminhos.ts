import { caminhosTransferencia } from '@/journeys/transferencia/paths';
import { caminhosPosVenda } from '@/journeys/posvenda/paths';
import { caminhosDevolucao } from '@/journeys/devolucao/paths';
import { caminhosFaturamento } from '@/journeys/faturamento/paths';
import { caminhosAcesso } from '@/journeys/acesso/paths';
import { caminhosAjuda } from '@/journeys/ajuda/paths';
import { caminhosAssembleias } from '@/journeys/assembleias/paths';
import { caminhosBoletos } from '@/journeys/boletos/paths';
import { caminhosCasos } from '@/journeys/casos/paths';
import { caminhosContemplado } from '@/journeys/contemplado/paths';
import { caminhosCotas } from '@/journeys/cotas/paths';
import { caminhosFiliais } from '@/journeys/filiais/paths';
import { caminhosHome } from '@/journeys/home/paths';
import { caminhosLances } from '@/journeys/lances/paths';
import { caminhosNotificacoes } from '@/journeys/notificacoes/paths';
import { caminhosOperador } from '@/journeys/operador/paths';
import { caminhosPerfil } from '@/journeys/perfil/paths';
import { caminhosReativacao } from '@/journeys/reativacao/paths';
import { caminhosRelatorios } from '@/journeys/relatorios/paths';
import { caminhosRenegociacao } from '@/journeys/renegociacao/paths';
import { caminhosSeguro } from '@/journeys/seguro/paths';
import { caminhosAntecipacao } from '@/journeys/antecipacao/paths';

/**
 * The one typed route registry: every journey's URLs, keyed by slug, each declared only in that journey's
 * paths.ts. A screen links to another journey through `caminhos.<slug>.<nome>`, never by writing its URL.
 * Imports only the paths.ts leaf modules, so any journey, layout or lib module can import it without a cycle.
 */
export const caminhos = {
  acesso: caminhosAcesso,
  home: caminhosHome,
  cotas: caminhosCotas,
  casos: caminhosCasos,
  boletos: caminhosBoletos,
  lances: caminhosLances,
  assembleias: caminhosAssembleias,
  relatorios: caminhosRelatorios,
  ajuda: caminhosAjuda,
  notificacoes: caminhosNotificacoes,
  filiais: caminhosFiliais,
  reativacao: caminhosReativacao,
  perfil: caminhosPerfil,
  contemplado: caminhosContemplado,
  operador: caminhosOperador,
  faturamento: caminhosFaturamento,
  devolucao: caminhosDevolucao,
  renegociacao: caminhosRenegociacao,
  transferencia: caminhosTransferencia,
  seguro: caminhosSeguro,
  antecipacao: caminhosAntecipacao,
  posvenda: caminhosPosVenda,
} as const;
