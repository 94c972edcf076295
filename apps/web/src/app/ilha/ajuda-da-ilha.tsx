import { useEffect, useState } from 'react';
import { ApiError, apiInalcancavel } from '@/lib/api';
import { chamar } from '@/lib/chamar';
import { usePaginaCarregada } from '@/lib/pagina-carregada';
import { useParceiro } from '@/lib/parceiro';
import { useAmbienteDoLogin } from '@/journeys/acesso/components/ambiente-do-login';
import { conteudoDoParceiro } from '@/journeys/acesso/components/conteudo-do-parceiro';
import { QuadroDeAjuda } from '@/journeys/acesso/components/quadro-de-ajuda';
import { caminhosAcesso } from '@/journeys/acesso/paths';

/** As the app's data cache asks (query-client.ts): 4xx answers are final, others are tried 3 times in all. */
const ESPERAS_MS = [1000, 2000];

async function comRepeticao<T>(pedir: () => Promise<T>): Promise<T> {
  for (const espera of ESPERAS_MS) {
    try {
      return await pedir();
    } catch (erro) {
      if (erro instanceof ApiError && erro.status >= 400 && erro.status < 500) throw erro;
      await new Promise((r) => setTimeout(r, espera));
    }
  }
  return pedir();
}

/**
 * "Precisa de ajuda?" in the login island: the partner's phone asked once the page has loaded, as in the app.
 * No answer at all from the API means the portal is unavailable: the app takes over on /indisponivel, as its
 * data cache would have sent it there.
 */
export function AjudaDaIlha() {
  const id = useParceiro()?.id;
  const carregada = usePaginaCarregada();
  const { irPara } = useAmbienteDoLogin();
  const [telefone, setTelefone] = useState<string | null>();
  useEffect(() => {
    if (id === undefined || !carregada) return;
    let ativo = true;
    comRepeticao(async () => chamar(await conteudoDoParceiro(), { params: { id } })).then(
      (conteudo) => {
        if (ativo) setTelefone(conteudo.atendimento?.telefone);
      },
      (erro: unknown) => {
        if (!ativo || !apiInalcancavel(erro)) return;
        const de = window.location.pathname + window.location.search;
        void irPara(`${caminhosAcesso.indisponivel}?de=${encodeURIComponent(de)}`, { substituir: true });
      },
    );
    return () => {
      ativo = false;
    };
  }, [id, carregada, irPara]);
  return <QuadroDeAjuda telefone={telefone} />;
}
