/**
 * Property-based fuzzing of every operation the app serves, read from its own OpenAPI document: requests built
 * from each operation's parameter and body schemas (valid-ish values from the schema, mixed with hostile ones:
 * NUL, lone surrogates, huge strings, wrong types, deep nesting, malformed numbers), and a database change log
 * that tells which rows a request changed. Used by core/fuzz.test.ts (bounded) and `npm run fuzz` (longer).
 */
import fc from 'fast-check';
import pg from 'pg';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that @fastify/swagger writes for our zod schemas. */
interface Esquema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  $ref?: string;
}

interface Parametro {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Esquema;
}

export interface OperacaoDoDocumento {
  metodo: string;
  caminho: string;
  parametros: Parametro[];
  corpo?: Esquema;
  seguranca: 'publico' | 'cliente' | 'operador';
}

interface DocumentoOpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parametro[];
        requestBody?: { content?: Record<string, { schema: Esquema }> };
        security?: Record<string, unknown>[];
      }
    >
  >;
  components?: { schemas?: Record<string, Esquema> };
}

/** Every operation of the document, its `$ref`s resolved. */
export function operacoesDoDocumento(doc: DocumentoOpenApi): OperacaoDoDocumento[] {
  const componentes = doc.components?.schemas ?? {};
  const resolver = (s: Esquema, fundo = 0): Esquema => {
    if (fundo > 20) return {};
    if (s.$ref) return resolver(componentes[s.$ref.split('/').pop()!] ?? {}, fundo + 1);
    const r: Esquema = { ...s };
    if (s.properties) {
      r.properties = Object.fromEntries(
        Object.entries(s.properties).map(([k, v]) => [k, resolver(v, fundo + 1)]),
      );
    }
    if (s.items) r.items = resolver(s.items, fundo + 1);
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
      if (s[k]) r[k] = s[k]!.map((x) => resolver(x, fundo + 1));
    return r;
  };
  const operacoes: OperacaoDoDocumento[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      const esquemas = Object.keys(op.security?.[0] ?? {});
      const corpo = op.requestBody?.content?.['application/json']?.schema;
      operacoes.push({
        metodo: metodo.toUpperCase(),
        caminho,
        parametros: (op.parameters ?? []).map((p) => ({ ...p, schema: resolver(p.schema) })),
        ...(corpo && { corpo: resolver(corpo) }),
        seguranca: esquemas.includes('operador')
          ? 'operador'
          : esquemas.includes('accessToken')
            ? 'cliente'
            : 'publico',
      });
    }
  }
  return operacoes;
}

// ——— hostile values ———

/** Strings no field may hold, and strings that break naive parsers or SQL. */
const textoHostil = fc.oneof(
  fc.constantFrom(
    '\0',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '%00',
    '%uD800',
    '%ED%A0%80',
    "'; drop table cotas;--",
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\0', '\ud800', '\udfff', 'a', 'ç', '😀', '\n', '"', '\\'),
    maxLength: 30,
  }),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'A'.repeat(n)),
);
/** Numbers that look like ids but are not plain decimals, or are beyond any column. */
const numeroHostil = fc.constantFrom(
  '0x10',
  '1e1',
  ' 16',
  '+16',
  '016',
  '16.0',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '',
);
const aninhado = fc.integer({ min: 100, max: 1_000 }).map((n) => {
  let v: unknown = 'fundo';
  for (let i = 0; i < n; i++) v = i % 2 ? { a: v } : [v];
  return v;
});
const valorHostil: fc.Arbitrary<unknown> = fc.oneof(
  textoHostil,
  numeroHostil,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, -0, 1e308, [], {}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  aninhado,
);

// ——— values from a schema ———

const limite = (n: number | undefined, padrao: number) =>
  n === undefined || !Number.isFinite(n) ? padrao : n;

function textoDoEsquema(s: Esquema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((t) => t.length <= limite(s.maxLength, 10_000));
    } catch {
      // A pattern fast-check cannot read: plain strings.
    }
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = limite(s.minLength, 0);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(limite(s.maxLength, 40), 300)) });
}

function numeroDoEsquema(s: Esquema, inteiro: boolean): fc.Arbitrary<number> {
  let min = limite(s.minimum, inteiro ? -1000 : -1e6);
  let max = limite(s.maximum, inteiro ? 100_000 : 1e9);
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + (inteiro ? 1 : 1e-9);
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - (inteiro ? 1 : 1e-9);
  min = Math.max(min, -Number.MAX_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (max < min) max = min;
  return inteiro ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/**
 * A value for a schema: mostly what it describes, sometimes (`hostilidade` of the time, at every level) a
 * hostile one instead. `dicas` gives values worth trying for named fields (the caller's own quota id).
 */
function valorDoEsquema(
  s: Esquema,
  hostilidade: number,
  dicas: Record<string, fc.Arbitrary<unknown>> = {},
  fundo = 0,
): fc.Arbitrary<unknown> {
  const valido = valorValido(s, hostilidade, dicas, fundo);
  if (hostilidade <= 0) return valido;
  const pesoHostil = Math.max(1, Math.round(hostilidade * 100));
  return fc.oneof(
    { arbitrary: valido, weight: 100 - pesoHostil },
    { arbitrary: valorHostil, weight: pesoHostil },
  );
}

function valorValido(
  s: Esquema,
  hostilidade: number,
  dicas: Record<string, fc.Arbitrary<unknown>>,
  fundo: number,
): fc.Arbitrary<unknown> {
  if (fundo > 8) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternativas = s.anyOf ?? s.oneOf;
  if (alternativas?.length)
    return fc.oneof(...alternativas.map((a) => valorDoEsquema(a, hostilidade, dicas, fundo + 1)));
  if (s.allOf?.length)
    return valorDoEsquema(Object.assign({}, ...s.allOf) as Esquema, hostilidade, dicas, fundo + 1);
  const tipos = [s.type ?? (s.properties ? 'object' : 'any')].flat();
  const nulo = s.nullable || tipos.includes('null');
  const porTipo = tipos
    .filter((t) => t !== 'null')
    .map((tipo): fc.Arbitrary<unknown> => {
      switch (tipo) {
        case 'string':
          return textoDoEsquema(s);
        case 'integer':
          return numeroDoEsquema(s, true);
        case 'number':
          return numeroDoEsquema(s, false);
        case 'boolean':
          return fc.boolean();
        case 'array':
          return fc.array(valorDoEsquema(s.items ?? {}, hostilidade, dicas, fundo + 1), {
            minLength: limite(s.minItems, 0),
            maxLength: Math.max(limite(s.minItems, 0), Math.min(limite(s.maxItems, 4), 6)),
          });
        case 'object': {
          const props = Object.fromEntries(
            Object.entries(s.properties ?? {}).map(([k, v]) => [
              k,
              dicas[k]
                ? fc.oneof(dicas[k], valorDoEsquema(v, hostilidade, dicas, fundo + 1))
                : valorDoEsquema(v, hostilidade, dicas, fundo + 1),
            ]),
          );
          // Required keys are sometimes left out too: that is a request the API must refuse cleanly.
          const obrigatorias = (s.required ?? []).filter((k) => k in props);
          return fc.record(props, { requiredKeys: obrigatorias }).chain((r) =>
            fc.boolean().map((tirar) => {
              if (!tirar || !obrigatorias.length || hostilidade <= 0) return r;
              const copia: Record<string, unknown> = { ...r };
              delete copia[obrigatorias[0]!];
              return copia;
            }),
          );
        }
        default:
          return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
      }
    });
  const base = porTipo.length ? fc.oneof(...porTipo) : fc.constant(null);
  return nulo ? fc.option(base, { nil: null, freq: 5 }) : base;
}

// ——— requests ———

/**
 * A string as it goes in a URL: percent-encoded, except that lone surrogates (which `encodeURIComponent`
 * refuses) go as the UTF-8 bytes they would have, and raw escapes (`%00`, `%uD800`) go as they are.
 */
function paraUrl(valor: unknown): string {
  const texto = typeof valor === 'string' ? valor : (JSON.stringify(valor) ?? '');
  if (/^%(00|uD800|ED%A0%80)$/.test(texto)) return texto;
  return Array.from(texto, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

export interface Pedido {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Who calls: a token for each scope, and the ids worth trying (the customer's own quota). */
export interface Contexto {
  tokenCliente: string;
  tokenOperador: string;
  cotaDoCliente: number;
  cabecalhos: Record<string, string>;
}

export function pedidoArbitrario(
  op: OperacaoDoDocumento,
  ctx: Contexto,
  hostilidade: number,
): fc.Arbitrary<Pedido> {
  const dicas = {
    id: fc.constant(ctx.cotaDoCliente),
    idCota: fc.constant(ctx.cotaDoCliente),
    id_cota: fc.constant(ctx.cotaDoCliente),
  };
  const params = Object.fromEntries(
    op.parametros
      .filter((p) => p.in === 'path')
      .map((p) => {
        const doEsquema = valorDoEsquema(p.schema, hostilidade);
        const proprio =
          p.name === 'id' && op.caminho.includes('/cotas/{id}') ? fc.constant(ctx.cotaDoCliente) : undefined;
        return [
          p.name,
          proprio
            ? fc.oneof({ arbitrary: proprio, weight: 3 }, { arbitrary: doEsquema, weight: 1 })
            : doEsquema,
        ];
      }),
  );
  const query = Object.fromEntries(
    op.parametros.filter((p) => p.in === 'query').map((p) => [p.name, valorDoEsquema(p.schema, hostilidade)]),
  );
  const autenticacao = fc.oneof(
    { arbitrary: fc.constant('certa' as const), weight: 18 },
    { arbitrary: fc.constantFrom('nenhuma' as const, 'lixo' as const), weight: 2 },
  );
  const corpo = op.corpo
    ? fc.oneof(
        {
          arbitrary: valorDoEsquema(op.corpo, hostilidade, dicas).map((v) => JSON.stringify(v) ?? 'null'),
          weight: 18,
        },
        {
          arbitrary: fc.constantFrom(
            '',
            '{',
            '{"a":',
            'null',
            '[]',
            '"\\ud800"',
            '{"a":"\\u0000"}',
            'nao é json',
          ),
          weight: hostilidade > 0 ? 2 : 0,
        },
      )
    : fc.constant(undefined);
  return fc
    .record({
      params: fc.record(params),
      query: fc.record(query, { requiredKeys: [] }),
      corpo,
      autenticacao,
    })
    .map(({ params: p, query: q, corpo: c, autenticacao: a }) => {
      const caminho = op.caminho.replace(/\{(\w+)\}/g, (_, nome: string) => paraUrl(p[nome]));
      const busca = Object.entries(q)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${paraUrl(v)}`)
        .join('&');
      const headers: Record<string, string> = { ...ctx.cabecalhos };
      if (op.seguranca !== 'publico' && a !== 'nenhuma') {
        const token =
          a === 'lixo'
            ? 'eyJhbGciOiJIUzI1NiJ9.lixo.lixo'
            : op.seguranca === 'operador'
              ? ctx.tokenOperador
              : ctx.tokenCliente;
        if (op.seguranca === 'operador') headers.authorization = `Bearer ${token}`;
        else headers.access_token = token;
      }
      if (c !== undefined) headers['content-type'] = 'application/json';
      return {
        method: op.metodo,
        url: busca ? `${caminho}?${busca}` : caminho,
        headers,
        ...(c !== undefined && { payload: c }),
      };
    });
}

// ——— what a request changed in the database ———

/**
 * A log of every row change in the database's own tables, written by triggers in the same transaction as the
 * change: a rolled-back change leaves nothing, a committed one a line per row. Test databases only.
 */
export async function registroDeMudancas(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    create table if not exists fuzz_mudancas (id bigserial primary key, tabela text not null, operacao text not null);
    create or replace function fuzz_registrar() returns trigger language plpgsql security definer as $$
    begin
      insert into fuzz_mudancas (tabela, operacao) values (tg_table_name, tg_op);
      return null;
    end $$;
  `);
  const { rows } = await client.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_mudancas'`,
  );
  for (const { tablename } of rows) {
    const tabela = client.escapeIdentifier(tablename);
    await client.query(`
      drop trigger if exists fuzz_linhas on ${tabela};
      create trigger fuzz_linhas after insert or update or delete on ${tabela}
        for each row execute function fuzz_registrar();
      drop trigger if exists fuzz_truncate on ${tabela};
      create trigger fuzz_truncate after truncate on ${tabela}
        for each statement execute function fuzz_registrar();
    `);
  }
  const ultimo = async () =>
    Number(
      (await client.query<{ n: string }>('select coalesce(max(id), 0) as n from fuzz_mudancas')).rows[0]!.n,
    );
  return {
    ultimo,
    /** `tabela:OPERAÇÃO` of every change logged after `desde`. */
    async desde(desde: number): Promise<string[]> {
      const r = await client.query<{ tabela: string; operacao: string }>(
        'select tabela, operacao from fuzz_mudancas where id > $1 order by id',
        [desde],
      );
      return r.rows.map((l) => `${l.tabela}:${l.operacao}`);
    },
    fechar: () => client.end(),
  };
}

// ——— what an error answer may look like ———

/** Words of an English framework message (Fastify, Node, zod's English locale, pg). */
const INGLES =
  /\b(error|invalid|expected|required|must|not found|bad request|unexpected|received|unsupported|exceeded|too (large|long|big)|internal|failed|cannot|undefined|null value|violates|syntax)\b/i;

/** Why an error answer is not the contract's `{ mensagem }` in Portuguese, or `undefined` when it is. */
export function problemaNaMensagem(corpo: string, extras: string[] = []): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(corpo);
  } catch {
    return `corpo não é JSON: ${corpo.slice(0, 120)}`;
  }
  if (!json || typeof json !== 'object') return `corpo não é objeto: ${corpo.slice(0, 120)}`;
  const { mensagem, ...resto } = json as Record<string, unknown>;
  if (typeof mensagem !== 'string' || !mensagem.trim()) return `sem mensagem: ${corpo.slice(0, 120)}`;
  const chaves = Object.keys(resto).filter((k) => !extras.includes(k));
  if (chaves.length) return `chaves além de mensagem: ${chaves.join(', ')}`;
  if (INGLES.test(mensagem) || /\bat .+:\d+:\d+/.test(mensagem))
    return `mensagem em inglês ou técnica: ${mensagem}`;
  return undefined;
}
