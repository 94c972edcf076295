import {
  agoraEmSaoPaulo,
  formatarData,
  formatarMoeda,
  formatarPercentual,
  mascaraDinheiro,
  mascaraPercentual,
  unidadesDePercentual,
  valorDoPercentual,
  type TipoLance,
} from '@portal/domain';

/** Bid percentages always show their 4 decimals (spec §5): '12,5000%'. */
export function formatarPercentualLance(percentual: number): string {
  return formatarPercentual(percentual, 4);
}

/** What the percentage field shows for a stored value (a repeated bid): 12.5 → '12,5000'; null → ''. */
export function textoDoPercentual(percentual: number | null): string {
  if (percentual === null || percentual <= 0) return '';
  return mascaraPercentual(String(unidadesDePercentual(percentual))).texto;
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

/** The line under each bid type: what the customer types, or what the fixed bid costs on this quota. */
export function descricaoDoTipo(tipo: TipoLance, valorBem: number): string {
  if (tipo.percentualFixo !== null) {
    const valor = valorDoPercentual(valorBem, tipo.percentualFixo);
    return `${formatarPercentual(tipo.percentualFixo, 0)} do valor do bem: ${formatarMoeda(valor)}`;
  }
  return tipo.situacaoOferta === 'V'
    ? 'Você informa o valor em reais'
    : 'Você informa o percentual do valor do bem';
}
