import { useLocation } from 'react-router';
import { caminhosRelatorios } from './paths';

const { doPerfil } = caminhosRelatorios;

const PREFIXO_DO_PERFIL = '/perfil/documentos/';

/**
 * The document screens answer at /financeiro/* and, from the profile hub, at /perfil/documentos/* (03 §2): "back"
 * and the links between years stay on the side the customer came from.
 */
export function useOrigemDosDocumentos() {
  const vemDoPerfil = useLocation().pathname.startsWith(PREFIXO_DO_PERFIL);
  return {
    voltar: vemDoPerfil
      ? { para: '/perfil', rotulo: 'Perfil' }
      : { para: caminhosRelatorios.financeiro, rotulo: 'Financeiro' },
    informe: vemDoPerfil ? doPerfil.informeIr : caminhosRelatorios.informe,
    pagamentoAnual: vemDoPerfil ? doPerfil.comprovanteAnual : caminhosRelatorios.pagamentoAnual,
  };
}
