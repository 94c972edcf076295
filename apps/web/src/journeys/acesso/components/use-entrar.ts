import { ROTA_HOME } from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { consumirDestino } from '@/lib/destino';
import { useParceiro } from '@/lib/parceiro';
import { useLogin } from '../api/post-login';
import { corpoDoLogin, type FormLogin } from './form-login';

/** Submits the login and continues where the user was going (spec §2 rule 5); home reloads its quota cards. */
export function useEntrar(form: UseFormReturn<FormLogin>) {
  const login = useLogin();
  const navigate = useNavigate();
  const idParceiro = useParceiro()?.id;

  const entrar = form.handleSubmit((valores) =>
    login.mutate(corpoDoLogin(valores, idParceiro), {
      onSuccess: () =>
        void navigate(consumirDestino() ?? ROTA_HOME, { replace: true, state: { doLogin: true } }),
      onError: () => {
        form.setValue('senha', '');
        form.setFocus('senha');
      },
    }),
  );
  return { entrar, login };
}
