import { formatarData, formatarInscricao, formatarMoeda } from '@portal/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { useSessao } from '@/lib/session';
import { Texto } from '../tela';
import { FALHA, Linha, TelaEspecie } from '../components/tela-especie';
import { caminhoDaTelaEspecie, caminhosFaturamentoEspecie as c } from '../paths';
import { useAtualizarEspecie } from '../use-faturamento-especie';

/**
 * /faturamentoespecie/identificacao: who receives (the holder) and the confirmation of the forecast values
 * (02 §2.3); the contact data are updated in the profile.
 */
export default function Identificacao() {
  const cota = useSessao()?.cotaPadrao;
  const atualizar = useAtualizarEspecie();
  const navegar = useNavigate();
  const [confirmo, setConfirmo] = useState(false);
  return (
    <TelaEspecie
      titulo="Confira seus dados"
      descricao="O crédito é pago ao titular da cota. Confirme os dados e os valores previstos."
      voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      acao={(s) => (
        <Button
          disabled={!confirmo && !s.passos.identificacaoConfirmada}
          loading={atualizar.isPending}
          onClick={() =>
            s.passos.identificacaoConfirmada
              ? void navegar(caminhoDaTelaEspecie(s.tela))
              : atualizar.mutate(
                  { identificacaoConfirmada: true },
                  { onSuccess: (n) => void navegar(caminhoDaTelaEspecie(n.tela)) },
                )
          }
        >
          Confirmar
        </Button>
      )}
    >
      {(s) => (
        <>
          <dl>
            <Linha rotulo="Titular">{cota?.nomePessoa ?? '—'}</Linha>
            <Linha rotulo={s.pessoaJuridica ? 'CNPJ' : 'CPF'}>
              {cota ? formatarInscricao(cota.cdInscricaoNacional) : '—'}
            </Linha>
            <Linha rotulo="Contemplada em">{formatarData(s.dataContemplacao)}</Linha>
            <Linha rotulo="Valor previsto do crédito">{formatarMoeda(s.valorCredito)}</Linha>
            <Linha rotulo="Resposta do pedido">em até 3 dias úteis</Linha>
          </dl>
          <Texto>
            Seu e-mail e telefone estão certos? É por eles que avisamos cada etapa.{' '}
            <Link to={caminhos.perfil.emailTelefone} className="font-semibold text-primaria-texto underline">
              Atualizar contatos
            </Link>
          </Texto>
          {!s.passos.identificacaoConfirmada && (
            <CaixaDeMarcar
              rotulo="Confirmo meus dados e os valores previstos"
              marcada={confirmo}
              onChange={setConfirmo}
            />
          )}
          {atualizar.isError && (
            <Alert tone="perigo" role="alert">
              {atualizar.error.message || FALHA}
            </Alert>
          )}
        </>
      )}
    </TelaEspecie>
  );
}
