import type { FastifyInstance } from 'fastify';
import { bancosOperacoes, optInOperacoes, referenciasOperacoes as ops } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { OptInService, ReferenciasService } from './referencias.service.ts';

/**
 * The registration's look-ups (spec 03 §7): the seven reference lists, cities, CEP, Brasília's date and time;
 * the banks of a quota's bank-data forms; and the quota's opt-in for sending channels.
 */
export const referenciasModule =
  (deps: { referencias: ReferenciasService; optIn: OptInService }) => async (app: FastifyInstance) => {
    const { referencias, optIn } = deps;
    rota(app, ops.tiposEndereco, () => referencias.lista('tipos-endereco'));
    rota(app, ops.tiposTelefone, () => referencias.lista('tipos-telefone'));
    rota(app, ops.profissoes, () => referencias.lista('profissoes'));
    rota(app, ops.regimesCasamento, () => referencias.lista('regimes-casamento'));
    rota(app, ops.tiposAcessibilidade, () => referencias.lista('tipos-acessibilidade'));
    rota(app, ops.estadosCivis, () => referencias.lista('estados-civil'));
    rota(app, ops.tiposDocumento, () => referencias.lista('tipos-documento'));
    rota(app, ops.cidades, (p) => referencias.cidades(p.query));
    rota(app, ops.cep, (p) => referencias.cep(p.params.cep));
    rota(app, ops.dataHoraAtual, () => referencias.dataHoraAtual());
    rota(app, bancosOperacoes.consultar, () => referencias.bancos());
    rota(app, optInOperacoes.consultar, (p) => optIn.consultar(p.cota));
    rota(app, optInOperacoes.alterar, (p) => optIn.alterar(p.cota, p.body.formaEnvio));
  };
