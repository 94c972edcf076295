import { criarArmazem } from '@/lib/armazem';

/**
 * What this device remembers per quota about the contemplation's modals and reminders, by the server's date
 * (ISO): the day the overdue (Prazo Finalizado) and verify-documents modals last showed (02 §4.9: at most once a
 * day, again only on a later day) and the day the guarantee reminder may show again (02 §4.10 options).
 */
export type Lembrete = 'prazo-finalizado' | 'verificar-documentos' | 'garantia';

const armazem = criarArmazem<Record<string, string>>('portal.contemplacao.lembretes');

const chaveDe = (idCota: number, lembrete: Lembrete) => `${idCota}:${lembrete}`;

export function useDatasDosLembretes(): Record<string, string> {
  return armazem.usar() ?? {};
}

export function dataDoLembrete(
  datas: Record<string, string>,
  idCota: number,
  lembrete: Lembrete,
): string | null {
  return datas[chaveDe(idCota, lembrete)] ?? null;
}

export function gravarLembrete(idCota: number, lembrete: Lembrete, data: string): void {
  armazem.gravar({ ...armazem.ler(), [chaveDe(idCota, lembrete)]: data });
}
