import { Building2 } from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { Avancar } from '../components/acoes';
import { TelaDeSituacao } from '../components/situacao';

/** /devolucao/filiais: the documents were refused for good; the holder goes to a branch (02 §4.10). */
export default function Filiais() {
  return (
    <TelaDeSituacao
      titulo="Vá a uma filial"
      icone={Building2}
      tom="alerta"
      descricao={() =>
        'Não conseguimos confirmar seus dados pelo app. Leve seus documentos a uma filial para concluir a devolução.'
      }
      acao={() => <Avancar para={caminhos.filiais.filiais}>Ver filiais</Avancar>}
    />
  );
}
