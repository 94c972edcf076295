import type { FastifyInstance } from 'fastify';
import { parceirosOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import { dominioDe } from '../../core/dominio.ts';
import type { ParceirosService } from './parceiros.service.ts';
import type { AvisosService } from './avisos.service.ts';
import { TAMANHOS_DE_ICONE, iconeDoParceiro, manifestoDoParceiro, type TamanhoDeIcone } from './manifesto.ts';

/** The installed app re-reads its manifest and icons now and then: an hour keeps a partner's rebrand near. */
const CACHE_DO_APP = 'public, max-age=3600';

/** Public: the portal needs the partner's look before anyone logs in. */
export const parceirosModule =
  (deps: { parceiros: ParceirosService; avisos: AvisosService; config: { webDist?: string } }) =>
  async (app: FastifyInstance) => {
    const { parceiros, avisos, config } = deps;
    rota(app, parceirosOperacoes.listar, () => parceiros.lista());
    rota(app, parceirosOperacoes.configuracao, (p, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return parceiros.configuracao(p.query.domain, false);
    });
    rota(app, parceirosOperacoes.configuracaoTransparente, (p) =>
      parceiros.configuracao(p.query.domain, true),
    );
    rota(app, parceirosOperacoes.conteudo, (p) => parceiros.conteudo(p.params.id));
    rota(app, parceirosOperacoes.avisos, (p) => parceiros.avisos(p.params.id));
    rota(app, parceirosOperacoes.avisosOperador, () => avisos.listar());
    rota(app, parceirosOperacoes.publicarAviso, (p) => avisos.publicar(p.operador.operadorId, p.body));
    rota(app, parceirosOperacoes.encerrarAviso, (p) => avisos.encerrar(p.operador.operadorId, p.params.id));

    // The installable app is the partner's: its name, colours and icon, by the host the browser reached.
    app.get('/manifest.webmanifest', async (request, reply) => {
      const parceiro = await parceiros.porDominio(dominioDe(request));
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', CACHE_DO_APP)
        .send(JSON.stringify(manifestoDoParceiro(parceiro)));
    });
    // Icons are drawn once per partner and size (a handful of partners: the cache stays small).
    const icones = new Map<string, Promise<Buffer>>();
    for (const tamanho of TAMANHOS_DE_ICONE) {
      app.get(`/pwa/icone-${tamanho}.png`, async (request, reply) => {
        const parceiro = await parceiros.porDominio(dominioDe(request));
        const chave = `${parceiro?.id ?? 0}:${tamanho}:${parceiro?.iconUrl}:${parceiro?.cores.join()}`;
        let icone = icones.get(chave);
        if (!icone) {
          icone = iconeDoParceiro(parceiro, tamanho as TamanhoDeIcone, config.webDist);
          icones.set(chave, icone);
          icone.catch(() => icones.delete(chave));
        }
        return reply
          .type('image/png')
          .header('cache-control', CACHE_DO_APP)
          .send(await icone);
      });
    }
  };
