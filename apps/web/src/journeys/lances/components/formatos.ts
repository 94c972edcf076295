import {
  agoraEmSaoPaulo,
  ESCALA_PERCENTUAL,
  formatarData,
  formatarMoeda,
  formatarPercentual,
  mascaraDinheiro,
  mascaraPercentual,
  unidadesDePercentual,
  valorDoPercentual,
  type RegrasLance,
  type TipoLance,
} from '@portal/domain';

/** Bid percentages always show their 4 decimals (spec §5): '12,5000%'. */
export function formatarPercentualLance(percentual: number): string {
  return formatarPercentual(percentual, 4);
}

/** What the percentage field shows for a stored value (a repeated bid): 12.5 → '12,5'; null → ''. */
export function textoDoPercentual(percentual: number | null): string {
  if (percentual === null || percentual <= 0) return '';
  // Through the units, so a float like 12.300000000000001 never reaches the field.
  return mascaraPercentual(String(unidadesDePercentual(percentual) / ESCALA_PERCENTUAL)).texto;
}

/** What the money field shows for a stored amount: 1250000 → 'R$ 12.500,00'; null or 0 → ''. */
export function textoDoValor(centavos: number | null): string {
  if (centavos === null || centavos <= 0) return '';
  return mascaraDinheiro(String(centavos)).texto;
}

/** '10/03/2026 às 12:30', in São Paulo time whatever the device's zone. */
export function dataHoraEmSaoPaulo(instante: string | Date): string {
  const { data, hora } = agoraEmSaoPaulo(typeof instante === 'string' ? new Date(instante) : instante);
  return `${formatarData(data)} às ${hora}`;
}

/** What the type step's descriptions need from the rules answer. */
type RegrasDaDescricao = Pick<RegrasLance, 'valorBem' | 'percentualMinimo' | 'percentualMaximo'>;

/**
 * The line under each bid type (spec §9 modalities): how that modality is offered on this quota. Each says
 * what sets it apart, so two cards never read alike: the free bid's range, the fixed bids' cost, the
 * percentage bid's precision, the value bid's reais.
 */
export function descricaoDoTipo(tipo: TipoLance, regras: RegrasDaDescricao): string {
  const fixo = (percentual: number) =>
    `${formatarPercentual(percentual, 0)} do valor do bem: ${formatarMoeda(valorDoPercentual(regras.valorBem, percentual))}`;
  if (tipo.percentualFixo !== null) {
    return tipo.modalidade === 'LS'
      ? `Segundo lance fixo, de ${fixo(tipo.percentualFixo)}. Você não digita nada`
      : `Lance fixo de ${fixo(tipo.percentualFixo)}. Você não digita nada`;
  }
  if (tipo.situacaoOferta === 'V') {
    return 'Você informa o valor em reais e calculamos o percentual do bem';
  }
  return tipo.modalidade === 'PE'
    ? 'Você informa o percentual exato do bem, com até 4 casas decimais'
    : `Você escolhe livremente o percentual, de ${formatarPercentual(regras.percentualMinimo, 0)} a ${formatarPercentual(regras.percentualMaximo, 0)} do valor do bem`;
}
