import type { Operacao } from '@portal/domain';
import type { ReactNode } from 'react';
import { usePode } from '../use-pode';
import { SemPermissao } from './sem-permissao';

/** A back-office page: shown when the role may call its operation, else the "not allowed" screen. */
export function SoComPermissao({
  op,
  oQue,
  children,
}: {
  op: Operacao;
  /** What the page is for, after "Seu perfil não permite …": 'ver o registro de auditoria'. */
  oQue: string;
  children: ReactNode;
}) {
  return usePode(op) ? children : <SemPermissao oQue={oQue} />;
}
