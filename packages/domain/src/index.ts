export * from './comum/comum.schemas.ts';
export * from './parceiros/parceiros.schemas.ts';
export * from './acesso/acesso.schemas.ts';
export * from './cotas/cotas.schemas.ts';
