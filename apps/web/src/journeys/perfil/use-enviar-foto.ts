import { perfilOperacoes, type CategoriaArquivo } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { chamar } from '@/lib/operacoes';

/** Uploads a photo (multipart: file, category). Spec §8: a failed photo upload rethrows the response. */
export function useEnviarFoto(categoria: CategoriaArquivo) {
  return useMutation({
    mutationFn: (arquivo: File) => {
      const formulario = new FormData();
      formulario.append('category', categoria);
      formulario.append('file', arquivo);
      return chamar(perfilOperacoes.enviarFoto, { body: formulario });
    },
    meta: { erroTratado: true },
  });
}
