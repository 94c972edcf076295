import { zodResolver } from '@hookform/resolvers/zod';
import {
  dadosCadastraisOperacoes,
  ehCelular,
  MENSAGENS_CADASTRO,
  mascaraTelefone,
  normalizarTelefone,
  telefoneSchema,
  tipoDoTelefone,
  TIPO_TELEFONE,
  TIPOS_TELEFONE,
  type TelefoneCadastral,
} from '@portal/domain';
import { Phone, Smartphone } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { IconeModal, Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { chamar } from '@/lib/operacoes';
import type { AlteracaoPendente } from '../alteracao-pendente';
import { caminhosPerfil } from '../paths';
import { CaixaPrincipal } from './caixa-principal';

const formSchema = z.object({
  telefone: telefoneSchema,
  /** Only a landline's choice; a mobile is a mobile whatever was chosen (03 §5). */
  tipoFixo: z.enum(['1', '2']),
  principal: z.boolean(),
});
type FormTelefone = z.input<typeof formSchema>;

const OPCOES_FIXO = TIPOS_TELEFONE.filter((t) => t.id !== TIPO_TELEFONE.celular).map((t) => ({
  valor: String(t.id),
  rotulo: t.descricao,
}));

export const nomeDoTipoTelefone = (id: number) =>
  TIPOS_TELEFONE.find((t) => t.id === id)?.descricao ?? 'Telefone';

/**
 * Adds a phone (a mobile through POST /phone, the e-mail/phone screen's call; a landline through POST
 * /telefones) or edits one (PUT /telefones/{idTelefone}). The mask is (11) 98765-4321 or (11) 3333-4444; the
 * type follows the number (`tipoDoTelefone`); a new or changed number needs the SMS token.
 */
export function DialogoTelefone({
  idCota,
  telefone,
  outros,
  open,
  onOpenChange,
  onConfirmarPorSms,
  onTornarPrincipal,
}: {
  idCota: number;
  telefone: TelefoneCadastral | null;
  /** The person's other numbers (digits): one of them typed again is refused here, before any SMS. */
  outros: readonly string[];
  open: boolean;
  onOpenChange: (aberto: boolean) => void;
  onConfirmarPorSms: (alteracao: AlteracaoPendente) => void;
  onTornarPrincipal: (telefone: TelefoneCadastral) => void;
}) {
  const form = useForm<FormTelefone, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    values: {
      telefone: telefone ? mascaraTelefone(telefone.telefone) : '',
      tipoFixo: telefone?.idTipoTelefone === TIPO_TELEFONE.comercial ? '2' : '1',
      principal: telefone?.principal ?? false,
    },
  });
  const digitos = normalizarTelefone(useWatch({ control: form.control, name: 'telefone' }) ?? '');
  const celular = digitos.length >= 10 && ehCelular(digitos);

  const salvar = form.handleSubmit(({ telefone: numero, tipoFixo, principal }) => {
    const idTipoTelefone = tipoDoTelefone(numero, Number(tipoFixo));
    if (telefone && numero === telefone.telefone && idTipoTelefone === telefone.idTipoTelefone) {
      if (principal && !telefone.principal) onTornarPrincipal(telefone);
      onOpenChange(false);
      return;
    }
    if (outros.includes(numero)) {
      form.setError('telefone', { message: MENSAGENS_CADASTRO.telefoneRepetido }, { shouldFocus: true });
      return;
    }
    // The city stays while the area code does; a new area code leaves it for the analyst's systems to fill.
    const idCidade =
      telefone && telefone.telefone.slice(0, 2) === numero.slice(0, 2) ? telefone.idCidade : null;
    const corpo = { telefone: numero, idTipoTelefone, idCidade, principal, principalTodas: principal };
    const mascarado = mascaraTelefone(numero);
    onConfirmarPorSms({
      idCota,
      descricao: telefone
        ? `${nomeDoTipoTelefone(idTipoTelefone)} alterado para ${mascarado}`
        : `Novo ${nomeDoTipoTelefone(idTipoTelefone).toLowerCase()}: ${mascarado}`,
      voltarPara: caminhosPerfil.emailTelefone,
      salvar: (auth_token) =>
        telefone
          ? chamar(dadosCadastraisOperacoes.alterarTelefone, {
              params: { id: idCota, idTelefone: telefone.idTelefone },
              body: { ...corpo, idTelefone: telefone.idTelefone, auth_token },
            })
          : chamar(
              idTipoTelefone === TIPO_TELEFONE.celular
                ? dadosCadastraisOperacoes.incluirCelular
                : dadosCadastraisOperacoes.incluirTelefone,
              { params: { id: idCota }, body: { ...corpo, auth_token } },
            ),
      sucesso: {
        titulo: telefone ? 'Telefone alterado.' : 'Telefone incluído.',
        descricao: 'A alteração vale para todas as suas cotas.',
      },
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={telefone ? 'Editar telefone' : 'Adicionar telefone'}
      description="Para sua segurança, confirmaremos a alteração com um código enviado por SMS."
      icon={
        <IconeModal>{celular ? <Smartphone className="size-6" /> : <Phone className="size-6" />}</IconeModal>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form="form-telefone-perfil">
            Continuar
          </Button>
        </>
      }
    >
      <form
        id="form-telefone-perfil"
        noValidate
        onSubmit={(e) => void salvar(e)}
        className="flex flex-col gap-4"
      >
        <Controller
          control={form.control}
          name="telefone"
          render={({ field, fieldState }) => (
            <MaskedField
              label="Telefone com DDD"
              mascara={mascaraTelefone}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              error={fieldState.error?.message}
              hint={celular ? 'Celular: é para ele que enviamos os códigos por SMS.' : undefined}
            />
          )}
        />
        {!celular && (
          <Controller
            control={form.control}
            name="tipoFixo"
            render={({ field }) => (
              <SelectField
                label="Tipo de telefone fixo"
                opcoes={OPCOES_FIXO}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="principal"
          render={({ field }) => (
            <CaixaPrincipal
              rotulo="Usar como telefone principal"
              marcada={field.value}
              onChange={field.onChange}
              jaPrincipal={telefone?.principal}
            />
          )}
        />
      </form>
    </Modal>
  );
}
