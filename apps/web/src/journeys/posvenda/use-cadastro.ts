import { dadosCadastraisOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

/** The person's registration data (the registration module's GET …/dados-cadastrais), to confirm. */
export function useCadastro() {
  const idCota = useSessao()?.idCotaPadrao;
  return useQuery({
    ...consulta(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
}
