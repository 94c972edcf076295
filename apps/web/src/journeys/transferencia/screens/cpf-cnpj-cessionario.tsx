import { zodResolver } from '@hookform/resolvers/zod';
import {
  mascaraCpfCnpj,
  solicitarTransferenciaBodySchema,
  validarCessionario,
  type SolicitarTransferenciaBody,
} from '@portal/domain';
import { ChevronRight, UserRoundPlus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { TextField } from '@/components/text-field';
import { useSessao } from '@/lib/session';
import { dadosDoEstado } from '../components/dados-cessionario';
import { TelaTransferencia, Texto } from '../components/tela';
import { caminhosTransferencia as c } from '../paths';

/** /transferencia-cota/cpf-cnpj-cessionario: the assignee's CPF or CNPJ (masked), name and e-mail (03 §3, §5). */
export default function CpfCnpjCessionario() {
  const navegar = useNavigate();
  const titular = useSessao()?.usuario.inscricaoNacional ?? '';
  const anterior = dadosDoEstado(useLocation().state);
  const form = useForm<SolicitarTransferenciaBody>({
    resolver: zodResolver(
      solicitarTransferenciaBodySchema.superRefine((v, ctx) => {
        if (!v.cpfCnpjCessionario) return;
        const r = validarCessionario(v.cpfCnpjCessionario, titular);
        if (!r.valido) ctx.addIssue({ code: 'custom', path: ['cpfCnpjCessionario'], message: r.mensagem });
      }),
    ),
    defaultValues: anterior ?? { cpfCnpjCessionario: '', nomeCessionario: '', emailCessionario: '' },
  });
  const erros = form.formState.errors;
  const continuar = form.handleSubmit((v) => {
    void navegar(c.confirmarEmail, {
      state: {
        cpfCnpjCessionario: v.cpfCnpjCessionario,
        nomeCessionario: v.nomeCessionario.trim(),
        emailCessionario: v.emailCessionario.trim(),
      },
    });
  });
  return (
    <form onSubmit={(e) => void continuar(e)} noValidate>
      <TelaTransferencia
        titulo="Quem vai receber a cota?"
        descricao="Informe os dados do novo titular. Se ele ainda não for nosso cliente, receberá por e-mail o acesso ao app."
        icone={UserRoundPlus}
        voltar={{ para: c.introducao, rotulo: 'Voltar' }}
        acao={
          <Button type="submit">
            Continuar
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Button>
        }
      >
        <Controller
          control={form.control}
          name="cpfCnpjCessionario"
          render={({ field }) => (
            <MaskedField
              label="CPF ou CNPJ do novo titular"
              mascara={mascaraCpfCnpj}
              value={field.value}
              onValueChange={(texto) => field.onChange(texto)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              placeholder="000.000.000-00"
              inputMode="text"
              autoCapitalize="characters"
              error={erros.cpfCnpjCessionario?.message}
            />
          )}
        />
        <TextField
          label="Nome completo ou razão social"
          autoComplete="off"
          error={erros.nomeCessionario?.message}
          {...form.register('nomeCessionario')}
        />
        <TextField
          label="E-mail do novo titular"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={erros.emailCessionario?.message}
          {...form.register('emailCessionario')}
        />
        <Texto>O novo titular não pode ser você mesmo. CNPJ com letras também é aceito.</Texto>
      </TelaTransferencia>
    </form>
  );
}
