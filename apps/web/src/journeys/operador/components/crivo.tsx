import { CODIGO_CRIVO_ERRO } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { useDefinirCrivo } from '../use-definir-crivo';

/** The quota's credit-screening result (PUT retorno-crivo): two digits, '27' being an error for the customer. */
export function Crivo({ idCota }: { idCota: number }) {
  const definir = useDefinirCrivo(idCota);
  const [codigo, setCodigo] = useState('');
  const [descricao, setDescricao] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const salvar = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{2}$/.test(codigo)) return setErro('O código tem 2 dígitos.');
    setErro(null);
    definir.mutate({ codigo, descricao: descricao.trim() || null });
  };

  return (
    <Card as="section" aria-labelledby="titulo-crivo" className="sm:p-6">
      <h2 id="titulo-crivo" className="text-base font-semibold text-tinta">
        Retorno do crivo de crédito
      </h2>
      <p className="mt-1 text-sm text-tinta-suave">
        Código de 2 dígitos; {CODIGO_CRIVO_ERRO} indica erro na consulta.
      </p>
      <form noValidate onSubmit={salvar} className="mt-4 flex flex-col gap-3">
        <TextField
          label="Código"
          inputMode="numeric"
          maxLength={2}
          value={codigo}
          onChange={(e) => setCodigo(e.target.value.replace(/\D/g, ''))}
          error={erro ?? undefined}
          compacto
        />
        <TextField
          label="Descrição"
          value={descricao}
          maxLength={500}
          onChange={(e) => setDescricao(e.target.value)}
          compacto
        />
        {definir.isError && (
          <Alert tone="perigo" role="alert">
            {definir.error.message}
          </Alert>
        )}
        {definir.isSuccess && (
          <Alert tone="sucesso" role="status">
            Retorno do crivo registrado.
          </Alert>
        )}
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={definir.isPending}
          className="self-start"
        >
          Registrar retorno
        </Button>
      </form>
    </Card>
  );
}
