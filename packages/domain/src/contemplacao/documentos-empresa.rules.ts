import { cpfValido } from '../documentos/documento.rules.ts';
import {
  exigido,
  GRUPOS_DOCUMENTOS_EMPRESA,
  MINIMO_ARQUIVOS_IDENTIFICACAO,
  ROTULOS_IDENTIFICACAO,
  rotuloDoGrupo,
  type DocumentoExigido,
  type GrupoDocumentoEmpresa,
  type SocioDoDocumento,
  type TipoIdentificacao,
} from './documentos.rules.ts';

/**
 * A company holder's documents (02 §1 "A company needs the majority partner as representative and the
 * documents of all administrative partners", §3 groups documentos_empresa, documentos_socio,
 * documentos_novo_socio; ADR 0036).
 */

/** A partner the company declares (02 §1, §6). `cpf` holds 11 digits. */
export interface SocioDeclarado {
  nome: string;
  cpf: string;
  /** The majority partner represents the company: exactly one. */
  majoritario: boolean;
  administrador: boolean;
  /** Joined the company after the quota's adhesion: the amendment that admitted them is asked for. */
  entrouAposAdesao: boolean;
  /** Their own identity document: its minimum file count (02 §5). */
  tipoIdentificacao: TipoIdentificacao;
}

/**
 * At most this many partners are declared: with the company's 4 documents, the whole first sending fits the
 * company flow's 30 files (ADR 0036).
 */
export const MAXIMO_SOCIOS = 6;

export const MENSAGENS_SOCIOS = {
  nenhum: 'Informe pelo menos um sócio.',
  muitos: `Informe no máximo ${MAXIMO_SOCIOS} sócios.`,
  nome: 'Informe o nome completo do sócio.',
  cpfInvalido: (nome: string) => `CPF inválido para o sócio ${nome}.`,
  cpfRepetido: (nome: string) => `O CPF de ${nome} já foi informado para outro sócio.`,
  semMajoritario: 'Indique o sócio majoritário: ele representa a empresa.',
  maisDeUmMajoritario: 'Indique apenas um sócio majoritário.',
  semDocumentos: (nome: string) =>
    `${nome} não é majoritário, administrador nem novo sócio: não precisa ser informado.`,
  declarar: 'Informe os sócios da empresa antes de enviar os documentos.',
} as const;

const soDigitos = (x: string) => x.replace(/\D/g, '');

/**
 * The declaration's verdict: at least one partner and at most 10, each named, with a valid CPF (once), exactly
 * one majority partner, and each one someone whose documents the analysis needs (majority, administrator or new
 * partner). Null when accepted, otherwise the first message.
 */
export function recusaDosSocios(socios: readonly Omit<SocioDeclarado, 'tipoIdentificacao'>[]): string | null {
  const m = MENSAGENS_SOCIOS;
  if (socios.length === 0) return m.nenhum;
  if (socios.length > MAXIMO_SOCIOS) return m.muitos;
  const vistos = new Set<string>();
  for (const s of socios) {
    const nome = s.nome.trim();
    if (nome.length < 3) return m.nome;
    const cpf = soDigitos(s.cpf);
    if (cpf.length !== 11 || !cpfValido(cpf)) return m.cpfInvalido(nome);
    if (vistos.has(cpf)) return m.cpfRepetido(nome);
    vistos.add(cpf);
    if (!s.majoritario && !s.administrador && !s.entrouAposAdesao) return m.semDocumentos(nome);
  }
  const majoritarios = socios.filter((s) => s.majoritario).length;
  if (majoritarios === 0) return m.semMajoritario;
  if (majoritarios > 1) return m.maisDeUmMajoritario;
  return null;
}

/**
 * The company's list, group by group (ADR 0036):
 * - documentos_empresa: articles of association (or the last consolidated amendment), CNPJ card, the company's
 *   address proof (≤ 60 days, in its name) and its bank statements of the last 180 days;
 * - documentos_socio: the majority partner's personal document (its ID type's minimum files), the selfie with
 *   it (after the document) and residence proof; every other administrator's personal document;
 * - documentos_novo_socio: each partner who joined after the adhesion, the amendment that admitted them, and
 *   their personal document when no other group asks for it.
 * Majority first, then administrators, then new partners, each in the declared order.
 */
export function documentosDaEmpresa(socios: readonly SocioDeclarado[]): DocumentoExigido[] {
  const empresa = { grupo: 'documentos_empresa' as const, socio: null };
  const lista: DocumentoExigido[] = [
    exigido('contrato_social_empresa', 1, true, undefined, empresa),
    exigido('cartao_cnpj', 1, true, undefined, empresa),
    exigido('comprovante_endereco_empresa', 1, true, undefined, empresa),
    exigido('extrato_bancario_empresa', 1, true, undefined, empresa),
  ];
  const doSocio = (s: SocioDeclarado): SocioDoDocumento => ({
    cpf: soDigitos(s.cpf),
    nome: s.nome.trim(),
    majoritario: s.majoritario,
  });
  const documentoPessoal = (s: SocioDeclarado, grupo: GrupoDocumentoEmpresa) =>
    exigido(
      'documento_pessoal',
      MINIMO_ARQUIVOS_IDENTIFICACAO[s.tipoIdentificacao],
      true,
      ROTULOS_IDENTIFICACAO[s.tipoIdentificacao],
      { grupo, socio: doSocio(s) },
    );
  const majoritario = socios.find((s) => s.majoritario);
  if (majoritario) {
    const daqui = { grupo: 'documentos_socio' as const, socio: doSocio(majoritario) };
    lista.push(
      documentoPessoal(majoritario, 'documentos_socio'),
      exigido('selfie', 1, true, undefined, daqui),
      exigido('comprovante_residencia', 1, true, undefined, daqui),
    );
  }
  const administradores = socios.filter((s) => s.administrador && !s.majoritario);
  for (const s of administradores) lista.push(documentoPessoal(s, 'documentos_socio'));
  for (const s of socios.filter((x) => x.entrouAposAdesao)) {
    lista.push(
      exigido('alteracao_contratual_socio', 1, true, undefined, {
        grupo: 'documentos_novo_socio',
        socio: doSocio(s),
      }),
    );
    if (!s.majoritario && !s.administrador) lista.push(documentoPessoal(s, 'documentos_novo_socio'));
  }
  return lista;
}

/** One section of a company's list: the company, the majority partner, the administrators, the new partners. */
export interface SecaoDocumentosEmpresa {
  id: 'empresa' | 'majoritario' | 'administradores' | 'novo-socio';
  titulo: string;
  /** Each partner's documents under their name (the company's: one block without a name). */
  blocos: { socio: SocioDoDocumento | null; documentos: DocumentoExigido[] }[];
}

const SECAO_DO_DOCUMENTO = (d: Pick<DocumentoExigido, 'grupo' | 'socio'>): SecaoDocumentosEmpresa['id'] =>
  d.grupo === 'documentos_socio'
    ? d.socio?.majoritario
      ? 'majoritario'
      : 'administradores'
    : d.grupo === 'documentos_novo_socio'
      ? 'novo-socio'
      : 'empresa';

/**
 * A company's documents in the screens' (and the analyst's) order — Empresa, Sócio majoritário, Sócios
 * administradores, Novo sócio — each partner's under their name; empty sections left out.
 */
export function secoesDaEmpresa<D extends Pick<DocumentoExigido, 'grupo' | 'socio'>>(
  lista: readonly D[],
): {
  id: SecaoDocumentosEmpresa['id'];
  titulo: string;
  blocos: { socio: SocioDoDocumento | null; documentos: D[] }[];
}[] {
  const ordem: SecaoDocumentosEmpresa['id'][] = ['empresa', 'majoritario', 'administradores', 'novo-socio'];
  return ordem.flatMap((id) => {
    const daSecao = lista.filter((d) => SECAO_DO_DOCUMENTO(d) === id);
    if (daSecao.length === 0) return [];
    const blocos: { socio: SocioDoDocumento | null; documentos: D[] }[] = [];
    for (const d of daSecao) {
      const bloco = blocos.find((b) => (b.socio?.cpf ?? null) === (d.socio?.cpf ?? null));
      if (bloco) bloco.documentos.push(d);
      else blocos.push({ socio: d.socio, documentos: [d] });
    }
    return [{ id, titulo: rotuloDaSecao(id, daSecao[0]!), blocos }];
  });
}

function rotuloDaSecao(id: SecaoDocumentosEmpresa['id'], d: Pick<DocumentoExigido, 'grupo' | 'socio'>) {
  return id === 'empresa' ? GRUPOS_DOCUMENTOS_EMPRESA.documentos_empresa : rotuloDoGrupo(d);
}
