import { useRef, useState, type FormEvent } from 'react';
import {
  CAMPOS_DO_LOGIN,
  errosDoLogin,
  VALORES_INICIAIS,
  type CampoLogin,
  type ErrosLogin,
  type FormLogin,
  type ModoIdentificacao,
} from './form-login';

/**
 * The login form's state, small and controlled (no form library on the login page's path). It behaves as the
 * other forms do: errors appear on submit, the first field in error gets the focus, and after a submit each
 * field is checked again as it changes.
 */
export function useFormLogin() {
  const [valores, setValores] = useState<FormLogin>(VALORES_INICIAIS);
  const [erros, setErros] = useState<ErrosLogin>({});
  const enviado = useRef(false);
  const elementos = useRef(new Map<CampoLogin, HTMLInputElement>());

  const focar = (campo: CampoLogin) => elementos.current.get(campo)?.focus();

  const mudar = (campo: CampoLogin, valor: string) => {
    const novos = { ...valores, [campo]: valor };
    setValores(novos);
    if (enviado.current) setErros((e) => ({ ...e, [campo]: errosDoLogin(novos)[campo] }));
  };

  /** Checks only these fields (the mobile identity step); true when they are valid. */
  const validar = (campos: readonly CampoLogin[]) => {
    const todos = errosDoLogin(valores);
    setErros((e) => ({ ...e, ...Object.fromEntries(campos.map((c) => [c, todos[c]])) }));
    return campos.every((c) => !todos[c]);
  };

  return {
    valores,
    focar,
    validar,
    trocarModo: (modo: ModoIdentificacao) => {
      setValores({ ...valores, modo });
      setErros({});
    },
    /** Empties the password (a refused login) without showing an error for it. */
    limparSenha: () => setValores((v) => ({ ...v, senha: '' })),
    /** The props of one typed field. */
    campo: (nome: CampoLogin) => ({
      name: nome,
      value: valores[nome],
      onValueChange: (texto: string) => mudar(nome, texto),
      error: erros[nome],
      ref: (el: HTMLInputElement | null) => {
        if (el) elementos.current.set(nome, el);
        else elementos.current.delete(nome);
      },
    }),
    /** The form's submit: with every field valid, `aoValido`; else the errors and the focus on the first one. */
    enviar: (aoValido: (v: FormLogin) => void) => (e: FormEvent) => {
      e.preventDefault();
      enviado.current = true;
      const todos = errosDoLogin(valores);
      setErros(todos);
      if (CAMPOS_DO_LOGIN.every((c) => !todos[c])) return aoValido(valores);
      const primeiro = CAMPOS_DO_LOGIN.find((c) => todos[c] && elementos.current.has(c));
      if (primeiro) focar(primeiro);
    },
  };
}

export type FormularioLogin = ReturnType<typeof useFormLogin>;
