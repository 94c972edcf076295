import { MENSAGEM_ERRO_CRIVO } from '@portal/domain';
import { Alert } from '@/components/alert';
import { CanaisAtendimento } from '@/components/canais-atendimento';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';
import { Texto } from '../components/fatos';
import { PassoDoFluxo } from '../components/passo-do-fluxo';

function Canais() {
  const canais = useCanaisDeAtendimento();
  return <CanaisAtendimento telefone={canais.telefone} whatsapp={canais.whatsapp} horario={canais.horario} />;
}

/**
 * /contemplado/cpf (CpfRestriction): the credit screening's answer (02 §8): a restriction, what to do about it;
 * the code '27', the screening error ("try again in 2 hours"); a failed call counts as no restriction.
 */
export default function RestricaoCpf() {
  return (
    <PassoDoFluxo
      etapa="CpfRestriction"
      titulo="Consulta do seu CPF"
      descricao="A análise de crédito começa pela consulta do CPF do titular."
    >
      {(s) =>
        s.restricaoCpf === 'erro' ? (
          <Alert tone="alerta" titulo="Consulta não concluída" role="status">
            {MENSAGEM_ERRO_CRIVO}
          </Alert>
        ) : s.restricaoCpf === 'restrito' ? (
          <>
            <Alert tone="perigo" titulo="Encontramos uma restrição no seu CPF">
              Com a restrição, o crédito não pode ser liberado agora.
            </Alert>
            <Texto>
              Regularize a pendência no órgão de proteção ao crédito e fale com a nossa central: com a
              restrição baixada, a análise segue do ponto em que parou. Você também pode apresentar a renda de
              outra pessoa na etapa de documentos.
            </Texto>
            <Canais />
          </>
        ) : (
          <Alert tone="sucesso" titulo="Nenhuma restrição encontrada">
            Seu CPF está liberado para a análise de crédito.
          </Alert>
        )
      }
    </PassoDoFluxo>
  );
}
