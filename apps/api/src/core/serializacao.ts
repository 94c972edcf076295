import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Response serialisers compiled once per route from the catalogue's zod schemas (issue 16: zod's parse plus
 * JSON.stringify on every answer was ~8 % of a hot route's CPU). fast-json-stringify writes only the declared
 * properties, so a field a schema leaves out never leaks, as with zod's parse.
 *
 * What the compiled writer does not do is validate: a handler answering the wrong type would be coerced instead
 * of refused. So wherever the app runs under test (`conferir`), every answer also goes through zod's parse and
 * both must say the same (key order aside): the API and e2e suites prove each route's compiled writer equals
 * zod's output for what the route really answers, and an answer that breaks its schema still fails as before.
 */
export function compiladorDeRespostas(opcoes: { conferir: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const escrever = escritorDe(schema);
    if (!opcoes.conferir) return escrever;
    return (dados) => {
      const conferido = schema.safeParse(dados);
      if (!conferido.success) {
        throw new Error(`A resposta de ${method} ${url} não segue o seu esquema: ${conferido.error.message}`);
      }
      const texto = escrever(dados);
      if (!isDeepStrictEqual(JSON.parse(texto), JSON.parse(JSON.stringify(conferido.data)))) {
        throw new Error(
          `O serializador compilado de ${method} ${url} diverge do zod: ${texto.slice(0, 300)}`,
        );
      }
      return texto;
    };
  };
}

/**
 * The compiled writer of a schema, shared by every app of the process. The catalogue's schemas are module
 * constants and a writer is a pure function of its schema, so compiling again per app only burns CPU: the
 * ~650 ms of compiling every route's writer was most of an app's start, and the API suite starts hundreds.
 */
const escritores = new WeakMap<z.ZodType, (dados: unknown) => string>();

function escritorDe(schema: z.ZodType): (dados: unknown) => string {
  let escrever = escritores.get(schema);
  if (!escrever) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
    escrever = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    escritores.set(schema, escrever);
  }
  return escrever;
}
