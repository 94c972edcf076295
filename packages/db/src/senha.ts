import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): ~20 ms here, costly for an attacker. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const hashSenha = (senha: string): Promise<string> => hash(senha, ARGON2);

export const verificarSenha = (senhaHash: string, senha: string): Promise<boolean> =>
  verify(senhaHash, senha).catch(() => false);
