/**
 * Test factories: a fresh customer cloned from a seed customer (same name, password, quotas and instalments,
 * a new CPF/CNPJ and e-mail), so a test that changes a customer owns the one it changes.
 */
import { randomInt } from 'node:crypto';
import pg from 'pg';

export interface ClienteNovo {
  documento: string;
  email: string;
}

function digitoVerificador(numeros: number[], pesos: number[]): number {
  const resto = numeros.reduce((soma, n, i) => soma + n * pesos[i]!, 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** A random valid CPF (11 digits) or numeric CNPJ (14 digits), unmasked. */
export function documentoAleatorio(tipo: 'F' | 'J'): string {
  if (tipo === 'F') {
    const base = Array.from({ length: 9 }, () => randomInt(10));
    const d1 = digitoVerificador(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const d2 = digitoVerificador([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return [...base, d1, d2].join('');
  }
  const base = [...Array.from({ length: 8 }, () => randomInt(10)), 0, 0, 0, 1];
  const d1 = digitoVerificador(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoVerificador([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** Columns of `tabela` but `fora`, quoted, in table order (the clone follows the schema as it grows). */
async function colunas(client: pg.Client, tabela: string, fora: string[]): Promise<string[]> {
  const { rows } = await client.query<{ nome: string }>(
    `select column_name as nome from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [tabela],
  );
  return rows
    .map((r) => r.nome)
    .filter((n) => !fora.includes(n))
    .map((n) => client.escapeIdentifier(n));
}

/**
 * The model's registration data (addresses, e-mails, phones, personal or company data, income and assets)
 * for the clone, its principal e-mail being the clone's own.
 */
async function copiarDadosCadastrais(
  client: pg.Client,
  de: number,
  para: number,
  email: string | null,
  novoEmail: string,
): Promise<void> {
  for (const tabela of [
    'enderecos',
    'telefones',
    'pessoas_fisicas',
    'pessoas_juridicas',
    'renda_patrimonio',
  ]) {
    const campos = await colunas(client, tabela, ['id', 'cliente_id']);
    await client.query(
      `insert into ${client.escapeIdentifier(tabela)} (cliente_id, ${campos.join(', ')})
       select $2, ${campos.join(', ')} from ${client.escapeIdentifier(tabela)} where cliente_id = $1`,
      [de, para],
    );
  }
  const campos = await colunas(client, 'emails', ['id', 'cliente_id', 'email']);
  await client.query(
    `insert into emails (cliente_id, email, ${campos.join(', ')})
     select $2, case when email = $3 then $4 else email end, ${campos.join(', ')} from emails where cliente_id = $1`,
    [de, para, email, novoEmail],
  );
}

/**
 * Clones the customer `documentoModelo` in the database at `url`. Quotas keep group and number under a new
 * `versao` (the unique key), so the clone's screens show the same quotas; cases, boletos and notifications
 * are not copied.
 */
export async function clonarCliente(url: string, documentoModelo: string): Promise<ClienteNovo> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const modelo = await client.query<{ id: number; tipo_pessoa: 'F' | 'J'; email: string | null }>(
      'select id, tipo_pessoa, email from clientes where inscricao_nacional = $1',
      [documentoModelo],
    );
    const { id, tipo_pessoa, email } = modelo.rows[0] ?? {};
    if (!id || !tipo_pessoa) throw new Error(`Cliente modelo ${documentoModelo} não está no seed`);
    const documento = documentoAleatorio(tipo_pessoa);
    const [local, dominio] = (email ?? 'cliente@example.com').split('@');
    const novoEmail = `${local}+${documento}@${dominio}`;

    const camposCliente = await colunas(client, 'clientes', [
      'id',
      'inscricao_nacional',
      'email',
      'criado_em',
    ]);
    const cliente = await client.query<{ id: number }>(
      `insert into clientes (inscricao_nacional, email, ${camposCliente.join(', ')})
       select $2, $3, ${camposCliente.join(', ')} from clientes where id = $1 returning id`,
      [id, documento, novoEmail],
    );
    const novoId = cliente.rows[0]!.id;

    const camposCota = await colunas(client, 'cotas', ['id', 'cliente_id', 'versao', 'parcelas_pagas']);
    const camposParcela = await colunas(client, 'parcelas', ['id', 'cota_id']);
    const cotas = await client.query<{ id: number }>(
      'select id from cotas where cliente_id = $1 order by id',
      [id],
    );
    for (const cota of cotas.rows) {
      // parcelas_pagas starts at 0: the instalments' trigger counts the paid ones as they are copied.
      const nova = await client.query<{ id: number }>(
        `insert into cotas (cliente_id, versao, parcelas_pagas, ${camposCota.join(', ')})
         select $2, (select max(c2.versao) + 1 from cotas c2 where c2.grupo_id = c.grupo_id and c2.numero = c.numero),
                0, ${camposCota.join(', ')}
           from cotas c where c.id = $1 returning id`,
        [cota.id, novoId],
      );
      await client.query(
        `insert into parcelas (cota_id, ${camposParcela.join(', ')})
         select $2, ${camposParcela.join(', ')} from parcelas where cota_id = $1`,
        [cota.id, nova.rows[0]!.id],
      );
    }
    await copiarDadosCadastrais(client, id, novoId, email ?? null, novoEmail);
    await client.query('commit');
    return { documento, email: novoEmail };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Ties uploaded documents to a case by its CaseNumber, as a journey's save does (documentos.vincularAoCaso), for
 * tests that need a case with documents before a customer call links them.
 */
export async function vincularDocumentosAoCaso(
  url: string,
  ids: string[],
  numeroCaso: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `update documentos set caso_id = (select id from casos where numero = $1), vinculado_em = now()
        where id = any($2::uuid[]) and caso_id is null`,
      [numeroCaso, ids],
    );
    if (rowCount !== ids.length) throw new Error(`Documentos não vinculados ao caso ${numeroCaso}`);
  } finally {
    await client.end();
  }
}

/**
/**
 * Opens the credit-analysis case (Consultoria_Analise) of a customer's quota in a phase ('Tratativa Não Iniciada',
 * as the draw leaves it, unless told), with its history line: a cloned customer has the contemplated quota but
 * none of the seed's cases. Answers the CaseNumber.
 */
export async function abrirCasoDeAnalise(
  url: string,
  documento: string,
  grupo: number,
  cota: number,
  fase = 'Tratativa Não Iniciada',
): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ numero: string }>(
      `with novo as (
         insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem)
         select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Consultoria_Analise', 'Em Andamento', $4,
                c.cliente_id, c.id, 'APP'
           from cotas c join clientes cl on cl.id = c.cliente_id join grupos g on g.id = c.grupo_id
          where cl.inscricao_nacional = $1 and g.codigo = $2 and c.numero = $3
         returning id, numero, fase, status, criado_em)
       insert into casos_historico (caso_id, autor, fase_para, status_para, nota, criado_em)
       select id, 'sistema', fase, status, 'Caso aberto', criado_em from novo returning (select numero from novo)`,
      [documento, grupo, cota, fase],
    );
    if (!rows[0]) throw new Error(`Cota ${grupo}/${cota} de ${documento} não encontrada`);
    return rows[0].numero;
  } finally {
    await client.end();
  }
}

/**
 * An after-sales case (Atendimento_Pos_Venda, 'Em Andamento') on a customer's quota, in 'E-mail Enviado' unless
 * told, with its history line: the onboarding of a clone (the clone copies no case). Answers the CaseNumber.
 */
export async function casoPosVenda(
  url: string,
  documento: string,
  grupo: number,
  cota: number,
  fase = 'E-mail Enviado',
): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ numero: string }>(
      `with novo as (
         insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, descricao)
         select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Atendimento_Pos_Venda', 'Em Andamento', $4,
                c.cliente_id, c.id, 'APP', 'Boas-vindas e confirmação do plano'
           from cotas c join clientes cl on cl.id = c.cliente_id join grupos g on g.id = c.grupo_id
          where cl.inscricao_nacional = $1 and g.codigo = $2 and c.numero = $3
         returning id, numero, fase, status, criado_em)
       insert into casos_historico (caso_id, autor, fase_para, status_para, nota, criado_em)
       select id, 'sistema', fase, status, 'Caso aberto', criado_em from novo returning (select numero from novo)`,
      [documento, grupo, cota, fase],
    );
    if (!rows[0]) throw new Error(`Cota ${grupo}/${cota} de ${documento} não encontrada`);
    return rows[0].numero;
  } finally {
    await client.end();
  }
}

/**
 * A cash billing case (Faturamento_Especie) on a customer's quota in a phase, as the seed gives Maria's
 * 2020/0112 ('Pendência Cliente' with an illegible residence proof unless told), with its history line. The
 * clone of a customer copies no case. Answers the CaseNumber.
 */
export async function casoDeFaturamentoEspecie(
  url: string,
  documento: string,
  grupo: number,
  cota: number,
  fase = 'Pendência Cliente',
  problema: { documentosIlegiveis?: string; expliqueMotivo?: string } = {
    documentosIlegiveis: 'Comprovante de residência',
    expliqueMotivo: 'A foto do comprovante ficou desfocada. Envie uma nova, com boa luz.',
  },
): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ numero: string }>(
      `with novo as (
         insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, descricao,
                            documentos_ilegiveis, explique_motivo)
         select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Faturamento_Especie', 'Em Andamento', $4,
                c.cliente_id, c.id, 'APP', 'Pagamento do crédito em espécie', $5, $6
           from cotas c join clientes cl on cl.id = c.cliente_id join grupos g on g.id = c.grupo_id
          where cl.inscricao_nacional = $1 and g.codigo = $2 and c.numero = $3
         returning id, numero, fase, status, criado_em)
       insert into casos_historico (caso_id, autor, fase_para, status_para, nota, criado_em)
       select id, 'sistema', fase, status, 'Caso aberto', criado_em from novo returning (select numero from novo)`,
      [documento, grupo, cota, fase, problema.documentosIlegiveis ?? null, problema.expliqueMotivo ?? null],
    );
    if (!rows[0]) throw new Error(`Cota ${grupo}/${cota} de ${documento} não encontrada`);
    return rows[0].numero;
  } finally {
    await client.end();
  }
}

/**
 * A new-vehicle (0 km) billing case (Faturamento_Auto_App, DadosApp__c tipoFaturamento FATURAMENTO_NOVO_AUTO)
 * on a customer's quota, in a phase ('Aguardando Dados Veículo' unless told) with its history line: the start of
 * the billing (issue 19) done. The quota is made contemplated (20 days ago, by draw) when it was not, as a
 * billing needs. `dados` adds to the case's app data (vehicle, dealer, values) for a later phase. Answers the
 * CaseNumber.
 */
export async function casoDeFaturamentoNovo(
  url: string,
  documento: string,
  grupo: number,
  cota: number,
  fase = 'Aguardando Dados Veículo',
  dados: Record<string, unknown> = {},
): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const alvo = await client.query<{ id: number }>(
      `update cotas c set data_contemplacao = coalesce(c.data_contemplacao, current_date - 20),
              modalidade_contemplacao = coalesce(c.modalidade_contemplacao, 'SORTEIO'),
              situacao = case when c.data_contemplacao is null then 'ATIVO - CONTEMPLADO' else c.situacao end
         from clientes cl, grupos g
        where cl.id = c.cliente_id and g.id = c.grupo_id and cl.inscricao_nacional = $1 and g.codigo = $2
          and c.numero = $3
        returning c.id`,
      [documento, grupo, cota],
    );
    if (!alvo.rows[0]) throw new Error(`Cota ${grupo}/${cota} de ${documento} não encontrada`);
    const { rows } = await client.query<{ numero: string }>(
      `with novo as (
         insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, dados_app)
         select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Faturamento_Auto_App', 'Em Andamento', $2,
                c.cliente_id, c.id, 'APP', $3::jsonb
           from cotas c where c.id = $1
         returning id, numero, fase, status, criado_em)
       insert into casos_historico (caso_id, autor, fase_para, status_para, nota, criado_em)
       select id, 'sistema', fase, status, 'Caso aberto', criado_em from novo returning (select numero from novo)`,
      [alvo.rows[0].id, fase, JSON.stringify({ tipoFaturamento: 'FATURAMENTO_NOVO_AUTO', ...dados })],
    );
    await client.query('commit');
    return rows[0]!.numero;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Runs one statement on a test database and answers its rows (what a test reads or moves behind the API). */
export async function consultarBanco<T extends object>(url: string, texto: string, valores: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(texto, valores)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A payout scheduled on a fresh refund case of a customer's quota (issue 20, ADR 0041), as an approval would
 * leave it: the case in 'Aguardando Pagamento' / 'Em Andamento' with its history, the payout 'agendado' for the
 * quota's partner, into a fixed Itaú account of the holder. Answers the case number and the payout id.
 */
export async function repasseAgendado(
  url: string,
  documento: string,
  grupo: number,
  cota: number,
  valorCentavos: number,
  favorecido = 'Cliente de Teste',
): Promise<{ numeroCaso: string; repasseId: number; parceiroId: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number; numero: string; cota_id: number; parceiro_id: number }>(
      `with alvo as (
         select c.id as cota_id, c.cliente_id,
                (select p.id from parceiros p
                  where g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ','))
                  order by p.id limit 1) as parceiro_id
           from cotas c join clientes cl on cl.id = c.cliente_id join grupos g on g.id = c.grupo_id
          where cl.inscricao_nacional = $1 and g.codigo = $2 and c.numero = $3),
       novo as (
         insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem)
         select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Devolucao_Valores', 'Em Andamento',
                'Aguardando Pagamento', cliente_id, cota_id, 'APP' from alvo
         returning id, numero, cota_id, fase, status, criado_em),
       historico as (
         insert into casos_historico (caso_id, autor, fase_para, status_para, nota, criado_em)
         select id, 'sistema', fase, status, 'Caso aberto', criado_em from novo)
       select novo.id, novo.numero, novo.cota_id, alvo.parceiro_id from novo, alvo`,
      [documento, grupo, cota],
    );
    const caso = rows[0];
    if (!caso) throw new Error(`Cota ${grupo}/${cota} de ${documento} não encontrada`);
    const repasse = await client.query<{ id: number }>(
      `insert into repasses (caso_id, cota_id, parceiro_id, origem, valor_centavos, favorecido, cpf_cnpj, banco,
                             agencia, conta, digito_conta, tipo_conta, data_prevista, agendado_por)
       values ($1, $2, $3, 'devolucao', $4, $5, $6, 341, '1234', '12345', '6', 'corrente',
               current_date + 5, 'sistema')
       returning id`,
      [caso.id, caso.cota_id, caso.parceiro_id, valorCentavos, favorecido, documento],
    );
    await client.query('commit');
    return { numeroCaso: caso.numero, repasseId: repasse.rows[0]!.id, parceiroId: caso.parceiro_id };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A copy's quota made transferable (issue 22: only version 0 may be transferred): a clone's quotas are later
 * versions of the seed's numbers, so this one takes the group's next free number as version 0. Answers the new
 * number.
 */
export async function cotaVersaoZero(
  url: string,
  documento: string,
  grupo: number,
  cota: number,
): Promise<number> {
  const rows = await consultarBanco<{ numero: number }>(
    url,
    `update cotas c set versao = 0,
            numero = (select max(c2.numero) + 1 from cotas c2 where c2.grupo_id = c.grupo_id)
       from clientes cl, grupos g
      where cl.id = c.cliente_id and g.id = c.grupo_id
        and cl.inscricao_nacional = $1 and g.codigo = $2 and c.numero = $3
      returning c.numero`,
    [documento, grupo, cota],
  );
  if (!rows[0]) throw new Error(`Cota ${grupo}/${cota} de ${documento} não encontrada`);
  return rows[0].numero;
}
