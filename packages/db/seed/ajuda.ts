/** Demo help centre: every partner gets its own categories and questions (its name and phone in the answers). */
import type { Db } from '../src/client.ts';
import { faqCategorias, faqPerguntas } from '../src/schema/index.ts';
import { conteudoDaAjuda, type ParceiroDaAjuda } from './ajuda-conteudo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedAjuda(tx: Tx, parceiros: (ParceiroDaAjuda & { id: number })[]): Promise<void> {
  for (const parceiro of parceiros) {
    const categorias = conteudoDaAjuda(parceiro);
    for (const [ordem, categoria] of categorias.entries()) {
      const [row] = await tx
        .insert(faqCategorias)
        .values({
          parceiroId: parceiro.id,
          url: categoria.url,
          titulo: categoria.titulo,
          descricao: categoria.descricao,
          icone: categoria.icone,
          ordem,
        })
        .returning({ id: faqCategorias.id });
      await tx.insert(faqPerguntas).values(
        categoria.perguntas.map((p, i) => ({
          categoriaId: row!.id,
          url: p.url,
          pergunta: p.pergunta,
          resposta: p.resposta,
          ordem: i,
        })),
      );
    }
  }
}
