import { BadgeCheck } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Avancar, TelaFaturamento, Texto } from '../components/tela';
import { DESTINOS_FATURAMENTO } from '../paths';
import { useStatusFaturamento } from '../use-faturamento';

/** /faturamento/identificacaoaprovada: identity confirmed; on to the vehicle (AGUARDANDO_ESCOLHA_BEM). */
export default function IdentificacaoAprovada() {
  const status = useStatusFaturamento();
  const seminovo = status.data?.tipoFaturamento === 'FATURAMENTO_SEMINOVO_AUTO';
  return (
    <TelaFaturamento
      titulo="Identificação aprovada"
      descricao="Tudo certo com os seus documentos."
      acao={
        <Avancar para={seminovo ? DESTINOS_FATURAMENTO.seminovo : DESTINOS_FATURAMENTO.novoIntroducao}>
          Escolher o veículo
        </Avancar>
      }
    >
      <Alert tone="sucesso" titulo="Você foi identificado" role="status">
        <BadgeCheck className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
        Agora é só informar o veículo e o vendedor.
      </Alert>
      <Texto>
        {seminovo
          ? 'No próximo passo você confere seus dados e simula a avaliação do veículo pela placa.'
          : 'No próximo passo você informa os dados do veículo e da concessionária.'}
      </Texto>
    </TelaFaturamento>
  );
}
