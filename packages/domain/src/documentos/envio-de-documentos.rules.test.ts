import { describe, expect, it } from 'vitest';
import {
  FLUXOS_DE_DOCUMENTO,
  FLUXOS_DO_CLIENTE,
  LIMITES_DE_DOCUMENTO,
  MENSAGENS_ENVIO_DOCUMENTO,
  recusaDoTamanho,
  recusaDoTipo,
} from './envio-de-documentos.rules.ts';
import { documentoIdParamsSchema, fluxoParamsSchema } from './documentos.schemas.ts';

const FORMATO_CADASTRO = 'Formato inválido (envie PDF, JPG ou JPEG).';
const FORMATO_DEVOLUCAO = 'Formato inválido (envie JPG, PNG, TIFF ou PDF).';

describe('limits per flow (spec 03 §5/§9, 02 §5/§9)', () => {
  it('registration documents: PDF, JPG or JPEG up to 6 MB; refund: JPG, PNG, TIFF or PDF up to 8 MB', () => {
    expect(LIMITES_DE_DOCUMENTO.cadastro.tamanhoMaximoBytes).toBe(6 * 1024 * 1024);
    expect([...LIMITES_DE_DOCUMENTO.cadastro.tipos].sort()).toEqual(['application/pdf', 'image/jpeg']);
    expect(LIMITES_DE_DOCUMENTO.devolucao.tamanhoMaximoBytes).toBe(8 * 1024 * 1024);
    expect([...LIMITES_DE_DOCUMENTO.devolucao.tipos].sort()).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/tiff',
    ]);
    // A company's contemplation documents: the registration formats, 30 files for the one full sending (ADR 0036).
    expect(LIMITES_DE_DOCUMENTO['contemplacao-empresa']).toEqual({
      ...LIMITES_DE_DOCUMENTO.cadastro,
      quantidadeMaxima: 30,
    });
    expect(FLUXOS_DE_DOCUMENTO).toEqual([
      'cadastro',
      'contemplacao-empresa',
      'devolucao',
      'vistoria-digital',
      'laudo-vistoria',
    ]);
  });

  it('the digital inspection takes photos only; the report, a PDF the customer cannot upload (ADR 0058)', () => {
    expect(LIMITES_DE_DOCUMENTO['vistoria-digital']).toMatchObject({
      tipos: ['image/jpeg', 'image/png'],
      tamanhoMaximoBytes: 10 * 1024 * 1024,
    });
    expect(recusaDoTipo('vistoria-digital', 'application/pdf', 'frente.pdf')).toBe(
      'Formato inválido (envie JPG, JPEG ou PNG).',
    );
    expect(LIMITES_DE_DOCUMENTO['laudo-vistoria']).toMatchObject({
      tipos: ['application/pdf'],
      quantidadeMaxima: 1,
    });
    expect(FLUXOS_DO_CLIENTE).not.toContain('laudo-vistoria');
    expect(fluxoParamsSchema.safeParse({ fluxo: 'laudo-vistoria' }).success).toBe(false);
    expect(fluxoParamsSchema.safeParse({ fluxo: 'vistoria-digital' }).success).toBe(true);
  });
});

describe('recusaDoTipo', () => {
  it.each([
    ['cadastro', 'application/pdf', 'rg.pdf', null],
    ['cadastro', 'application/pdf', 'RG.PDF', null],
    ['cadastro', 'image/jpeg', 'selfie.jpg', null],
    ['cadastro', 'image/jpeg', 'selfie.jpeg', null],
    ['cadastro', 'image/jpeg', 'blob', null],
    ['cadastro', 'image/jpeg', '.jpg', null],
    ['cadastro', 'image/png', 'print.png', FORMATO_CADASTRO],
    ['cadastro', 'image/tiff', 'scan.tiff', FORMATO_CADASTRO],
    ['cadastro', 'image/png', 'documento.pdf', FORMATO_CADASTRO],
    ['cadastro', 'application/x-msdownload', 'documento.pdf', FORMATO_CADASTRO],
    ['cadastro', undefined, 'documento.pdf', FORMATO_CADASTRO],
    ['cadastro', 'application/pdf', 'documento.pdf.exe', FORMATO_CADASTRO],
    ['cadastro', 'image/jpeg', 'foto.png', FORMATO_CADASTRO],
    ['devolucao', 'image/png', 'comprovante.png', null],
    ['devolucao', 'image/tiff', 'extrato.tif', null],
    ['devolucao', 'image/tiff', 'extrato.TIFF', null],
    ['devolucao', 'application/pdf', 'extrato.pdf', null],
    ['devolucao', 'image/png', 'comprovante.pdf', FORMATO_DEVOLUCAO],
    ['devolucao', 'image/webp', 'foto.webp', FORMATO_DEVOLUCAO],
    ['devolucao', 'application/zip', 'docs.zip', FORMATO_DEVOLUCAO],
  ] as const)('%s: %s named %j → %j', (fluxo, tipo, nome, esperado) => {
    expect(recusaDoTipo(fluxo, tipo, nome)).toBe(esperado);
  });
});

describe('recusaDoTamanho', () => {
  const MB = 1024 * 1024;
  it.each([
    ['cadastro', 1, null],
    ['cadastro', 6 * MB, null],
    ['cadastro', 6 * MB + 1, 'Arquivo maior que o permitido (até 6 MB).'],
    ['cadastro', 0, FORMATO_CADASTRO],
    ['devolucao', 8 * MB, null],
    ['devolucao', 8 * MB + 1, 'Arquivo maior que o permitido (até 8 MB).'],
  ] as const)('%s, %d bytes → %j', (fluxo, tamanho, esperado) => {
    expect(recusaDoTamanho(fluxo, tamanho)).toBe(esperado);
  });
});

describe('messages (spec 03 §8: too many files, larger than allowed, invalid format, all required)', () => {
  it('says how many are allowed', () => {
    expect(MENSAGENS_ENVIO_DOCUMENTO.quantidade(10)).toBe('Muitos arquivos (apenas 10 permitidos).');
    expect(MENSAGENS_ENVIO_DOCUMENTO.quantidade(1)).toBe('Muitos arquivos (apenas 1 permitido).');
    expect(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios).toBe('Todos os arquivos são obrigatórios.');
  });
});

describe('params', () => {
  it('refuses an unknown flow and a malformed id in Portuguese', () => {
    expect(fluxoParamsSchema.safeParse({ fluxo: 'cadastro' }).success).toBe(true);
    expect(fluxoParamsSchema.safeParse({ fluxo: 'fotos' }).error?.issues[0]?.message).toBe(
      'Fluxo de documentos inválido.',
    );
    expect(documentoIdParamsSchema.safeParse({ id: '../etc/passwd' }).error?.issues[0]?.message).toBe(
      'Documento não encontrado.',
    );
  });
});
