import { DIAS_UTEIS_RESPOSTA_DEVOLUCAO } from '@portal/domain';
import { Banknote, FileCheck2, Landmark, MessageSquareLock } from 'lucide-react';
import { Navigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Avancar } from '../components/acoes';
import { Carregando, Falhou, TelaDevolucao, Texto } from '../components/tela';
import { caminhoDaTela, caminhosDevolucao as c } from '../paths';
import { useIniciarDevolucao } from '../use-devolucao';

const PASSOS = [
  { icone: Banknote, texto: 'Confira os valores que você tem a receber.' },
  { icone: MessageSquareLock, texto: 'Confirme sua identidade com um código enviado por SMS.' },
  { icone: FileCheck2, texto: 'Envie fotos ou PDFs dos documentos pedidos.' },
  { icone: Landmark, texto: 'Informe uma conta bancária do titular da cota.' },
];

/** /devolucao/introducao (Introduction, 02 §2.6): what the refund is and its steps. */
export default function Introducao() {
  const iniciar = useIniciarDevolucao();
  if (iniciar.isPending) return <Carregando />;
  if (iniciar.isError) return <Falhou onRetry={() => void iniciar.refetch()} />;
  if (!iniciar.data.podeSolicitar && iniciar.data.tela !== 'introducao')
    return <Navigate to={caminhoDaTela[iniciar.data.tela] ?? c.indisponivel} replace />;
  return (
    <TelaDevolucao
      titulo="Devolução de valores"
      descricao="Sua cota tem valores a devolver. Você pode pedir a devolução agora, pelo app."
      icone={Banknote}
      voltar={{ para: caminhos.home.home, rotulo: 'Início' }}
      acao={<Avancar para={c.valor}>Ver valores</Avancar>}
    >
      <ol className="flex flex-col gap-4">
        {PASSOS.map(({ icone: Icone, texto }, i) => (
          <li key={texto} className="flex items-center gap-4">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
              aria-hidden="true"
            >
              <Icone className="size-5" />
            </span>
            <span className="text-[0.9375rem] text-tinta">
              <span className="sr-only">Passo {i + 1}: </span>
              {texto}
            </span>
          </li>
        ))}
      </ol>
      <Texto>
        Analisamos o pedido em até {DIAS_UTEIS_RESPOSTA_DEVOLUCAO} dias úteis. Se você sair antes de
        confirmar, pode pedir a devolução depois.
      </Texto>
    </TelaDevolucao>
  );
}
