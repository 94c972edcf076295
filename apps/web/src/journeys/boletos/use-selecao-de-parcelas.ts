import {
  boletosOperacoes,
  type Parcela,
  type ParcelasPendentes,
  type SelecaoDaListaBody,
} from '@portal/domain';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, prefixo } from '@/lib/operacoes';

const chaveDaMutacao = (idCota: number) => ['selecao-de-parcelas', idCota];

/** The selection moved by one instalment: count, amount and its quota's share, until the server's answer. */
function comParcela(d: ParcelasPendentes, p: Parcela, marcada: boolean): ParcelasPendentes {
  const sinal = marcada ? 1 : -1;
  const daCota = d.selecao.porCota.find((c) => c.idCota === p.idCota) ?? {
    idCota: p.idCota,
    quantidade: 0,
    valorTotal: 0,
  };
  const novaDaCota = {
    ...daCota,
    quantidade: daCota.quantidade + sinal,
    valorTotal: daCota.valorTotal + sinal * p.valorCobrado,
  };
  return {
    ...d,
    parcelas: d.parcelas.map((x) =>
      x.identificadorCobranca === p.identificadorCobranca ? { ...x, marcada } : x,
    ),
    selecao: {
      ...d.selecao,
      quantidade: d.selecao.quantidade + sinal,
      valorTotal: d.selecao.valorTotal + sinal * p.valorCobrado,
      porCota: [...d.selecao.porCota.filter((c) => c.idCota !== p.idCota), novaDaCota].filter(
        (c) => c.quantidade > 0,
      ),
    },
  };
}

/**
 * The selection lives on the server (spec §7: …/marcar, …/desmarcar; select all and clear: …/marcar-todas,
 * …/desmarcar-todas), so it spans pages and filters and the boleto is made of exactly it. A tick shows at once
 * (the count and amount follow it); the list, its totals and the selection's verdict are read again once the
 * last of a burst of ticks is answered.
 */
export function useSelecaoDeParcelas(idCota: number) {
  const queryClient = useQueryClient();
  const listas = prefixo(boletosOperacoes.segundaVia.caminho, { id: idCota });
  const mutationKey = chaveDaMutacao(idCota);
  const reler = () =>
    queryClient.isMutating({ mutationKey }) <= 1
      ? queryClient.invalidateQueries({ queryKey: listas })
      : undefined;

  const alternar = useMutation({
    mutationKey,
    mutationFn: (p: Parcela) =>
      chamar(p.marcada ? boletosOperacoes.desmarcar : boletosOperacoes.marcar, {
        params: { id: idCota },
        body: { identificadorCobranca: p.identificadorCobranca },
      }),
    onMutate: async (p) => {
      await queryClient.cancelQueries({ queryKey: listas });
      queryClient.setQueriesData<ParcelasPendentes>({ queryKey: listas }, (d) =>
        d && d.parcelas.some((x) => x.identificadorCobranca === p.identificadorCobranca)
          ? comParcela(d, p, !p.marcada)
          : d,
      );
    },
    onSettled: reler,
  });

  const todas = useMutation({
    mutationKey,
    mutationFn: ({ marcar, lista }: { marcar: boolean; lista: SelecaoDaListaBody }) =>
      chamar(marcar ? boletosOperacoes.marcarTodas : boletosOperacoes.desmarcarTodas, {
        params: { id: idCota },
        body: lista,
      }),
    onSettled: reler,
  });

  /** A tick, select all or clear still on its way: the boleto waits for it. */
  const mudando = useIsMutating({ mutationKey }) > 0;
  return { alternar, todas, mudando };
}
