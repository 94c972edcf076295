import { arquivoSchema, type CategoriaArquivo } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /arquivos/v2 (multipart: file, category). Spec §8: a failed photo upload rethrows the response. */
export function postArquivosV2(arquivo: File, categoria: CategoriaArquivo) {
  const formulario = new FormData();
  formulario.append('category', categoria);
  formulario.append('file', arquivo);
  return api.post('/arquivos/v2', formulario, { schema: arquivoSchema });
}

export function useEnviarFoto(categoria: CategoriaArquivo) {
  return useMutation({
    mutationFn: (arquivo: File) => postArquivosV2(arquivo, categoria),
    meta: { erroTratado: true },
  });
}
