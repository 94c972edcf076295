import type { FastifyInstance, FastifyReply } from 'fastify';
import { dadosCadastraisOperacoes as ops } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import { ErroDeAutorizacao } from '../acesso/verificacao.service.ts';
import type { DadosCadastraisService } from './dados-cadastrais.service.ts';

/** A save refused for its SMS authorisation answers 403 with why (`codigo`), as the operation declares. */
async function comAutorizacao<T>(reply: FastifyReply, salvar: Promise<T>): Promise<T | FastifyReply> {
  try {
    return await salvar;
  } catch (erro) {
    if (erro instanceof ErroDeAutorizacao)
      return reply.code(403).send({ mensagem: erro.mensagem, codigo: erro.codigo });
    throw erro;
  }
}

/** 03 §7 "Registration data under /cotas/{quotaId}/dados-cadastrais" and the confirm-data read. */
export const dadosCadastraisModule =
  (deps: { dadosCadastrais: DadosCadastraisService }) => async (app: FastifyInstance) => {
    const d = deps.dadosCadastrais;
    rota(app, ops.dadosCadastrais, (p) => d.cadastro(p.cota));
    rota(app, ops.alterarRendaPatrimonio, (p) => d.alterarRendaPatrimonio(p.cota, p.body));
    rota(app, ops.enderecos, (p) => d.enderecos(p.cota));
    rota(app, ops.telefones, (p) => d.telefones(p.cota));
    rota(app, ops.emails, (p) => d.emails(p.cota));
    rota(app, ops.parametros, (p) => d.parametros(p.cota));
    rota(app, ops.incluirEndereco, (p, reply) =>
      comAutorizacao(reply, d.incluirEndereco(p.sessao, p.cota, p.body)),
    );
    rota(app, ops.incluirTelefone, (p, reply) =>
      comAutorizacao(reply, d.incluirTelefone(p.sessao, p.cota, p.body)),
    );
    rota(app, ops.incluirEmail, (p, reply) =>
      comAutorizacao(reply, d.incluirEmail(p.sessao, p.cota, p.body)),
    );
    rota(app, ops.incluirCelular, (p, reply) =>
      comAutorizacao(reply, d.incluirCelular(p.sessao, p.cota, p.body)),
    );
    rota(app, ops.alterarPessoaFisica, (p, reply) =>
      comAutorizacao(reply, d.alterarPessoaFisica(p.sessao, p.cota, p.body)),
    );
    rota(app, ops.alterarPessoaJuridica, (p, reply) =>
      comAutorizacao(reply, d.alterarPessoaJuridica(p.sessao, p.cota, p.body)),
    );
    rota(app, ops.alterarEndereco, (p, reply) =>
      comAutorizacao(reply, d.alterarEndereco(p.sessao, p.cota, p.params.idEndereco, p.body)),
    );
    rota(app, ops.alterarEmail, (p, reply) =>
      comAutorizacao(reply, d.alterarEmail(p.sessao, p.cota, p.params.idEmail, p.body)),
    );
    rota(app, ops.alterarTelefone, (p, reply) =>
      comAutorizacao(reply, d.alterarTelefone(p.sessao, p.cota, p.params.idTelefone, p.body)),
    );
    rota(app, ops.confirmarDados, (p) => d.paraConfirmar(p.sessao));
  };
