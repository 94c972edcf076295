import { describe, expect, it } from 'vitest';
import {
  documentosDaEmpresa,
  MENSAGENS_SOCIOS as S,
  recusaDosSocios,
  secoesDaEmpresa,
  type SocioDeclarado,
} from './documentos-empresa.rules.ts';
import {
  chaveDoDocumento,
  documentosFaltantes,
  documentosPedidos,
  MENSAGENS_DOCUMENTOS_CONTEMPLACAO as M,
  recusaDoEnvio,
  type ArquivoDeDocumento,
} from './documentos.rules.ts';

const ANA = '52998224725';
const BRUNO = '22949521541';
const CAIO = '71460238001';

const socio = (nome: string, cpf: string, o: Partial<SocioDeclarado> = {}): SocioDeclarado => ({
  nome,
  cpf,
  majoritario: false,
  administrador: false,
  entrouAposAdesao: false,
  tipoIdentificacao: 'cnh',
  ...o,
});
const ana = socio('Ana Souza', ANA, { majoritario: true, administrador: true, tipoIdentificacao: 'rg' });
const bruno = socio('Bruno Lima', BRUNO, { administrador: true });
const caio = socio('Caio Reis', CAIO, { entrouAposAdesao: true, tipoIdentificacao: 'ctps' });

describe('partners declared by a company (02 §1, §6)', () => {
  it.each<[string, Omit<SocioDeclarado, 'tipoIdentificacao'>[], string | null]>([
    ['one majority partner', [ana], null],
    ['majority, administrator and new partner', [ana, bruno, caio], null],
    ['CPF with mask', [{ ...ana, cpf: '529.982.247-25' }], null],
    ['nobody', [], S.nenhum],
    ['seven', Array.from({ length: 7 }, () => ana), S.muitos],
    ['no majority', [bruno], S.semMajoritario],
    ['two majorities', [ana, { ...bruno, majoritario: true }], S.maisDeUmMajoritario],
    ['invalid CPF', [ana, { ...bruno, cpf: '11111111111' }], S.cpfInvalido('Bruno Lima')],
    ['short CPF', [{ ...ana, cpf: '5299822472' }], S.cpfInvalido('Ana Souza')],
    ['same CPF twice', [ana, { ...bruno, cpf: ANA }], S.cpfRepetido('Bruno Lima')],
    ['no name', [{ ...ana, nome: '  ' }], S.nome],
    ['a partner who needs no documents', [ana, socio('Dora', BRUNO)], S.semDocumentos('Dora')],
  ])('%s', (_n, socios, esperado) => {
    expect(recusaDosSocios(socios)).toBe(esperado);
  });
});

describe("a company's documents (02 §3 groups, §5; ADR 0036)", () => {
  it.each<[string, SocioDeclarado[], [string, string | null, string | null, number][]]>([
    [
      'only the majority partner',
      [ana],
      [
        ['contrato_social_empresa', 'documentos_empresa', null, 1],
        ['cartao_cnpj', 'documentos_empresa', null, 1],
        ['comprovante_endereco_empresa', 'documentos_empresa', null, 1],
        ['extrato_bancario_empresa', 'documentos_empresa', null, 1],
        ['documento_pessoal', 'documentos_socio', ANA, 2],
        ['selfie', 'documentos_socio', ANA, 1],
        ['comprovante_residencia', 'documentos_socio', ANA, 1],
      ],
    ],
    [
      'majority, an administrator (CNH: 1 file), a new partner (CTPS: 3 files)',
      [caio, bruno, ana],
      [
        ['contrato_social_empresa', 'documentos_empresa', null, 1],
        ['cartao_cnpj', 'documentos_empresa', null, 1],
        ['comprovante_endereco_empresa', 'documentos_empresa', null, 1],
        ['extrato_bancario_empresa', 'documentos_empresa', null, 1],
        ['documento_pessoal', 'documentos_socio', ANA, 2],
        ['selfie', 'documentos_socio', ANA, 1],
        ['comprovante_residencia', 'documentos_socio', ANA, 1],
        ['documento_pessoal', 'documentos_socio', BRUNO, 1],
        ['alteracao_contratual_socio', 'documentos_novo_socio', CAIO, 1],
        ['documento_pessoal', 'documentos_novo_socio', CAIO, 3],
      ],
    ],
    [
      'a new administrator: personal document once, under the administrators',
      [ana, { ...bruno, entrouAposAdesao: true }],
      [
        ['contrato_social_empresa', 'documentos_empresa', null, 1],
        ['cartao_cnpj', 'documentos_empresa', null, 1],
        ['comprovante_endereco_empresa', 'documentos_empresa', null, 1],
        ['extrato_bancario_empresa', 'documentos_empresa', null, 1],
        ['documento_pessoal', 'documentos_socio', ANA, 2],
        ['selfie', 'documentos_socio', ANA, 1],
        ['comprovante_residencia', 'documentos_socio', ANA, 1],
        ['documento_pessoal', 'documentos_socio', BRUNO, 1],
        ['alteracao_contratual_socio', 'documentos_novo_socio', BRUNO, 1],
      ],
    ],
  ])('%s', (_n, socios, esperado) => {
    expect(
      documentosDaEmpresa(socios).map((d) => [d.codigo, d.grupo, d.socio?.cpf ?? null, d.quantidade]),
    ).toEqual(esperado);
  });

  it('each slot has its own key; the sections are Empresa, majority, administrators, new partner', () => {
    const lista = documentosDaEmpresa([ana, bruno, caio]);
    expect(new Set(lista.map((d) => d.chave)).size).toBe(lista.length);
    expect(lista.find((d) => d.codigo === 'selfie')!.chave).toBe(`selfie.${ANA}`);
    expect(secoesDaEmpresa(lista).map((s) => [s.titulo, s.blocos.map((b) => b.socio?.nome ?? null)])).toEqual(
      [
        ['Empresa', [null]],
        ['Sócio majoritário', ['Ana Souza']],
        ['Sócios administradores', ['Bruno Lima']],
        ['Novo sócio', ['Caio Reis']],
      ],
    );
  });

  it("the analyst's extra document joins the company's group", () => {
    const lista = documentosPedidos(documentosDaEmpresa([ana]), ['declaracao_imposto_renda']);
    expect(lista.at(-1)).toMatchObject({
      codigo: 'declaracao_imposto_renda',
      grupo: 'documentos_empresa',
      pedidoPeloAnalista: true,
    });
  });
});

describe("a company's sending (solicitar-empresa)", () => {
  const hoje = '2026-11-26';
  const pedidos = documentosDaEmpresa([ana, bruno, caio]);
  const completo: ArquivoDeDocumento[] = [
    { codigo: 'contrato_social_empresa' },
    { codigo: 'cartao_cnpj' },
    { codigo: 'comprovante_endereco_empresa', dataDocumento: '2026-11-01', emNomeDoTitular: true },
    { codigo: 'extrato_bancario_empresa', dataDocumento: '2026-11-20' },
    { codigo: 'documento_pessoal', cpfSocio: ANA },
    { codigo: 'documento_pessoal', cpfSocio: ANA },
    { codigo: 'selfie', cpfSocio: ANA },
    { codigo: 'comprovante_residencia', cpfSocio: ANA, dataDocumento: '2026-11-10', emNomeDoTitular: true },
    { codigo: 'documento_pessoal', cpfSocio: BRUNO },
    { codigo: 'alteracao_contratual_socio', cpfSocio: CAIO },
    { codigo: 'documento_pessoal', cpfSocio: CAIO },
    { codigo: 'documento_pessoal', cpfSocio: CAIO },
    { codigo: 'documento_pessoal', cpfSocio: CAIO },
  ];
  const sem = (i: number) => completo.filter((_, j) => j !== i);
  const com = (i: number, a: Partial<ArquivoDeDocumento>) =>
    completo.map((x, j) => (j === i ? { ...x, ...a } : x));

  it.each<[string, ArquivoDeDocumento[], string | null]>([
    ['everything', completo, null],
    ['no CNPJ card', sem(1), M.documentoFaltando('Cartão CNPJ', 'Empresa')],
    [
      "no administrator's document",
      sem(8),
      M.documentoFaltando('CNH de Bruno Lima', 'Sócios administradores'),
    ],
    [
      "no new partner's amendment",
      sem(9),
      M.documentoFaltando('Alteração contratual que admitiu o sócio de Caio Reis', 'Novo sócio'),
    ],
    ["majority partner's RG with one side", sem(5), M.minimoArquivos('RG (frente e verso) de Ana Souza', 2)],
    ['selfie before the personal document', [completo[6]!], M.selfieAntesDoDocumento],
    [
      "a partner's selfie does not open with another's document",
      [{ codigo: 'selfie', cpfSocio: ANA }, ...completo.slice(8, 9)],
      M.selfieAntesDoDocumento,
    ],
    [
      'company address proof not in its name',
      com(2, { emNomeDoTitular: false }),
      M.comprovanteEmpresaDeOutro,
    ],
    [
      'company address proof 61 days old',
      com(2, { dataDocumento: '2026-09-26' }),
      M.comprovanteEmpresaAntigo,
    ],
    [
      "partner's residence proof in another name",
      com(7, { emNomeDoTitular: false }),
      M.comprovanteDoSocioDeOutraPessoa('Ana Souza'),
    ],
    [
      'company statement 181 days old',
      com(3, { dataDocumento: '2026-05-29' }),
      M.extratoEmpresaForaDoPeriodo,
    ],
    [
      'a partner nobody declared',
      [...completo, { codigo: 'documento_pessoal', cpfSocio: '39053344705' }],
      M.socioNaoDeclarado,
    ],
    ['a document of no group', [...completo, { codigo: 'holerite' }], M.documentoNaoPedido('Holerite')],
  ])('%s', (_n, arquivos, esperado) => {
    expect(recusaDoEnvio(pedidos, arquivos, [], hoje, { completo: true })).toBe(esperado);
  });

  it('documents already with the case count; missing ones are named by slot', () => {
    const jaEnviados = completo.slice(0, 8).map((a) => chaveDoDocumento(a.codigo, a.cpfSocio));
    expect(recusaDoEnvio(pedidos, completo.slice(8), jaEnviados, hoje, { completo: true })).toBeNull();
    expect(documentosFaltantes(pedidos, jaEnviados).map((d) => d.chave)).toEqual([
      `documento_pessoal.${BRUNO}`,
      `alteracao_contratual_socio.${CAIO}`,
      `documento_pessoal.${CAIO}`,
    ]);
  });
});
