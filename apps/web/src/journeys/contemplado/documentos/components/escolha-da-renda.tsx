import {
  ROTULOS_IDENTIFICACAO,
  TIPOS_RENDA,
  tiposIdentificacaoTitular,
  tiposRenda,
  type SelecaoDocumentos,
  type SelecionarDocumentosBody,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { ApiError } from '@/lib/api';
import { useSelecionarDocumentos } from '../use-documentos-contemplacao';

const OPCOES_RENDA = tiposRenda.map((t) => ({ valor: t, rotulo: TIPOS_RENDA[t] }));
const OPCOES_IDENTIFICACAO = tiposIdentificacaoTitular.map((t) => ({
  valor: t,
  rotulo: ROTULOS_IDENTIFICACAO[t],
}));

/**
 * 02 §3, §5: the income type (the 11 occupations) and the identity document decide the list of documents and
 * how many files the ID needs. Kept as the customer changes them until the first sending.
 */
export function EscolhaDaRenda({
  idCota,
  selecao,
  listaCompleta,
  aoSalvar,
}: {
  idCota: number;
  selecao: SelecaoDocumentos;
  /** The heavy-vehicle list is the longer one (02 §5 "Longer lists"). */
  listaCompleta: boolean;
  aoSalvar?: () => void;
}) {
  const selecionar = useSelecionarDocumentos(idCota);
  const [renda, setRenda] = useState<string>(selecao.tipoRenda ?? '');
  const [identificacao, setIdentificacao] = useState<string>(selecao.tipoIdentificacao ?? '');
  const [tentou, setTentou] = useState(false);

  const aoEnviar = (e: FormEvent) => {
    e.preventDefault();
    setTentou(true);
    if (!renda || !identificacao) return;
    selecionar.mutate(
      {
        tipoRenda: renda as SelecionarDocumentosBody['tipoRenda'],
        tipoIdentificacao: identificacao as SelecionarDocumentosBody['tipoIdentificacao'],
        listaCompleta,
        tipoIdentificacaoTerceiro: selecao.tipoIdentificacaoTerceiro,
      },
      { onSuccess: () => aoSalvar?.() },
    );
  };

  return (
    <Card as="section" aria-labelledby="renda-titulo">
      <h2 id="renda-titulo" className="text-lg font-semibold text-tinta">
        Sua renda e seu documento
      </h2>
      <p className="mt-1 text-sm text-tinta-suave">
        Os documentos pedidos dependem da sua ocupação e do documento de identificação que você vai enviar.
      </p>
      <form className="mt-4 flex flex-col gap-4" onSubmit={aoEnviar} noValidate>
        <SelectField
          label="Tipo de renda"
          opcoes={OPCOES_RENDA}
          vazio="Escolha sua ocupação"
          value={renda}
          onChange={(e) => setRenda(e.target.value)}
          error={tentou && !renda ? 'Escolha o tipo de renda.' : undefined}
        />
        <SelectField
          label="Documento de identificação"
          opcoes={OPCOES_IDENTIFICACAO}
          vazio="Escolha o documento"
          value={identificacao}
          onChange={(e) => setIdentificacao(e.target.value)}
          error={tentou && !identificacao ? 'Escolha o documento de identificação.' : undefined}
        />
        {selecionar.isError && (
          <Alert tone="perigo" role="alert">
            {selecionar.error instanceof ApiError
              ? selecionar.error.mensagem
              : 'Não foi possível salvar. Tente novamente.'}
          </Alert>
        )}
        <Button type="submit" loading={selecionar.isPending} className="self-start">
          Ver documentos pedidos
        </Button>
      </form>
    </Card>
  );
}
