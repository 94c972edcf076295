import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { configurarApi } from '@/lib/api';
import { rotaDeLogin } from '@/lib/dispositivo';
import { criarQueryClient } from './query-client';
import { criarRouter } from './router';

const router = criarRouter();
// Spec §4: a session that cannot be renewed ends on the login page.
configurarApi({ aoSessaoExpirar: () => void router.navigate(rotaDeLogin(), { replace: true }) });

/** Entry providers: data cache, the one toast provider and the router. The partner theme is applied by RootLayout. */
export function App() {
  const [queryClient] = useState(criarQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
