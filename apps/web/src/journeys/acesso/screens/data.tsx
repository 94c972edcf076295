import { zodResolver } from '@hookform/resolvers/zod';
import { dataBrParaIso, hojeEmSaoPaulo, mascaraData, tipoPessoa } from '@portal/domain';
import { CalendarDays } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { ETAPAS_ESQUECI_SENHA } from '../components/esqueci-senha-etapas';
import { gravarEsqueciSenha, lerEsqueciSenha } from '../components/esqueci-senha-estado';
import { PaginaAcesso } from '../components/pagina-acesso';
import { caminhosAcesso } from '../paths';

/** Earliest birth or founding date accepted: an earlier one is a typo (unrelated to DATA_NAO_CONTEMPLADA). */
const DATA_MINIMA = '1900-01-01';

const schema = z.object({
  data: z
    .string()
    .min(1, 'Informe a data.')
    .superRefine((br, ctx) => {
      const iso = dataBrParaIso(br);
      if (!iso || iso < DATA_MINIMA)
        ctx.addIssue({ code: 'custom', message: 'Data inválida. Use o formato dd/mm/aaaa.' });
      else if (iso > hojeEmSaoPaulo())
        ctx.addIssue({ code: 'custom', message: 'A data não pode ser no futuro.' });
    }),
});

/** /entrar/esqueciasenha/data: step 2, the birth date (a person) or the founding date (a company). */
export default function Data() {
  const estado = lerEsqueciSenha();
  const empresa = estado.documento ? tipoPessoa(estado.documento) === 'J' : false;
  const rotulo = empresa ? 'Data de fundação' : 'Data de nascimento';
  useDocumentTitle(`Esqueci minha senha: ${rotulo.toLowerCase()}`);
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { data: estado.data ?? '' } });
  useFluxoEmAndamento(true);

  // Landed here without the first step's answer (a bookmark, another tab): start over.
  if (!estado.documento) return <Navigate to={caminhosAcesso.esqueciSenha.cpfcnpj} replace />;

  const continuar = form.handleSubmit(({ data }) => {
    gravarEsqueciSenha({ data });
    void navigate(caminhosAcesso.esqueciSenha.email);
  });

  return (
    <PaginaAcesso
      titulo={empresa ? 'Quando a empresa foi fundada?' : 'Qual é a sua data de nascimento?'}
      descricao={
        empresa
          ? 'Informe a data de fundação que consta no cadastro da empresa.'
          : 'Informe a data que consta no seu cadastro.'
      }
      icone={<CalendarDays />}
      voltar={{ para: caminhosAcesso.esqueciSenha.cpfcnpj, rotulo: 'Voltar para o CPF ou CNPJ' }}
      etapas={{ nomes: ETAPAS_ESQUECI_SENHA, atual: 1 }}
    >
      <form noValidate onSubmit={(e) => void continuar(e)} className="flex flex-col gap-6">
        <Controller
          control={form.control}
          name="data"
          render={({ field, fieldState }) => (
            <MaskedField
              label={rotulo}
              mascara={mascaraData}
              value={field.value}
              onValueChange={(texto) => field.onChange(texto)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              hint="Exemplo: 25/08/1990"
              placeholder="dd/mm/aaaa"
              inputMode="numeric"
              autoComplete={empresa ? 'off' : 'bday'}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of the step
              autoFocus
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth>
          Continuar
        </Button>
      </form>
    </PaginaAcesso>
  );
}
