import { zodResolver } from '@hookform/resolvers/zod';
import { BUSCA_TAMANHO_MAXIMO, MENSAGENS_AJUDA, normalizarBusca } from '@portal/domain';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TextField } from '@/components/text-field';
import { caminhoDaBusca } from '../paths';

const formBuscaSchema = z.object({
  texto: z
    .string()
    .transform(normalizarBusca)
    .pipe(
      z
        .string()
        .min(1, { error: 'Digite o que você procura.' })
        .max(BUSCA_TAMANHO_MAXIMO, { error: MENSAGENS_AJUDA.buscaLonga }),
    ),
});
type FormBusca = z.input<typeof formBuscaSchema>;

/** The help centre's search box: opens /ajuda/busca?q=… (accents and plural do not matter to the search). */
export function CampoDeBusca({ inicial = '' }: { inicial?: string }) {
  const navigate = useNavigate();
  const form = useForm<FormBusca, unknown, z.output<typeof formBuscaSchema>>({
    resolver: zodResolver(formBuscaSchema),
    values: { texto: inicial },
  });
  const buscar = form.handleSubmit(({ texto }) => navigate(caminhoDaBusca(texto)));

  return (
    <form role="search" noValidate onSubmit={(e) => void buscar(e)}>
      <TextField
        label="Buscar na central de ajuda"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Ex.: 2ª via, lance, FGTS"
        error={form.formState.errors.texto?.message}
        {...form.register('texto')}
        trailing={
          <button
            type="submit"
            aria-label="Buscar"
            className="grid size-11 place-items-center rounded-full text-primaria-texto transition-colors hover:bg-primaria/8"
          >
            <Search className="size-5" aria-hidden="true" />
          </button>
        }
      />
    </form>
  );
}
