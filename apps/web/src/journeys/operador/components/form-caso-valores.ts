import {
  codigoDaFase,
  lerListaDocumentos,
  normalizarTermo,
  type AlterarCasoOperadorBody,
} from '@portal/domain';
import { z } from 'zod';
import type { DetalheCaso } from './tipos';

const listaDocumentos = z
  .string()
  .refine((v) => linhas(v).length <= 30, { error: 'No máximo 30 documentos.' })
  .refine((v) => linhas(v).every((l) => l.length <= 120), {
    error: 'Cada documento pode ter até 120 caracteres.',
  });

export const formCasoSchema = z.object({
  fase: z.string(),
  status: z.string(),
  ilegiveis: listaDocumentos,
  incompletos: listaDocumentos,
  incorretos: listaDocumentos,
  expliqueMotivo: z.string().max(2000, { error: 'No máximo 2000 caracteres.' }),
  respostaAnalista: z.string().max(4000, { error: 'No máximo 4000 caracteres.' }),
  nota: z.string().max(2000, { error: 'No máximo 2000 caracteres.' }),
});
export type FormCaso = z.infer<typeof formCasoSchema>;
export type CampoTexto = Exclude<keyof FormCaso, 'fase' | 'status'>;

/** One document per line, as the analyst typed them (blank lines and repeats dropped). */
export function linhas(texto: string): string[] {
  return [
    ...new Set(
      texto
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}

export function valoresDe({ caso, opcoes }: DetalheCaso): FormCaso {
  const fase = opcoes.fases.find((o) => o.codigo === codigoDaFase(caso.Fase__c))?.codigo ?? '';
  const status =
    opcoes.status.find((o) => normalizarTermo(o.rotulo) === normalizarTermo(caso.Status))?.codigo ?? '';
  return {
    fase,
    status,
    ilegiveis: lerListaDocumentos(caso.DocumentosIlegiveis__c).join('\n'),
    incompletos: lerListaDocumentos(caso.DocumentosIncompletos__c).join('\n'),
    incorretos: lerListaDocumentos(caso.DocumentosIncorretos__c).join('\n'),
    expliqueMotivo: caso.ExpliqueMotivo__c ?? '',
    respostaAnalista: caso.RespostaAnalista__c ?? '',
    nota: '',
  };
}

/** Only what changed goes to the PATCH (the API changes only the fields sent, and audits their names). */
export function alteracoes(antes: FormCaso, depois: FormCaso): AlterarCasoOperadorBody {
  const corpo: AlterarCasoOperadorBody = {};
  if (depois.fase && depois.fase !== antes.fase) corpo.fase = depois.fase;
  if (depois.status && depois.status !== antes.status) corpo.status = depois.status;
  const listas = [
    ['ilegiveis', 'documentosIlegiveis'],
    ['incompletos', 'documentosIncompletos'],
    ['incorretos', 'documentosIncorretos'],
  ] as const;
  for (const [campo, chave] of listas) {
    const nova = linhas(depois[campo]);
    if (nova.join('\n') !== linhas(antes[campo]).join('\n')) corpo[chave] = nova;
  }
  const textos = [
    ['expliqueMotivo', 'expliqueMotivo'],
    ['respostaAnalista', 'respostaAnalista'],
  ] as const;
  for (const [campo, chave] of textos) {
    const novo = depois[campo].trim();
    if (novo !== antes[campo].trim()) corpo[chave] = novo || null;
  }
  if (depois.nota.trim()) corpo.nota = depois.nota.trim();
  return corpo;
}
