export * from './parceiros.ts';
export * from './acesso.ts';
export * from './cotas.ts';
export * from './notificacoes.ts';
export * from './casos.ts';
export * from './operador.ts';
export * from './boletos.ts';
export * from './assembleias.ts';
