import { describe, expect, it } from 'vitest';
import {
  chamadaDoEnvio,
  estadoDoDocumento,
  motivoDaRecusa,
  planoDoEnvio,
  selfieDisponivel,
  type DocumentoParaEnviar,
} from './estado-dos-documentos';

const doc = (codigo: DocumentoParaEnviar['codigo'], extra: Partial<DocumentoParaEnviar> = {}) =>
  ({
    codigo,
    description: codigo,
    categoria: 'Identificacao',
    quantidade: 1,
    obrigatorio: true,
    orientacao: null,
    sentToSF: false,
    problemas: [],
    chave: extra.socio ? `${codigo}.${extra.socio.cpf}` : codigo,
    grupo: null,
    socio: null,
    ...extra,
  }) as DocumentoParaEnviar;

const arquivo = (id: string) => ({ id, nome: `${id}.pdf`, tamanho: 1000 });
const HOJE = '2026-11-26';

describe('estadoDoDocumento (02 §4.10: submitted, under analysis, approved, rejected)', () => {
  it.each([
    ['a-enviar', doc('holerite'), 'Tratativa Não Iniciada', undefined],
    ['enviado', doc('holerite'), 'Tratativa Não Iniciada', { arquivos: [arquivo('a')] }],
    ['em-analise', doc('holerite', { sentToSF: true }), 'Triagem em Andamento', undefined],
    ['aprovado', doc('holerite', { sentToSF: true }), 'Pendência Cliente', undefined],
    ['aprovado', doc('holerite', { sentToSF: true }), 'Cadastro Aprovado', undefined],
    [
      'recusado',
      doc('holerite', { sentToSF: true, problemas: ['ilegivel'] }),
      'Pendência Cliente',
      undefined,
    ],
    [
      'enviado',
      doc('holerite', { sentToSF: true, problemas: ['ilegivel'] }),
      'Pendência Cliente',
      { arquivos: [arquivo('novo')] },
    ],
  ] as const)('%s', (esperado, d, fase, preparado) => {
    expect(estadoDoDocumento(d, fase, preparado)).toBe(esperado);
  });
});

it('motivoDaRecusa names the analyst reasons in Portuguese', () => {
  expect(motivoDaRecusa(['ilegivel'])).toBe('Ilegível');
  expect(motivoDaRecusa(['ilegivel', 'incompleto', 'incorreto'])).toBe('Ilegível, incompleto e incorreto');
});

describe('chamadaDoEnvio', () => {
  it('re-sends in Pendência Cliente, else by person or company', () => {
    expect(chamadaDoEnvio('Pendência Cliente', false)).toBe('solicitar-reanalise');
    expect(chamadaDoEnvio('PENDENCIA_CLIENTE_REANALISE', true)).toBe('solicitar-reanalise');
    expect(chamadaDoEnvio('Tratativa Não Iniciada', false)).toBe('solicitar');
    expect(chamadaDoEnvio('Prazo Finalizado', true)).toBe('solicitar-empresa');
  });
});

describe('planoDoEnvio', () => {
  const lista = [
    doc('documento_pessoal', { quantidade: 2 }),
    doc('selfie'),
    doc('comprovante_residencia', { categoria: 'Endereco' }),
    doc('documento_extra', { obrigatorio: false }),
  ];

  it('holds a document short of its minimum files or out of its date window', () => {
    const plano = planoDoEnvio(
      lista,
      'solicitar',
      {
        documento_pessoal: { arquivos: [arquivo('rg1')] },
        selfie: { arquivos: [arquivo('s')] },
        comprovante_residencia: {
          arquivos: [arquivo('c')],
          dataDocumento: '2026-08-01',
          emNomeDoTitular: true,
        },
      },
      HOJE,
    );
    expect(plano.faltando.map((d) => d.codigo)).toEqual(['documento_pessoal', 'comprovante_residencia']);
    expect(plano.arquivos).toEqual([{ id: 's', codigo: 'selfie' }]);
  });

  it('sends every file with its date and holder flag; the optional one only when prepared', () => {
    const plano = planoDoEnvio(
      lista,
      'solicitar',
      {
        documento_pessoal: { arquivos: [arquivo('rg1'), arquivo('rg2')] },
        selfie: { arquivos: [arquivo('s')] },
        comprovante_residencia: {
          arquivos: [arquivo('c')],
          dataDocumento: '2026-11-01',
          emNomeDoTitular: true,
        },
      },
      HOJE,
    );
    expect(plano.faltando).toEqual([]);
    expect(plano.arquivos).toEqual([
      { id: 'rg1', codigo: 'documento_pessoal' },
      { id: 'rg2', codigo: 'documento_pessoal' },
      { id: 's', codigo: 'selfie' },
      { id: 'c', codigo: 'comprovante_residencia', dataDocumento: '2026-11-01', emNomeDoTitular: true },
    ]);
  });

  it('a re-sending carries ONLY the refused documents', () => {
    const enviados = lista.map((d) =>
      d.codigo === 'selfie'
        ? { ...d, sentToSF: true, problemas: ['ilegivel' as const] }
        : { ...d, sentToSF: true },
    );
    const rascunho = {
      selfie: { arquivos: [arquivo('nova')] },
      documento_pessoal: { arquivos: [arquivo('x')] },
    };
    const plano = planoDoEnvio(enviados, 'solicitar-reanalise', rascunho, HOJE);
    expect(plano).toEqual({ arquivos: [{ id: 'nova', codigo: 'selfie' }], faltando: [] });
    expect(planoDoEnvio(enviados, 'solicitar-reanalise', {}, HOJE).faltando.map((d) => d.codigo)).toEqual([
      'selfie',
    ]);
  });
});

it('selfieDisponivel only after the personal document (02 §5)', () => {
  const lista = [doc('documento_pessoal', { quantidade: 2 }), doc('selfie')];
  expect(selfieDisponivel(lista, {})).toBe(false);
  expect(selfieDisponivel(lista, { documento_pessoal: { arquivos: [arquivo('rg1')] } })).toBe(true);
  expect(selfieDisponivel([{ ...lista[0]!, sentToSF: true }, lista[1]!], {})).toBe(true);
});

describe("a company's sending (ADR 0036)", () => {
  const ana = { cpf: '52998224725', nome: 'Ana Souza', majoritario: true };
  const bruno = { cpf: '22949521541', nome: 'Bruno Lima', majoritario: false };
  const lista = [
    doc('cartao_cnpj', { grupo: 'documentos_empresa' }),
    doc('documento_pessoal', { grupo: 'documentos_socio', socio: ana, quantidade: 2 }),
    doc('selfie', { grupo: 'documentos_socio', socio: ana }),
    doc('documento_pessoal', { grupo: 'documentos_socio', socio: bruno }),
  ];

  it("each partner's files go with their CPF; one partner's slot does not fill another's", () => {
    const rascunho = {
      cartao_cnpj: { arquivos: [arquivo('cnpj')] },
      [`documento_pessoal.${ana.cpf}`]: { arquivos: [arquivo('a1'), arquivo('a2')] },
      [`selfie.${ana.cpf}`]: { arquivos: [arquivo('s')] },
    };
    const plano = planoDoEnvio(lista, 'solicitar-empresa', rascunho, HOJE);
    expect(plano.faltando.map((d) => d.chave)).toEqual([`documento_pessoal.${bruno.cpf}`]);
    expect(plano.arquivos.map((a) => [a.codigo, a.cpfSocio ?? null])).toEqual([
      ['cartao_cnpj', null],
      ['documento_pessoal', ana.cpf],
      ['documento_pessoal', ana.cpf],
      ['selfie', ana.cpf],
    ]);
  });

  it("the majority partner's selfie opens after that partner's document, not another's", () => {
    const deBruno = { [`documento_pessoal.${bruno.cpf}`]: { arquivos: [arquivo('b')] } };
    expect(selfieDisponivel(lista, deBruno, ana.cpf)).toBe(false);
    const deAna = { [`documento_pessoal.${ana.cpf}`]: { arquivos: [arquivo('a')] } };
    expect(selfieDisponivel(lista, deAna, ana.cpf)).toBe(true);
  });
});
