import { eq } from 'drizzle-orm';
import type { Db } from '../src/client.ts';
import {
  clientes,
  emails,
  enderecos,
  pessoasFisicas,
  pessoasJuridicas,
  rendaPatrimonio,
  telefones,
} from '../src/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Endereco = Omit<typeof enderecos.$inferInsert, 'clienteId'>;
type Telefone = Omit<typeof telefones.$inferInsert, 'clienteId'>;
type Fisica = Omit<typeof pessoasFisicas.$inferInsert, 'clienteId'>;
type Juridica = Omit<typeof pessoasJuridicas.$inferInsert, 'clienteId'>;

interface CadastroDemo {
  inscricaoNacional: string;
  /** The first of each list is the principal one. */
  enderecos: Endereco[];
  emails: string[];
  telefones: Telefone[];
  fisica?: Fisica;
  juridica?: Juridica;
  valorRendaCentavos: number | null;
  valorPatrimonioTotalCentavos: number | null;
}

// IBGE municipality codes.
const SAO_PAULO = 3550308;
const GUARULHOS = 3518800;
const PORTO_ALEGRE = 4314902;
const RIO_DE_JANEIRO = 3304557;
const BELO_HORIZONTE = 3106200;
const CURITIBA = 4106902;
// Address types (the `tipos-endereco` list) and phone types (03 §5).
const RESIDENCIAL = 1;
const COMERCIAL = 2;
const TEL_RESIDENCIAL = 1;
const TEL_COMERCIAL = 2;
const CELULAR = 3;

/**
 * Registration data of every demo customer (03 §3), consistent with their login record (e-mail, mobile):
 * real streets and CEPs of their cities, fictitious people. The principal e-mail and mobile are the ones the
 * customer record holds (the portal keeps them in step).
 */
const CADASTROS: CadastroDemo[] = [
  {
    inscricaoNacional: '52998224725',
    enderecos: [
      {
        idTipoEndereco: RESIDENCIAL,
        cep: '01414001',
        endereco: 'Rua Haddock Lobo',
        numeroEndereco: '595',
        complemento: 'Apto 82',
        bairro: 'Cerqueira César',
        idCidade: SAO_PAULO,
        referencia: 'Próximo à Rua Oscar Freire',
      },
      {
        idTipoEndereco: COMERCIAL,
        cep: '01310200',
        endereco: 'Avenida Paulista',
        numeroEndereco: '1578',
        complemento: '12º andar',
        bairro: 'Bela Vista',
        idCidade: SAO_PAULO,
      },
    ],
    emails: ['maria.santos@example.com', 'maria.oliveira.trabalho@example.com'],
    telefones: [
      { telefone: '11987654321', idTipoTelefone: CELULAR, idCidade: SAO_PAULO },
      { telefone: '1133334444', idTipoTelefone: TEL_RESIDENCIAL, idCidade: SAO_PAULO },
    ],
    fisica: {
      nomeCompleto: 'Maria Oliveira Santos',
      dataNascimento: '1986-04-12',
      nacionalidade: 'Brasileira',
      genero: 'FEMININO',
      idTipoDocumento: 1,
      numeroDocumento: '32.451.876-9',
      nomeMae: 'Helena Oliveira Santos',
      nomePai: 'Antônio Carlos Santos',
      idEstadoCivil: 2,
      nomeConjuge: 'Ricardo Almeida Santos',
      idRegimeCasamento: 2,
      idProfissao: 7,
      nomeEmpresa: 'Clínica Bem Viver Ltda',
      dataAdmissao: '2014-03-10',
    },
    valorRendaCentavos: 850_000,
    valorPatrimonioTotalCentavos: 42_000_000,
  },
  {
    inscricaoNacional: '11222333000181',
    enderecos: [
      {
        idTipoEndereco: COMERCIAL,
        cep: '91010004',
        endereco: 'Avenida Assis Brasil',
        numeroEndereco: '3940',
        complemento: 'Pavilhão 2',
        bairro: 'Jardim São Pedro',
        idCidade: PORTO_ALEGRE,
      },
    ],
    emails: ['financeiro@rotasul.example', 'diretoria@rotasul.example'],
    telefones: [
      { telefone: '51991234567', idTipoTelefone: CELULAR, idCidade: PORTO_ALEGRE },
      { telefone: '5133450000', idTipoTelefone: TEL_COMERCIAL, idCidade: PORTO_ALEGRE },
    ],
    juridica: {
      razaoSocial: 'Transportadora Rota Sul Ltda',
      nomeFantasia: 'Rota Sul Transportes',
      dataFundacao: '2009-09-01',
      inscricaoEstadual: '0963047851',
      inscricaoMunicipal: '1234567',
      atividadePrincipal: 'Transporte rodoviário de carga (CNAE 4930-2/02)',
      nomeRepresentante: 'Paulo Henrique Rocha',
      cpfRepresentante: '31876542071',
    },
    valorRendaCentavos: 38_000_000,
    valorPatrimonioTotalCentavos: 520_000_000,
  },
  {
    inscricaoNacional: '12ABC34501DE35',
    enderecos: [
      {
        idTipoEndereco: COMERCIAL,
        cep: '22250040',
        endereco: 'Praia de Botafogo',
        numeroEndereco: '300',
        complemento: 'Sala 501',
        bairro: 'Botafogo',
        idCidade: RIO_DE_JANEIRO,
      },
    ],
    emails: ['contato@techalfa.example'],
    telefones: [{ telefone: '21998887777', idTipoTelefone: CELULAR, idCidade: RIO_DE_JANEIRO }],
    juridica: {
      razaoSocial: 'Tech Alfa Soluções Ltda',
      nomeFantasia: 'Tech Alfa',
      dataFundacao: '2026-07-15',
      inscricaoEstadual: null,
      inscricaoMunicipal: '04567891',
      atividadePrincipal: 'Desenvolvimento de programas de computador sob encomenda (CNAE 6201-5/01)',
      nomeRepresentante: 'Fernanda Lima Duarte',
      cpfRepresentante: '40721598323',
    },
    valorRendaCentavos: 12_000_000,
    valorPatrimonioTotalCentavos: null,
  },
  {
    inscricaoNacional: '98765432100',
    enderecos: [
      {
        idTipoEndereco: RESIDENCIAL,
        cep: '30160011',
        endereco: 'Rua da Bahia',
        numeroEndereco: '1148',
        complemento: 'Apto 1203',
        bairro: 'Centro',
        idCidade: BELO_HORIZONTE,
      },
    ],
    emails: ['ana.ribeiro@example.com'],
    telefones: [{ telefone: '31988776655', idTipoTelefone: CELULAR, idCidade: BELO_HORIZONTE }],
    fisica: {
      nomeCompleto: 'Ana Costa Ribeiro',
      dataNascimento: '1992-11-30',
      nacionalidade: 'Brasileira',
      genero: 'FEMININO',
      idTipoDocumento: 1,
      numeroDocumento: 'MG-15.482.337',
      nomeMae: 'Lúcia Costa Ribeiro',
      nomePai: null,
      idEstadoCivil: 1,
      pessoaComDeficiencia: true,
      idTipoAcessibilidade: 2,
      idProfissao: 3,
      nomeEmpresa: 'Escola Municipal Padre Eustáquio',
      dataAdmissao: '2019-02-04',
    },
    valorRendaCentavos: 520_000,
    valorPatrimonioTotalCentavos: null,
  },
  {
    inscricaoNacional: '71460238001',
    enderecos: [
      {
        idTipoEndereco: RESIDENCIAL,
        cep: '07115000',
        endereco: 'Avenida Salgado Filho',
        numeroEndereco: '1340',
        complemento: null,
        bairro: 'Centro',
        idCidade: GUARULHOS,
      },
    ],
    emails: ['joao.lima@example.com'],
    telefones: [{ telefone: '11977776666', idTipoTelefone: CELULAR, idCidade: GUARULHOS }],
    fisica: {
      nomeCompleto: 'João Pereira Lima',
      dataNascimento: '1975-02-03',
      nacionalidade: 'Brasileira',
      genero: 'MASCULINO',
      idTipoDocumento: 2,
      numeroDocumento: '04512893310',
      nomeMae: 'Maria das Graças Pereira',
      nomePai: 'José Lima Filho',
      idEstadoCivil: 3,
      idProfissao: 12,
      nomeEmpresa: null,
      dataAdmissao: null,
    },
    valorRendaCentavos: 640_000,
    valorPatrimonioTotalCentavos: 31_500_000,
  },
  {
    inscricaoNacional: '22949521541',
    enderecos: [
      {
        idTipoEndereco: RESIDENCIAL,
        cep: '80020310',
        endereco: 'Rua XV de Novembro',
        numeroEndereco: '621',
        complemento: 'Apto 54',
        bairro: 'Centro',
        idCidade: CURITIBA,
      },
      {
        idTipoEndereco: COMERCIAL,
        cep: '80230010',
        endereco: 'Avenida Sete de Setembro',
        numeroEndereco: '3165',
        complemento: null,
        bairro: 'Rebouças',
        idCidade: CURITIBA,
      },
    ],
    emails: ['bruno.nunes@example.com'],
    telefones: [{ telefone: '41996665544', idTipoTelefone: CELULAR, idCidade: CURITIBA }],
    fisica: {
      nomeCompleto: 'Bruno Carvalho Nunes',
      dataNascimento: '1989-06-21',
      nacionalidade: 'Brasileira',
      genero: 'MASCULINO',
      idTipoDocumento: 1,
      numeroDocumento: '9.876.543-2',
      nomeMae: 'Sandra Carvalho Nunes',
      nomePai: 'Marcos Nunes',
      idEstadoCivil: 6,
      idProfissao: 5,
      nomeEmpresa: 'Nunes Engenharia Ltda',
      dataAdmissao: '2016-08-01',
    },
    valorRendaCentavos: 1_250_000,
    valorPatrimonioTotalCentavos: 98_000_000,
  },
];

export async function seedDadosCadastrais(tx: Tx): Promise<void> {
  for (const c of CADASTROS) {
    const [cliente] = await tx
      .select({ id: clientes.id })
      .from(clientes)
      .where(eq(clientes.inscricaoNacional, c.inscricaoNacional));
    if (!cliente) continue;
    const clienteId = cliente.id;
    await tx.insert(enderecos).values(c.enderecos.map((e, i) => ({ ...e, clienteId, principal: i === 0 })));
    await tx.insert(emails).values(c.emails.map((email, i) => ({ email, clienteId, principal: i === 0 })));
    await tx.insert(telefones).values(c.telefones.map((t, i) => ({ ...t, clienteId, principal: i === 0 })));
    if (c.fisica) await tx.insert(pessoasFisicas).values({ ...c.fisica, clienteId });
    if (c.juridica) await tx.insert(pessoasJuridicas).values({ ...c.juridica, clienteId });
    await tx.insert(rendaPatrimonio).values({
      clienteId,
      valorRendaCentavos: c.valorRendaCentavos,
      valorPatrimonioTotalCentavos: c.valorPatrimonioTotalCentavos,
    });
  }
}
