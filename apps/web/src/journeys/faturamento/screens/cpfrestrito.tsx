import { Alert } from '@/components/alert';
import { FalarComAtendente } from '../components/atendente';
import { TelaFaturamento, Texto } from '../components/tela';
import { caminhosFaturamento as c } from '../paths';

/** /faturamento/cpfrestrito: the credit screening found a CPF restriction (RESTRITO): the manual path. */
export default function CpfRestrito() {
  return (
    <TelaFaturamento
      titulo="Encontramos uma restrição no seu CPF"
      descricao="A consulta de crédito do titular apontou uma pendência."
      voltar={{ para: c.iniciar, rotulo: 'Voltar' }}
    >
      <Alert tone="alerta">Com a restrição, o faturamento não pode seguir pelo app.</Alert>
      <Texto>
        Um atendente confere a restrição com você e diz como seguir: com a pendência regularizada, o
        faturamento continua do ponto em que parou.
      </Texto>
      <FalarComAtendente motivo="CPF_RESTRITO" />
    </TelaFaturamento>
  );
}
