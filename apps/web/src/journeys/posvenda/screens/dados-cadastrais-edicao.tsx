import { ChevronRight, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { comVolta } from '@/lib/volta-do-fluxo';
import { Etapa, TelaPosVenda, Texto } from '../components/tela';
import { caminhosPosVenda as c } from '../paths';

const OPCOES = [
  {
    para: comVolta(caminhos.perfil.emailTelefone, c.dadosCadastraisEdicao),
    titulo: 'E-mail e telefone',
    texto: 'Confirmados com um código por SMS.',
  },
  {
    para: comVolta(caminhos.perfil.endereco, c.dadosCadastraisEdicao),
    titulo: 'Endereço',
    texto: 'Onde enviamos as correspondências.',
  },
  { para: caminhos.perfil.dadosPessoais, titulo: 'Dados pessoais', texto: 'Nome, documento e estado civil.' },
];

/**
 * /pos-venda/dados-cadastrais-edicao: which data to change. The changes go through the profile's screens (the
 * registration module, with its SMS token), which bring the customer back here (`?voltar`) to confirm.
 */
export default function DadosCadastraisEdicao() {
  return (
    <Etapa passo="edicao">
      {() => (
        <TelaPosVenda
          titulo="Atualizar meus dados"
          descricao="Escolha o que quer atualizar. As mudanças valem para todas as suas cotas."
          icone={UserRoundPen}
          voltar={{ para: c.dadosCadastrais, rotulo: 'Voltar aos meus dados' }}
          acao={
            <Button asChild>
              <Link to={c.dadosCadastraisToken}>Já atualizei</Link>
            </Button>
          }
        >
          <ul className="flex flex-col gap-2">
            {OPCOES.map((o) => (
              <li key={o.para}>
                <Link
                  to={o.para}
                  className="flex items-center justify-between gap-3 rounded-xl border border-borda px-4 py-3 hover:bg-fundo"
                >
                  <span>
                    <span className="block font-semibold text-tinta">{o.titulo}</span>
                    <span className="text-sm text-tinta-suave">{o.texto}</span>
                  </span>
                  <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          <Texto>
            Ao salvar cada mudança, você volta para esta tela. Quando terminar, toque em “Já atualizei”.
          </Texto>
        </TelaPosVenda>
      )}
    </Etapa>
  );
}
