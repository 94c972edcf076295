/**
 * One PostgreSQL per test run: the embedded server in a temporary directory, or the server of DATABASE_URL
 * when set (CI runs the API suite on both). A template database is migrated and seeded once; every test
 * file clones it (see test-database.ts).
 */
import type { TestProject } from 'vitest/node';
import { iniciarBancoDeTeste } from './template.ts';

export const TEMPLATE = `portal_template_${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    senhaDoApp: string;
  }
}

export default async function setup(project: TestProject) {
  const banco = await iniciarBancoDeTeste(TEMPLATE, process.env.DATABASE_URL);
  project.provide('adminUrl', banco.adminUrl);
  project.provide('templateDatabase', banco.template);
  project.provide('senhaDoApp', banco.senhaDoApp);
  return banco.parar;
}
