/**
 * Demo data: two partners on two domains and customers covering every state the screens distinguish.
 * Documents are valid (generated check digits), names and companies fictitious.
 */
export const SENHA_DEMO = '123456';

export const parceirosDemo = [
  {
    nome: 'Consórcio Horizonte',
    dominios: ['localhost'],
    cores: ['#CE181E', '#BA2429'],
    logoUrl: '/parceiros/horizonte-logo.svg',
    iconUrl: '/parceiros/horizonte-icone.svg',
    businessUnitId: '1,2',
    companyId: '100',
    cnpj: '33455710000165',
    cobranca: {
      banco: '001',
      agencia: '1234-5',
      codigoBeneficiario: '123456-7',
      convenio: '1234567',
      carteira: '17',
      chavePix: 'financeiro@horizonte.example',
      nomeRecebedorPix: 'CONSORCIO HORIZONTE',
      cidadePix: 'SAO PAULO',
      convenioPagamento: '001234567',
    },
    features: ['lances', 'boletos', 'assembleias', 'biometria', 'ajuda'],
    featuresTransparente: ['boletos'],
    whatsappUrl: 'https://wa.me/5511999990000',
    linkAtendimentoWhatsapp: 'https://wa.me/5511999990000?text=Ol%C3%A1',
    prazoGeralFaturamentoBem: 30,
    whatsappFaturamento: '5511988880000',
    prazoGarantiaDiasUteis: 10,
    conteudo: {
      telefone: '0800 727 1000',
      email: 'atendimento@horizonte.example',
      sobre: 'Há 30 anos realizando sonhos pelo consórcio.',
    },
  },
  {
    nome: 'Vértice Consórcios',
    dominios: ['127.0.0.1'],
    cores: ['#0B57D0', '#0A3D91'],
    logoUrl: '/parceiros/vertice-logo.svg',
    iconUrl: '/parceiros/vertice-icone.svg',
    businessUnitId: '3',
    companyId: '200',
    cnpj: '10427364000106',
    cobranca: {
      banco: '001',
      agencia: '4321-0',
      codigoBeneficiario: '765432-1',
      convenio: '7654321',
      carteira: '17',
      chavePix: '10427364000106',
      nomeRecebedorPix: 'VERTICE CONSORCIOS',
      cidadePix: 'CURITIBA',
      convenioPagamento: '007654321',
    },
    features: ['lances', 'boletos', 'assembleias', 'ajuda'],
    featuresTransparente: [],
    whatsappUrl: null,
    linkAtendimentoWhatsapp: null,
    prazoGeralFaturamentoBem: 45,
    whatsappFaturamento: '5521977770000',
    prazoGarantiaDiasUteis: 5,
    conteudo: {
      telefone: '0800 727 2000',
      email: 'contato@vertice.example',
      sobre: 'Consórcio digital, do seu jeito.',
    },
  },
] as const;

type Categoria = 'veiculos' | 'equipamentos' | 'imoveis' | 'servicos' | 'pesados';

export interface GrupoDemo {
  codigo: number;
  categoria: Categoria;
  descricaoBem: string;
  idUnidadeNegocio: string;
  prazoMeses: number;
  totalAssembleias: number;
  assembleiaAtual: number;
  percentualTaxaAdministracao: number;
  percentualFundoReserva: number;
  /** Regulation model of the contract; absent: no contract copy for the group (spec §8 message). */
  modeloContrato?: string;
  /** Quotas the group was formed with (the Loteria number maps onto 1..quantidadeCotas). */
  quantidadeCotas: number;
  /** The next assembly is today (its bids closed yesterday): shows the deadline refusal. */
  assembleiaHoje?: boolean;
}

export const gruposDemo: GrupoDemo[] = [
  {
    codigo: 1010,
    quantidadeCotas: 400,
    modeloContrato: 'REG-VEIC-2019',
    categoria: 'veiculos',
    descricaoBem: 'Automóvel até R$ 90 mil',
    idUnidadeNegocio: '1',
    prazoMeses: 80,
    totalAssembleias: 80,
    assembleiaAtual: 31,
    percentualTaxaAdministracao: 16,
    percentualFundoReserva: 2,
  },
  {
    codigo: 2020,
    quantidadeCotas: 500,
    modeloContrato: 'REG-IMOV-2018',
    categoria: 'imoveis',
    descricaoBem: 'Imóvel residencial até R$ 400 mil',
    idUnidadeNegocio: '2',
    prazoMeses: 200,
    totalAssembleias: 200,
    assembleiaAtual: 64,
    percentualTaxaAdministracao: 21.5,
    percentualFundoReserva: 1.5,
  },
  {
    codigo: 3030,
    quantidadeCotas: 200,
    modeloContrato: 'REG-SERV-2020',
    categoria: 'servicos',
    descricaoBem: 'Serviços: reforma e estudos',
    idUnidadeNegocio: '1',
    prazoMeses: 40,
    totalAssembleias: 40,
    assembleiaAtual: 22,
    percentualTaxaAdministracao: 18,
    percentualFundoReserva: 2.5,
  },
  {
    codigo: 4040,
    quantidadeCotas: 400,
    modeloContrato: 'REG-EQUIP-2017',
    categoria: 'equipamentos',
    descricaoBem: 'Máquinas e equipamentos agrícolas',
    idUnidadeNegocio: '1',
    prazoMeses: 100,
    totalAssembleias: 100,
    assembleiaAtual: 70,
    percentualTaxaAdministracao: 14,
    percentualFundoReserva: 2,
  },
  {
    codigo: 5050,
    quantidadeCotas: 300,
    categoria: 'pesados',
    descricaoBem: 'Caminhões e ônibus',
    idUnidadeNegocio: '1',
    prazoMeses: 120,
    totalAssembleias: 120,
    assembleiaAtual: 118,
    percentualTaxaAdministracao: 13.25,
    percentualFundoReserva: 1.75,
  },
  {
    // Heavy vehicles of the contemplation journey (issue 18): its own group, so adding it changes no other
    // group's seeded draws or average credit.
    codigo: 9090,
    quantidadeCotas: 200,
    modeloContrato: 'REG-PES-2021',
    categoria: 'pesados',
    descricaoBem: 'Caminhões, ônibus e implementos rodoviários',
    idUnidadeNegocio: '1',
    prazoMeses: 100,
    totalAssembleias: 100,
    assembleiaAtual: 48,
    percentualTaxaAdministracao: 12.5,
    percentualFundoReserva: 2,
  },
  {
    codigo: 6060,
    quantidadeCotas: 300,
    modeloContrato: 'REG-VEIC-2023',
    categoria: 'veiculos',
    descricaoBem: 'Automóvel até R$ 120 mil',
    idUnidadeNegocio: '3',
    prazoMeses: 72,
    totalAssembleias: 72,
    assembleiaAtual: 12,
    percentualTaxaAdministracao: 15.5,
    percentualFundoReserva: 2,
  },
  {
    codigo: 7070,
    quantidadeCotas: 150,
    assembleiaHoje: true,
    modeloContrato: 'REG-SERV-2024',
    categoria: 'servicos',
    descricaoBem: 'Serviços: viagens e eventos',
    idUnidadeNegocio: '3',
    prazoMeses: 36,
    totalAssembleias: 36,
    assembleiaAtual: 9,
    percentualTaxaAdministracao: 19,
    percentualFundoReserva: 3,
  },
  {
    codigo: 8080,
    quantidadeCotas: 500,
    modeloContrato: 'REG-IMOV-2022',
    categoria: 'imoveis',
    descricaoBem: 'Imóvel até R$ 600 mil',
    idUnidadeNegocio: '3',
    prazoMeses: 180,
    totalAssembleias: 180,
    assembleiaAtual: 40,
    percentualTaxaAdministracao: 20,
    percentualFundoReserva: 1,
  },
  {
    // Insurance offer and anticipation (issue 22, ADR 0055): Clara's own group, so adding it changes no other
    // group's seeded draws or average credit.
    codigo: 4545,
    quantidadeCotas: 300,
    modeloContrato: 'REG-VEIC-2024',
    categoria: 'veiculos',
    descricaoBem: 'Automóveis e utilitários até R$ 90 mil',
    idUnidadeNegocio: '2',
    prazoMeses: 60,
    totalAssembleias: 60,
    assembleiaAtual: 16,
    percentualTaxaAdministracao: 16,
    percentualFundoReserva: 2,
  },
];

/** A CRM case on a demo quota (type and phase by their domain codes). */
interface CasoDemo {
  tipo:
    | 'posVenda'
    | 'avisoContemplacao'
    | 'consultoriaAnalise'
    | 'atualizacaoCadastral'
    | 'faturamentoEspecie'
    | 'avisoCanceladaContemplada'
    | 'reativacao'
    | 'devolucao';
  status: 'NOVO' | 'EM_ANDAMENTO' | 'ESCALADO' | 'FECHADO';
  fase: string;
  diasAtras: number;
  descricao?: string;
  respostaAnalista?: string;
  documentosIlegiveis?: string;
  expliqueMotivo?: string;
  /** DadosApp__c (e.g. the asset chosen after an approved analysis, 02 §2.7). */
  dadosApp?: Record<string, unknown>;
}

export interface CotaDemo {
  grupo: number;
  numero: number;
  versao?: number;
  valorBemCentavos: number;
  situacao: string;
  /** Months since joining; instalments are monthly from then. */
  mesesDesdeAdesao: number;
  /** How many of the due instalments are unpaid (overdue). */
  emAtraso?: number;
  /** Days before today the quota was contemplated, or the 1900 placeholder. */
  contempladaHaDias?: number | 'placeholder';
  modalidadeContemplacao?: string;
  /**
   * The bid that won the contemplation (a `lances` row 'contemplado' on the group's last assembly): its FGTS
   * part, key exchange or neither (the bid's boleto) is the quota's guarantee item (ADR 0028).
   */
  lanceContemplado?: {
    percentual: number;
    valorEmbutidoCentavos: number;
    valorFgtsCentavos?: number;
    trocaChaves?: boolean;
  };
  apelido?: string;
  noAssembleia?: boolean;
  quitada?: boolean;
  /** Optional life insurance, monthly % over the saldo devedor. */
  seguroVida?: number;
  /** Holds the unemployment insurance of the offer (03 §2 /ofertaseguro: possui_seguro 'S'). */
  seguroDesemprego?: boolean;
  casos?: CasoDemo[];
}

export interface ClienteDemo {
  inscricaoNacional: string;
  nome: string;
  dataNascimentoFundacao: string;
  email: string;
  telefoneCelular: string;
  telefoneFixo?: string;
  senhaExpirada?: boolean;
  cotas: CotaDemo[];
}

export const clientesDemo: ClienteDemo[] = [
  {
    inscricaoNacional: '52998224725',
    nome: 'Maria Oliveira Santos',
    dataNascimentoFundacao: '1986-04-12',
    email: 'maria.santos@example.com',
    telefoneCelular: '11987654321',
    telefoneFixo: '1133334444',
    cotas: [
      {
        grupo: 1010,
        numero: 23,
        valorBemCentavos: 8_500_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 30,
        apelido: 'Carro da família',
        seguroVida: 0.035,
        casos: [
          {
            tipo: 'posVenda',
            status: 'EM_ANDAMENTO',
            fase: 'E_MAIL_ENVIADO',
            diasAtras: 2,
            descricao: 'Boas-vindas e confirmação do plano',
          },
        ],
      },
      {
        grupo: 1010,
        numero: 57,
        valorBemCentavos: 7_800_000,
        situacao: 'ATIVO - EM ATRASO',
        mesesDesdeAdesao: 29,
        emAtraso: 2,
      },
      {
        grupo: 1010,
        numero: 88,
        valorBemCentavos: 9_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 12,
        contempladaHaDias: 'placeholder',
      },
      {
        grupo: 2020,
        numero: 112,
        valorBemCentavos: 38_000_000,
        situacao: 'ATIVO - CONTEMPLADO',
        mesesDesdeAdesao: 60,
        contempladaHaDias: 45,
        modalidadeContemplacao: 'SORTEIO',
        apelido: 'Apartamento',
        casos: [
          { tipo: 'avisoContemplacao', status: 'FECHADO', fase: 'CIENTE_VIA_APP', diasAtras: 44 },
          {
            tipo: 'faturamentoEspecie',
            status: 'EM_ANDAMENTO',
            fase: 'PENDENCIA_CLIENTE',
            diasAtras: 30,
            descricao: 'Pagamento do crédito em espécie',
            documentosIlegiveis: 'Comprovante de residência',
            expliqueMotivo: 'A foto do comprovante ficou desfocada. Envie uma nova, com boa luz.',
          },
        ],
      },
      {
        grupo: 3030,
        numero: 9,
        valorBemCentavos: 2_500_000,
        situacao: 'ATIVO - CONTEMPLADO',
        mesesDesdeAdesao: 20,
        contempladaHaDias: 3,
        modalidadeContemplacao: 'LANCE LIVRE',
        // A free bid of 30% with 10% embedded and no FGTS or keys: its guarantee item is the bid's boleto.
        lanceContemplado: { percentual: 30, valorEmbutidoCentavos: 250_000 },
        casos: [
          {
            tipo: 'consultoriaAnalise',
            status: 'EM_ANDAMENTO',
            fase: 'TRIAGEM_EM_ANDAMENTO',
            diasAtras: 2,
            descricao: 'Análise de crédito da contemplação',
          },
        ],
      },
      {
        grupo: 4040,
        numero: 301,
        valorBemCentavos: 32_000_000,
        situacao: 'CANCELADO - DESISTENTE',
        mesesDesdeAdesao: 70,
      },
      {
        grupo: 5050,
        numero: 14,
        valorBemCentavos: 45_000_000,
        situacao: 'QUITADO',
        mesesDesdeAdesao: 118,
        contempladaHaDias: 900,
        modalidadeContemplacao: 'LANCE FIXO',
        quitada: true,
      },
    ],
  },
  {
    inscricaoNacional: '11222333000181',
    nome: 'Transportadora Rota Sul Ltda',
    dataNascimentoFundacao: '2009-09-01',
    email: 'financeiro@rotasul.example',
    telefoneCelular: '51991234567',
    cotas: [
      {
        grupo: 5050,
        numero: 42,
        valorBemCentavos: 52_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 100,
        noAssembleia: true,
      },
      {
        grupo: 5050,
        numero: 43,
        valorBemCentavos: 52_000_000,
        situacao: 'ATIVO - EM ATRASO',
        mesesDesdeAdesao: 100,
        emAtraso: 1,
      },
      {
        // A heavy vehicle contemplated by draw two days ago: the contemplation flow with HeavyType.
        grupo: 9090,
        numero: 18,
        valorBemCentavos: 68_000_000,
        situacao: 'ATIVO - CONTEMPLADO',
        mesesDesdeAdesao: 47,
        contempladaHaDias: 2,
        modalidadeContemplacao: 'SORTEIO',
        apelido: 'Cavalo mecânico',
      },
      {
        grupo: 1010,
        numero: 140,
        valorBemCentavos: 8_000_000,
        situacao: 'ATIVO - CONTEMPLADO',
        mesesDesdeAdesao: 28,
        contempladaHaDias: 120,
        modalidadeContemplacao: 'LANCE FIXO',
      },
      {
        grupo: 1010,
        numero: 141,
        valorBemCentavos: 8_000_000,
        situacao: 'CANCELADO - INADIMPLENTE',
        mesesDesdeAdesao: 26,
        contempladaHaDias: 200,
        modalidadeContemplacao: 'SORTEIO',
        casos: [
          {
            tipo: 'avisoCanceladaContemplada',
            status: 'EM_ANDAMENTO',
            fase: 'TRATATIVA_NAO_INICIADA',
            diasAtras: 10,
          },
        ],
      },
    ],
  },
  {
    inscricaoNacional: '12ABC34501DE35',
    nome: 'Tech Alfa Soluções Ltda',
    dataNascimentoFundacao: '2026-07-15',
    email: 'contato@techalfa.example',
    telefoneCelular: '21998887777',
    cotas: [
      {
        grupo: 7070,
        numero: 5,
        valorBemCentavos: 3_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 4,
      },
      {
        grupo: 6060,
        numero: 77,
        valorBemCentavos: 11_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 4,
        casos: [
          {
            tipo: 'atualizacaoCadastral',
            status: 'NOVO',
            fase: 'TRATATIVA_NAO_INICIADA',
            diasAtras: 1,
            descricao: 'Revisão cadastral periódica',
          },
        ],
      },
    ],
  },
  {
    inscricaoNacional: '98765432100',
    nome: 'Ana Costa Ribeiro',
    dataNascimentoFundacao: '1992-11-30',
    email: 'ana.ribeiro@example.com',
    telefoneCelular: '31988776655',
    cotas: [
      {
        grupo: 6060,
        numero: 12,
        valorBemCentavos: 11_500_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 11,
        apelido: 'SUV nova',
      },
      {
        grupo: 8080,
        numero: 230,
        valorBemCentavos: 55_000_000,
        situacao: 'ATIVO - CONTEMPLADO',
        mesesDesdeAdesao: 38,
        contempladaHaDias: 20,
        modalidadeContemplacao: 'SORTEIO',
      },
      {
        // Issue 19: a contemplated car quota whose credit analysis approved and which chose a new car: the
        // home's "Iniciar faturamento" starts the goods billing from here.
        grupo: 6060,
        numero: 48,
        valorBemCentavos: 9_800_000,
        situacao: 'ATIVO - CONTEMPLADO',
        mesesDesdeAdesao: 20,
        contempladaHaDias: 12,
        modalidadeContemplacao: 'SORTEIO',
        apelido: 'Carro novo',
        casos: [
          {
            tipo: 'consultoriaAnalise',
            status: 'EM_ANDAMENTO',
            fase: 'CADASTRO_APROVADO',
            diasAtras: 6,
            descricao: 'Análise de crédito da contemplação',
            dadosApp: { faturamento: { bem: 'automovel', tipo: 'novo' } },
          },
        ],
      },
      {
        // Issue 22: six instalments paid and two overdue, so Ana may renegotiate both (ADR 0052).
        grupo: 7070,
        numero: 31,
        valorBemCentavos: 2_800_000,
        situacao: 'ATIVO - EM ATRASO',
        mesesDesdeAdesao: 8,
        emAtraso: 2,
      },
    ],
  },
  {
    inscricaoNacional: '71460238001',
    nome: 'João Pereira Lima',
    dataNascimentoFundacao: '1975-02-03',
    email: 'joao.lima@example.com',
    telefoneCelular: '11977776666',
    senhaExpirada: true,
    cotas: [
      {
        grupo: 1010,
        numero: 201,
        valorBemCentavos: 7_500_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 15,
      },
    ],
  },
  {
    // Bids and assemblies: in the e2e journey his bid on 006060/0150 wins the group's next assembly, whose
    // draw (the Loteria number picks the nearest eligible quota) lands on his 006060/0160. His 008080/0275
    // is a property quota whose bids are open, so the wizard reaches its FGTS step.
    inscricaoNacional: '22949521541',
    nome: 'Bruno Carvalho Nunes',
    dataNascimentoFundacao: '1989-06-21',
    email: 'bruno.nunes@example.com',
    telefoneCelular: '41996665544',
    cotas: [
      {
        grupo: 6060,
        numero: 150,
        valorBemCentavos: 11_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 9,
      },
      {
        grupo: 6060,
        numero: 160,
        valorBemCentavos: 11_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 9,
      },
      {
        // The demo's property quota that may still bid (issue 15): the bid wizard's FGTS step needs one.
        grupo: 8080,
        numero: 275,
        valorBemCentavos: 48_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 14,
        apelido: 'Casa própria',
      },
    ],
  },
  {
    // Insurance offer and anticipation (issue 22, ADR 0055), Horizonte: e2e/antecipacao.spec.ts anticipates on
    // 004545/0012, e2e/seguro.spec.ts requests the insurance on 004545/0013; 0014 holds the insurance, 0015 is
    // cancelled. No other spec writes to her quotas.
    inscricaoNacional: '38461527224',
    nome: 'Clara Menezes Duarte',
    dataNascimentoFundacao: '1991-09-14',
    email: 'clara.duarte@example.com',
    telefoneCelular: '31988887777',
    cotas: [
      {
        grupo: 4545,
        numero: 12,
        valorBemCentavos: 7_200_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 14,
        apelido: 'Carro novo',
      },
      {
        grupo: 4545,
        numero: 13,
        valorBemCentavos: 6_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 12,
      },
      {
        grupo: 4545,
        numero: 14,
        valorBemCentavos: 6_000_000,
        situacao: 'ATIVO - NORMAL',
        mesesDesdeAdesao: 12,
        seguroDesemprego: true,
      },
      {
        grupo: 4545,
        numero: 15,
        valorBemCentavos: 6_000_000,
        situacao: 'CANCELADA',
        mesesDesdeAdesao: 6,
      },
    ],
  },
];

/** Back-office analysts (password in README). */
export const SENHA_OPERADOR_DEMO = 'Operador#2026';
export const operadoresDemo = [
  { email: 'analista@portal.example', nome: 'Carla Mendes', papel: 'analista' as const },
  { email: 'supervisor@portal.example', nome: 'Rafael Souza', papel: 'supervisor' as const },
  // Partner analysts (ADR 0031): each sees only its partner's contemplation analyses (index in parceirosDemo).
  {
    email: 'analista.horizonte@portal.example',
    nome: 'Beatriz Lima',
    papel: 'analista' as const,
    parceiro: 0,
  },
  { email: 'analista.vertice@portal.example', nome: 'Otávio Reis', papel: 'analista' as const, parceiro: 1 },
];
