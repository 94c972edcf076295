import { registrarAmostras } from '../../test/concorrencia/harness.ts';

/** The concurrency harness (issue 13), part 3 of 3 (apps/api/test/concorrencia/harness.ts). */
registrarAmostras(2, 3);
