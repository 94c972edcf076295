import { sql } from 'drizzle-orm';
import type { Db } from '../src/client.ts';
import {
  DATA_NAO_CONTEMPLADA,
  FASES,
  STATUS_CASO,
  TIPOS_CASO,
  comporParcela,
  formatarNumeroCaso,
} from '@portal/domain';
import {
  avisosManutencao,
  casos,
  casosHistorico,
  clientes,
  cobrancaParceiro,
  cotas,
  grupos,
  operadores,
  parceiroDominios,
  parceiros,
  parcelas,
  segurosCota,
} from '../src/schema/index.ts';
import { hashSenha } from '../src/senha.ts';
import { proximaAssembleiaDemo, seedAssembleias } from './assembleias.ts';
import { seedAjuda } from './ajuda.ts';
import { seedFiliais } from './filiais.ts';
import { seedVeiculos } from './veiculos.ts';
import { seedLancesContemplados } from './lances-contemplados.ts';
import { seedPerfil } from './perfil.ts';
import { seedDadosCadastrais } from './dados-cadastrais.ts';
import { seedNotificacoes } from './notificacoes.ts';
import {
  clientesDemo,
  gruposDemo,
  operadoresDemo,
  parceirosDemo,
  SENHA_DEMO,
  SENHA_OPERADOR_DEMO,
  type CotaDemo,
  type GrupoDemo,
} from './demo-data.ts';

export { SENHA_DEMO, SENHA_OPERADOR_DEMO, clientesDemo, operadoresDemo, parceirosDemo } from './demo-data.ts';

const DIA_VENCIMENTO = 10;

/** 'YYYY-MM-DD' plus whole months, on the instalment due day. */
function mesDeVencimento(hoje: string, deslocamentoMeses: number): string {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const data = new Date(Date.UTC(ano, mes - 1 + deslocamentoMeses, DIA_VENCIMENTO));
  return data.toISOString().slice(0, 10);
}

function diasAntes(hoje: string, dias: number): string {
  const data = new Date(`${hoje}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() - dias);
  return data.toISOString().slice(0, 10);
}

/**
 * The instalment's shares, by the same rule the composition screen explains (insurance over `saldo`), on the
 * credit in force when it fell due (today's, unless given).
 */
function composicao(cota: CotaDemo, grupo: GrupoDemo, saldo: number, credito = cota.valorBemCentavos) {
  const c = comporParcela({
    dataEmissao: '2000-01-01',
    dataProximaAssembleia: null,
    dataProximoReajuste: null,
    numeroParcela: 1,
    parcelasPagas: 0,
    parcelasEmAtraso: 0,
    prazoGrupoMeses: grupo.prazoMeses,
    valorCreditoOriginal: credito,
    valorCreditoAtual: credito,
    percentualTaxaAdministracao: grupo.percentualTaxaAdministracao,
    percentualFundoReserva: grupo.percentualFundoReserva,
    percentualSeguroVida: cota.seguroVida ?? 0,
    valorSaldoDevedor: saldo,
    valorDiferencaParcela: 0,
  });
  return {
    partes: {
      valorCentavos: c.valor,
      valorFundoComumCentavos: c.valorFundoComum,
      valorTaxaAdministracaoCentavos: c.valorTaxaAdministracao,
      valorFundoReservaCentavos: c.valorFundoReserva,
      valorSeguroCentavos: c.valorSeguroVida,
      valorDiferencaCentavos: 0,
    },
    /** Without insurance: the quota's instalment value. */
    valorParcela: c.valorParcela,
  };
}

/** Yearly readjustment of the credit on each adhesion anniversary (whole reais). */
const REAJUSTE_ANUAL = 0.045;

/** Credit at adhesion: the current one less the yearly readjustments. */
function creditoAdesao(cota: CotaDemo): number {
  const anos = Math.floor(cota.mesesDesdeAdesao / 12);
  return Math.round(cota.valorBemCentavos / (1 + REAJUSTE_ANUAL * anos) / 100) * 100;
}

/**
 * The credit in force for the instalment `i` months after adhesion: the adhesion credit readjusted on each
 * anniversary before it, up to today's (later instalments are billed on today's credit until the next one).
 * Old instalments, the proposal's first one and the statement's old lines thus show the credit of their time.
 */
function creditoDaParcela(cota: CotaDemo, i: number): number {
  const anosAteHoje = Math.floor(cota.mesesDesdeAdesao / 12);
  const anos = Math.floor(i / 12);
  if (anos >= anosAteHoje) return cota.valorBemCentavos;
  return Math.round((creditoAdesao(cota) * (1 + REAJUSTE_ANUAL * anos)) / 100) * 100;
}

/** Instalments so far: the due ones (paid but the last `emAtraso`), and the next three still open. */
function parcelasDaCota(cota: CotaDemo, grupo: GrupoDemo, hoje: string, valor: number) {
  const vencidoHoje = Number(hoje.slice(8, 10)) >= DIA_VENCIMENTO;
  const primeiroDeslocamento = -cota.mesesDesdeAdesao + (vencidoHoje ? 1 : 0);
  const cancelada = cota.situacao.toLowerCase().includes('cancelad');
  const total = cota.quitada
    ? grupo.prazoMeses
    : Math.min(grupo.prazoMeses, cota.mesesDesdeAdesao + (cancelada ? 0 : 3));
  const linhas = [];
  for (let i = 0; i < total; i++) {
    const dataVencimento = mesDeVencimento(hoje, primeiroDeslocamento + i);
    const vencida = dataVencimento < hoje;
    const emAtraso = vencida && i >= cota.mesesDesdeAdesao - (cota.emAtraso ?? 0);
    const paga = cota.quitada || (vencida && !emAtraso);
    const { partes } = composicao(cota, grupo, valor * (grupo.prazoMeses - i), creditoDaParcela(cota, i));
    const dataPagamento = paga
      ? dataVencimento < hoje
        ? diasAntes(dataVencimento, i % 3)
        : diasAntes(hoje, 30)
      : null;
    linhas.push({
      numero: i + 1,
      dataVencimento,
      ...partes,
      dataPagamento,
      valorPagoCentavos: paga ? partes.valorCentavos : null,
    });
  }
  return linhas;
}

/** Seeds the demo data; `hoje` (YYYY-MM-DD, São Paulo) anchors every date so instalments stay current. */
export async function seed(db: Db, hoje: string): Promise<void> {
  await db.transaction(async (tx) => {
    const idsParceiro: number[] = [];
    for (const p of parceirosDemo) {
      const [row] = await tx
        .insert(parceiros)
        .values({
          nome: p.nome,
          iconUrl: p.iconUrl,
          logoUrl: p.logoUrl,
          cores: [...p.cores],
          features: [...p.features],
          featuresTransparente: [...p.featuresTransparente],
          whatsappUrl: p.whatsappUrl,
          linkAtendimentoWhatsapp: p.linkAtendimentoWhatsapp,
          prazoGeralFaturamentoBem: p.prazoGeralFaturamentoBem,
          whatsappFaturamento: p.whatsappFaturamento,
          prazoGarantiaDiasUteis: p.prazoGarantiaDiasUteis,
          businessUnitId: p.businessUnitId,
          companyId: p.companyId,
          cnpj: p.cnpj,
          dominioPrincipal: p.dominios[0],
          conteudo: p.conteudo,
        })
        .returning({ id: parceiros.id });
      idsParceiro.push(row!.id);
      await tx.insert(cobrancaParceiro).values({ parceiroId: row!.id, ...p.cobranca });
      await tx
        .insert(parceiroDominios)
        .values(p.dominios.map((dominio) => ({ dominio, parceiroId: row!.id })));
    }
    await tx.insert(avisosManutencao).values({
      parceiroId: idsParceiro[0]!,
      dataInicio: '2020-01-01',
      horaInicio: '00:00',
      dataFim: '2020-01-02',
      horaFim: '06:00',
      ativo: true,
      texto: 'Manutenção programada concluída.',
    });

    const cotasInseridas: { id: number; grupoId: number; cota: CotaDemo }[] = [];
    const idsGrupo = new Map<number, { id: number; grupo: GrupoDemo }>();
    for (const { assembleiaHoje, ...g } of gruposDemo) {
      const [row] = await tx
        .insert(grupos)
        .values({
          ...g,
          dataProximaAssembleia: proximaAssembleiaDemo(hoje, assembleiaHoje),
        })
        .returning({ id: grupos.id });
      idsGrupo.set(g.codigo, { id: row!.id, grupo: { ...g, assembleiaHoje } });
    }

    for (const c of clientesDemo) {
      const [cliente] = await tx
        .insert(clientes)
        .values({
          inscricaoNacional: c.inscricaoNacional,
          tipoPessoa: c.inscricaoNacional.length > 11 ? 'J' : 'F',
          nome: c.nome,
          dataNascimentoFundacao: c.dataNascimentoFundacao,
          email: c.email,
          telefoneCelular: c.telefoneCelular,
          telefoneFixo: c.telefoneFixo ?? null,
          senhaHash: await hashSenha(SENHA_DEMO),
          senhaExpirada: c.senhaExpirada ?? false,
        })
        .returning({ id: clientes.id });
      for (const cota of c.cotas) {
        const { id: grupoId, grupo } = idsGrupo.get(cota.grupo)!;
        const valor = composicao(cota, grupo, 0).valorParcela;
        const linhas = parcelasDaCota(cota, grupo, hoje, valor);
        const pagas = linhas.filter((l) => l.dataPagamento).length;
        const dataAdesao = mesDeVencimento(hoje, -cota.mesesDesdeAdesao - 1);
        const [row] = await tx
          .insert(cotas)
          .values({
            clienteId: cliente!.id,
            grupoId,
            numero: cota.numero,
            versao: cota.versao ?? 0,
            valorBemCentavos: cota.valorBemCentavos,
            valorParcelaCentavos: valor,
            valorSaldoDevedorCentavos: cota.quitada ? 0 : valor * (grupo.prazoMeses - pagas),
            situacao: cota.situacao,
            dataAdesao,
            dataContemplacao:
              cota.contempladaHaDias === 'placeholder'
                ? DATA_NAO_CONTEMPLADA
                : cota.contempladaHaDias !== undefined
                  ? diasAntes(hoje, cota.contempladaHaDias)
                  : null,
            modalidadeContemplacao: cota.modalidadeContemplacao ?? null,
            apelido: cota.apelido ?? null,
            noAssembleia: cota.noAssembleia ?? false,
            valorCreditoAdesaoCentavos: creditoAdesao(cota),
            numeroProposta: `${String(grupo.codigo).padStart(6, '0')}${String(cota.numero).padStart(4, '0')}-${dataAdesao.slice(0, 4)}`,
            percentualSeguroVida: cota.seguroVida ?? 0,
            telefoneCadastrado: c.telefoneCelular,
          })
          .returning({ id: cotas.id });
        await tx.insert(parcelas).values(linhas.map((l) => ({ ...l, cotaId: row!.id })));
        if (cota.seguroDesemprego)
          await tx.insert(segurosCota).values({ cotaId: row!.id, inicioVigencia: diasAntes(hoje, 90) });
        cotasInseridas.push({ id: row!.id, grupoId, cota });
        for (const caso of cota.casos ?? []) {
          const [{ n }] = (await tx.execute<{ n: string }>(sql`select nextval('casos_numero_seq') as n`))
            .rows as [{ n: string }];
          const criadoEm = new Date(`${diasAntes(hoje, caso.diasAtras)}T13:00:00Z`);
          const [linha] = await tx
            .insert(casos)
            .values({
              numero: formatarNumeroCaso(Number(n)),
              tipo: TIPOS_CASO[caso.tipo],
              status: STATUS_CASO[caso.status],
              fase: FASES[caso.fase as keyof typeof FASES],
              clienteId: cliente!.id,
              cotaId: row!.id,
              origem: 'Back-office',
              descricao: caso.descricao ?? null,
              documentosIlegiveis: caso.documentosIlegiveis ?? null,
              expliqueMotivo: caso.expliqueMotivo ?? null,
              respostaAnalista: caso.respostaAnalista ?? null,
              dadosApp: caso.dadosApp ?? null,
              criadoEm,
              atualizadoEm: criadoEm,
            })
            .returning();
          await tx.insert(casosHistorico).values({
            casoId: linha!.id,
            autor: 'sistema',
            fasePara: linha!.fase,
            statusPara: linha!.status,
            nota: 'Caso aberto',
            criadoEm,
          });
        }
      }
    }

    await seedAssembleias(tx, hoje, [...idsGrupo.values()], clientesDemo);
    await seedLancesContemplados(tx, cotasInseridas);
    await seedAjuda(
      tx,
      parceirosDemo.map((p, i) => ({ id: idsParceiro[i]!, nome: p.nome, telefone: p.conteudo.telefone })),
    );

    await seedNotificacoes(
      tx,
      hoje,
      parceirosDemo.map((p, i) => ({ id: idsParceiro[i]!, nome: p.nome, telefone: p.conteudo.telefone })),
    );
    await seedFiliais(tx, idsParceiro);
    await seedPerfil(tx, hoje);
    await seedDadosCadastrais(tx);
    await seedVeiculos(tx);

    for (const { parceiro, ...o } of operadoresDemo as readonly ((typeof operadoresDemo)[number] & {
      parceiro?: number;
    })[])
      await tx.insert(operadores).values({
        ...o,
        parceiroId: parceiro === undefined ? null : idsParceiro[parceiro]!,
        senhaHash: await hashSenha(SENHA_OPERADOR_DEMO),
      });
  });
}

/** Seeds only an empty database (first start). Answers whether it seeded. */
export async function seedIfEmpty(db: Db, hoje: string): Promise<boolean> {
  const result = await db.execute<{ vazio: boolean }>(
    sql`select not exists (select 1 from parceiros) as vazio`,
  );
  if (!result.rows[0]?.vazio) return false;
  await seed(db, hoje);
  return true;
}

/**
 * Drops every table (for `npm run db:seed`, which migrates and seeds again from scratch). Dropping the
 * schema also gets past the audit log, which refuses deletes and truncation by design.
 */
export async function apagarTudo(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  // The background jobs' schema (migration 0025) is installed again by the migrations, like the rest.
  await db.execute(sql`drop schema if exists pgboss cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
