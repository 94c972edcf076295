import { Navigate } from 'react-router';
import { EnvioDaIdentificacao } from '../components/identificacao';
import { caminhosFaturamento as c } from '../paths';
import { useValidacaoFaturamento } from '../use-faturamento';

/** /faturamento/identificacao: a person's document and selfie; a company goes to enviardocumentospj. */
export default function Identificacao() {
  const validacao = useValidacaoFaturamento();
  if (validacao.data?.pessoaJuridica) return <Navigate to={c.enviardocumentospj} replace />;
  return (
    <EnvioDaIdentificacao
      variante="pf"
      titulo="Identificação"
      descricao="Confirme que é você: documento com foto e uma selfie."
    />
  );
}
