import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lembrarDestino } from '@/lib/destino';
import { rotaDeLogin } from '@/lib/dispositivo';

/**
 * 03 §2: the profile's base and token routes need no login by the route table, but there is nothing to show
 * without a session: the visitor goes to the login and, once in, comes back here (01 §2 rule 5), as the guard
 * does for the routes that require a login.
 */
export function ParaOLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    lembrarDestino(pathname + search);
    void navigate(rotaDeLogin(), { replace: true });
  }, [navigate, pathname, search]);
  return null;
}
