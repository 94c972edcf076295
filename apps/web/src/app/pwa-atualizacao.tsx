import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useToast } from '@/components/toast';

/** Spec §4/§9: a new service-worker version reloads the page 1 s after it is noticed. */
const ESPERA_RECARGA_MS = 1000;

export function PwaAtualizacao() {
  const toast = useToast();
  const {
    needRefresh: [precisaAtualizar],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!precisaAtualizar) return;
    toast({ titulo: 'Nova versão disponível', descricao: 'Atualizando o portal…', tom: 'info' });
    const timer = setTimeout(() => void updateServiceWorker(true), ESPERA_RECARGA_MS);
    return () => clearTimeout(timer);
  }, [precisaAtualizar, toast, updateServiceWorker]);

  return null;
}
