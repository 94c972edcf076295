import type { ConsultaVeiculo, TipoVistoria } from '@portal/domain';
import { useCallback } from 'react';
import { criarArmazem } from '@/lib/armazem';

/**
 * What the customer typed or looked up on the screens before it is sent, by case: the plate's answer (found,
 * accepted or not), the inspection's terms and address, the seller's data. Separate routes, so a reload keeps
 * them; each part is cleared once its call is accepted.
 */
export interface RascunhoSeminovo {
  consulta?: ConsultaVeiculo;
  vistoria?: {
    tipo: TipoVistoria;
    aceiteTermos?: boolean;
    endereco?: {
      cep: string;
      logradouro: string;
      numero: string;
      complemento: string;
      bairro: string;
      cidade: string;
      estado: string;
    };
  };
  vendedor?: { nome: string; cpfCnpj: string; nomeFantasia: string };
}

const armazem = criarArmazem<Record<string, RascunhoSeminovo>>('faturamento-seminovo-rascunho');

export function useRascunhoSeminovo(numeroCaso: string | undefined) {
  const todos = armazem.usar();
  const rascunho: RascunhoSeminovo = (numeroCaso && todos?.[numeroCaso]) || {};
  const guardar = useCallback(
    (mudanca: Partial<RascunhoSeminovo>) => {
      if (!numeroCaso) return;
      const atual = armazem.ler() ?? {};
      armazem.gravar({ ...atual, [numeroCaso]: { ...atual[numeroCaso], ...mudanca } });
    },
    [numeroCaso],
  );
  return { rascunho, guardar };
}
