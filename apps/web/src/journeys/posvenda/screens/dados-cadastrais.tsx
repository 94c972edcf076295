import { formatarInscricao, mascaraTelefone } from '@portal/domain';
import { UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { Skeleton } from '@/components/skeleton';
import { useSessao } from '@/lib/session';
import { Continuar, ErroDoEnvio, Etapa, TelaPosVenda, Texto, useAvancar, voltarDe } from '../components/tela';
import { caminhosPosVenda as c } from '../paths';
import { useCadastro } from '../use-cadastro';

/** /pos-venda/dados-cadastrais: the registration data to confirm, or to edit (with the SMS token). */
export default function DadosCadastrais() {
  const sessao = useSessao();
  const cadastro = useCadastro();
  const { enviar, erro, enviando } = useAvancar('dados-cadastrais');
  return (
    <Etapa passo="dados-cadastrais">
      {() => {
        const d = cadastro.data;
        const email = d?.emails.find((e) => e.principal) ?? d?.emails[0];
        const telefone = d?.telefones.find((t) => t.principal) ?? d?.telefones[0];
        const endereco = d?.enderecos.find((e) => e.principal) ?? d?.enderecos[0];
        return (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              enviar({ passo: 'dados-cadastrais', ciente: true });
            }}
          >
            <TelaPosVenda
              passo="dados-cadastrais"
              titulo="Confira seus dados cadastrais"
              descricao="É por eles que falamos com você sobre a sua cota."
              icone={UserRoundCheck}
              voltar={voltarDe('dados-cadastrais')}
              acao={<Continuar enviando={enviando}>Meus dados estão corretos</Continuar>}
            >
              {cadastro.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : (
                <DescriptionList
                  itens={[
                    { termo: 'Nome', descricao: sessao?.usuario.nome ?? '—' },
                    {
                      termo: sessao?.usuario.tipoPessoa === 'J' ? 'CNPJ' : 'CPF',
                      descricao: formatarInscricao(sessao?.usuario.inscricaoNacional ?? ''),
                    },
                    { termo: 'E-mail', descricao: email?.email ?? 'Não informado' },
                    {
                      termo: 'Telefone',
                      descricao: telefone ? mascaraTelefone(telefone.telefone) : 'Não informado',
                    },
                    {
                      termo: 'Endereço',
                      descricao: endereco
                        ? `${endereco.endereco}, ${endereco.numeroEndereco} – ${endereco.bairro}, CEP ${endereco.cep}`
                        : 'Não informado',
                    },
                  ]}
                />
              )}
              <Texto>Algo mudou? Atualize antes de seguir.</Texto>
              <div>
                <Button asChild variant="secondary">
                  <Link to={c.dadosCadastraisEdicao}>Atualizar meus dados</Link>
                </Button>
              </div>
              <ErroDoEnvio erro={erro} />
            </TelaPosVenda>
          </form>
        );
      }}
    </Etapa>
  );
}
