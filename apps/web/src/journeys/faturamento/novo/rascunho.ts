import type { DadosBancariosNovoBody, FormaPagamentoNovo, TipoVeiculo } from '@portal/domain';
import { useCallback } from 'react';
import { criarArmazem } from '@/lib/armazem';

/**
 * What the customer typed on the screens before it is sent, by case: the vehicle, its value and the dealer
 * go in one call (cadastrar-veiculo) from the dealer screen; the payment form and the account in the
 * confirmation. Separate routes, so a reload keeps them; cleared once the confirmation is accepted.
 */
export interface RascunhoNovo {
  veiculo?: {
    tipo: TipoVeiculo;
    marca: string;
    modelo: string;
    codigoFabricante?: string | null;
    codigoModelo?: string | null;
    anoFabricacao: number;
    anoModelo: number;
    cor: string;
  };
  valorCompra?: number;
  formaPagamento?: FormaPagamentoNovo;
  dadosBancarios?: DadosBancariosNovoBody;
}

const armazem = criarArmazem<Record<string, RascunhoNovo>>('faturamento-novo-rascunho');

export function useRascunhoNovo(numeroCaso: string | undefined) {
  const todos = armazem.usar();
  const rascunho: RascunhoNovo = (numeroCaso && todos?.[numeroCaso]) || {};
  const guardar = useCallback(
    (mudanca: Partial<RascunhoNovo>) => {
      if (!numeroCaso) return;
      const atual = armazem.ler() ?? {};
      armazem.gravar({ ...atual, [numeroCaso]: { ...atual[numeroCaso], ...mudanca } });
    },
    [numeroCaso],
  );
  const limpar = useCallback(() => {
    if (!numeroCaso) return;
    const { [numeroCaso]: _, ...resto } = armazem.ler() ?? {};
    armazem.gravar(resto);
  }, [numeroCaso]);
  return { rascunho, guardar, limpar };
}
