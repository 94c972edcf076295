import { ChevronRight, FileText, Trophy, WalletCards } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';

const atalhos = [
  {
    para: caminhos.cotas.lista,
    rotulo: 'Minhas cotas',
    descricao: 'Todas as suas cotas',
    Icone: WalletCards,
  },
  {
    para: caminhos.cotas.detalhes,
    rotulo: 'Detalhes da cota',
    descricao: 'Plano, cadastro e extrato',
    Icone: FileText,
  },
  {
    para: caminhos.cotas.contempladas,
    rotulo: 'Contempladas',
    descricao: 'Cotas já contempladas',
    Icone: Trophy,
  },
];

/** Quick actions, only for screens that exist and the session may open: round buttons on phones, tiles from sm up. */
export function Atalhos() {
  const liberado = useCaminhoLiberado();
  // Transparent login: only shortcuts the guard lets through.
  const visiveis = atalhos.filter((a) => liberado(a.para));
  if (visiveis.length === 0) return null;
  return (
    <nav aria-label="Atalhos">
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {visiveis.map(({ para, rotulo, descricao, Icone }) => (
          <li key={para}>
            <Link
              to={para}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl p-1 text-center text-sm font-semibold text-tinta sm:flex-row sm:gap-3.5 sm:bg-superficie sm:p-4 sm:text-left sm:shadow-cartao sm:ring-1 sm:ring-borda/70 sm:hover:ring-primaria/40"
            >
              <span
                className="grid size-14 shrink-0 place-items-center rounded-full bg-superficie text-primaria-texto shadow-cartao ring-1 ring-borda/70 transition-colors group-hover:bg-primaria group-hover:text-primaria-contraste sm:size-12 sm:rounded-xl sm:bg-primaria/10 sm:shadow-none sm:ring-0"
                aria-hidden="true"
              >
                <Icone className="size-6 sm:size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block">{rotulo}</span>
                <span className="hidden text-xs font-normal text-tinta-suave sm:block">{descricao}</span>
              </span>
              <ChevronRight className="hidden size-4 shrink-0 text-tinta-fraca sm:block" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
