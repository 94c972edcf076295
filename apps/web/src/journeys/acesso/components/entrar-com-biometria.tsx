import Fingerprint from 'lucide-react/icons/fingerprint-pattern';
import { Button } from '@/components/button';

/** 'ou' + 'Entrar com biometria', under the password login, only on devices that have biometrics. */
export function EntrarComBiometria({ onClick, carregando }: { onClick: () => void; carregando: boolean }) {
  return (
    <>
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-tinta-fraca uppercase">
        <span className="h-px flex-1 bg-borda" aria-hidden="true" />
        ou
        <span className="h-px flex-1 bg-borda" aria-hidden="true" />
      </div>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        icon={<Fingerprint className="size-5" aria-hidden="true" />}
        loading={carregando}
        onClick={onClick}
      >
        Entrar com biometria
      </Button>
    </>
  );
}
