/**
 * PIX BR Code ('copia e cola' and the QR's content) printed on every boleto for the same amount.
 * Generation is @brazilian-utils `generatePixPayload` (ARCHITECTURE.md): checked against the BCB manual's example
 * in the tests, it writes the EMV TLV fields, folds name and city to ASCII within 25/15 characters and appends a
 * correct CRC16. The CRC is also computed here, because the library does not export it and validarBrCode must
 * tell a customer "altered or incomplete" apart from "not a PIX code".
 */
import { generatePixPayload, getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { centavosDeReais } from '../comum/dinheiro.ts';

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) over the UTF-8 bytes, 4 upper-case hex digits. */
export function crc16Ccitt(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

interface Recebedor {
  /** Folded to ASCII and cut to 25 characters by the generator. */
  nomeRecebedor: string;
  /** Folded to ASCII and cut to 15 characters by the generator. */
  cidadeRecebedor: string;
}

/**
 * Static: our PIX key, the boleto's amount and a txid that identifies the boleto. Dynamic: the PSP location
 * (a `cobv` with due date, as in the 'boleto híbrido'); the BR Code then carries neither amount nor txid, the
 * location does (Manual de Padrões para Iniciação do Pix §2.7).
 */
export type DadosPix =
  | (Recebedor & { chave: string; valorCentavos: number; txid?: string; descricao?: string })
  | (Recebedor & { url: string });

export function gerarPixCopiaECola(dados: DadosPix): string {
  let payload: string | null;
  if ('url' in dados) {
    payload = generatePixPayload({
      url: dados.url,
      merchantName: dados.nomeRecebedor,
      merchantCity: dados.cidadeRecebedor,
    });
  } else {
    if (!Number.isInteger(dados.valorCentavos) || dados.valorCentavos < 1) {
      throw new RangeError(
        `Valor do PIX deve ser um número inteiro positivo de centavos: ${dados.valorCentavos}.`,
      );
    }
    payload = generatePixPayload({
      key: dados.chave,
      merchantName: dados.nomeRecebedor,
      merchantCity: dados.cidadeRecebedor,
      // Integer centavos / 100 always formats back to the exact two decimals the BR Code takes.
      amount: dados.valorCentavos / 100,
      ...(dados.txid === undefined ? {} : { txid: dados.txid }),
      ...(dados.descricao === undefined ? {} : { description: dados.descricao }),
    });
  }
  if (payload === null) {
    throw new Error(
      'Não foi possível gerar o código PIX: chave, localização, nome, cidade ou txid inválidos.',
    );
  }
  return payload;
}

/** The txid of a boleto's static PIX is its nosso número, so a PIX payment settles that same boleto. */
export function txidDoNossoNumero(nossoNumero: string): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(nossoNumero))
    throw new RangeError(`Nosso número inválido como txid: '${nossoNumero}'.`);
  return nossoNumero;
}

export type ValidacaoBrCode = { valido: true } | { valido: false; motivo: string };

/** Field 63 (CRC) closes every BR Code: '6304' and 4 hex digits over everything before them, '6304' included. */
const CRC_FINAL = /6304([0-9A-Fa-f]{4})$/;

export function validarBrCode(payload: string): ValidacaoBrCode {
  const p = payload.trim();
  if (p === '') return { valido: false, motivo: 'Informe o código PIX.' };
  const crc = CRC_FINAL.exec(p);
  if (!p.startsWith('000201') || !crc) {
    return { valido: false, motivo: 'Este texto não é um código PIX copia e cola.' };
  }
  if (crc16Ccitt(p.slice(0, -4)) !== crc[1]?.toUpperCase()) {
    return { valido: false, motivo: 'O código PIX está incompleto ou foi alterado.' };
  }
  if (!isValidPixPayload(p)) {
    return { valido: false, motivo: 'O código PIX não segue o padrão do Banco Central.' };
  }
  return { valido: true };
}

export interface BrCodeLido {
  chave: string | null;
  url: string | null;
  nomeRecebedor: string;
  cidadeRecebedor: string;
  /** null when the code carries no amount (dynamic, or the payer types it). */
  valorCentavos: number | null;
  txid: string | null;
  dinamico: boolean;
}

/** Reads a valid BR Code (e.g. to check a pasted code is ours and for which boleto); null when invalid. */
export function lerBrCode(payload: string): BrCodeLido | null {
  const p = payload.trim();
  if (!validarBrCode(p).valido) return null;
  const info = getPixPayloadInfo(p);
  if (!info) return null;
  return {
    chave: info.key ?? null,
    url: info.url ?? null,
    nomeRecebedor: info.merchantName,
    cidadeRecebedor: info.merchantCity,
    // The amount has at most 2 decimals, so rounding ×100 recovers the exact centavos.
    valorCentavos: info.amount === undefined ? null : centavosDeReais(info.amount),
    txid: info.txid ?? null,
    dinamico: info.pointOfInitiation === 'dynamic',
  };
}
