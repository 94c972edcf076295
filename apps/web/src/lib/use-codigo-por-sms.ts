import { acessoOperacoes, ESPERA_REENVIO_CODIGO_S } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mensagemDoErroDeCodigo } from './codigo-de-verificacao';
import { chamar } from './operacoes';

/**
 * The SMS code step of a sensitive action (03 §4, §7 verificacao): sends a code to the mobile registered for the
 * quota, counts the wait before a resend, validates the 4 characters and hands the single-use authorisation to
 * `aoValidar`. A wrong or expired code clears the field and says why (§8). Shared by the refund and the used
 * vehicle's billing authorization.
 */
export function useCodigoPorSms(
  idCota: number,
  aoValidar: (autorizacao: { auth_token: string; expiraEm: string }) => void,
) {
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [espera, setEspera] = useState(0);
  const enviar = useMutation({
    mutationFn: () => chamar(acessoOperacoes.enviarCodigo, { params: { id: idCota } }),
    onSuccess: () => setEspera(ESPERA_REENVIO_CODIGO_S),
    meta: { erroTratado: true },
  });
  const validar = useMutation({
    mutationFn: (valor: string) =>
      chamar(acessoOperacoes.validarCodigo, { params: { id: idCota }, body: { codigo: valor } }),
    meta: { erroTratado: true },
  });
  useEffect(() => {
    if (espera <= 0) return;
    const id = setTimeout(() => setEspera((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [espera]);

  const confirmar = async (valor: string) => {
    setErro(null);
    try {
      aoValidar(await validar.mutateAsync(valor));
    } catch (falha) {
      setCodigo('');
      setErro(mensagemDoErroDeCodigo(falha));
    }
  };

  return { codigo, setCodigo, erro, espera, enviar, validar, confirmar };
}
