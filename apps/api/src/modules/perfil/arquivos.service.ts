import { randomUUID } from 'node:crypto';
import { urlDoArquivo, type Arquivo, type CategoriaArquivo } from '@portal/domain';
import type { Armazenamento } from '../../adapters/armazenamento.ts';
import type { Sessao } from '../../core/sessao.ts';
import { naoEncontrado } from '../../core/erros.ts';
import { processarFoto } from './imagem.ts';
import type { PerfilRepository } from './perfil.repository.ts';

const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';

/** Photo uploads (POST /arquivos/v2 and /arquivos/blob) and serving them back (GET /arquivos/{id}). */
export function createArquivosService(deps: { repo: PerfilRepository; armazenamento: Armazenamento }) {
  const { repo, armazenamento } = deps;
  return {
    async enviar(sessao: Sessao, bytes: Buffer, categoria: CategoriaArquivo): Promise<Arquivo> {
      const foto = await processarFoto(bytes);
      // A random v4 uuid: the id is the file's only name, and nobody can guess another customer's.
      const id = randomUUID();
      const chave = `${categoria}/${id}.webp`;
      await armazenamento.gravar(chave, foto.conteudo);
      await repo.inserirArquivo({
        id,
        clienteId: sessao.clienteId,
        categoria,
        mime: foto.mime,
        tamanho: foto.conteudo.length,
        chave,
      });
      return {
        id,
        url: urlDoArquivo(id),
        category: categoria,
        mime: foto.mime,
        tamanho: foto.conteudo.length,
        largura: foto.largura,
        altura: foto.altura,
      };
    },

    async ler(id: string) {
      const arquivo = await repo.arquivo(id);
      const conteudo = arquivo && (await armazenamento.ler(arquivo.chave));
      if (!arquivo || !conteudo) throw naoEncontrado(ARQUIVO_NAO_ENCONTRADO);
      return { mime: arquivo.mime, conteudo };
    },
  };
}
export type ArquivosService = ReturnType<typeof createArquivosService>;
