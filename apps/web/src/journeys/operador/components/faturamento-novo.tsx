import {
  casosOperacoes,
  formatarCnpj,
  formatarMoeda,
  faturamentoNovoOperacoes,
  type AcaoAnalistaNovoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { chamar, chave, consulta } from '@/lib/operacoes';

/**
 * A new-vehicle (0 km) billing case in the back-office (issue 19): what the customer recorded and the analyst's
 * actions the phase allows now (approve the documents, invoice and correction letter, payment order, Detran
 * pendency, payment sent). Each moves the case and the customer's screen.
 */
export function FaturamentoNovoDoCaso({ numero }: { numero: string }) {
  const params = { caseNumber: numero };
  const painel = useQuery({
    ...consulta(faturamentoNovoOperacoes.painelAnalista, { params }),
    retry: false,
  });
  const queryClient = useQueryClient();
  const toast = useToast();
  const [texto, setTexto] = useState<Record<string, string>>({});
  const acao = useMutation({
    mutationFn: (body: AcaoAnalistaNovoBody) =>
      chamar(faturamentoNovoOperacoes.acaoDoAnalista, { params, body }),
    onSuccess: (p, body) => {
      queryClient.setQueryData(chave(faturamentoNovoOperacoes.painelAnalista, { params }), p);
      void queryClient.invalidateQueries({ queryKey: chave(casosOperacoes.detalheOperador, { params }) });
      setTexto((x) => ({ ...x, [body.acao]: '' }));
      toast({ titulo: 'Faturamento atualizado', descricao: `Fase: ${p.Fase__c}` });
    },
    meta: { erroTratado: true },
  });
  if (!painel.data) return null;
  const { dados, acoes } = painel.data;
  return (
    <Card as="section" aria-labelledby="painel-faturamento-novo" className="flex flex-col gap-4">
      <h2 id="painel-faturamento-novo" className="text-lg font-semibold text-tinta">
        Faturamento do veículo 0 km
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {(
          [
            [
              'Veículo',
              dados.veiculo ? `${dados.veiculo.marca} ${dados.veiculo.modelo} ${dados.veiculo.ano}` : '—',
            ],
            ['Cor', dados.veiculo?.cor ?? '—'],
            ['Concessionária', dados.concessionaria?.razaoSocial ?? '—'],
            ['CNPJ', dados.concessionaria ? formatarCnpj(dados.concessionaria.cnpj) : '—'],
            ['Valor da compra', dados.valorCompra !== undefined ? formatarMoeda(dados.valorCompra) : '—'],
            [
              'Valor enviado (crédito)',
              dados.valorEnviado !== undefined ? formatarMoeda(dados.valorEnviado) : '—',
            ],
            ['Nota fiscal', dados.notaFiscal?.numero ?? '—'],
            ['Ordem de pagamento', dados.ordemPagamento?.numero ?? '—'],
          ] as const
        ).map(([termo, valor]) => (
          <div key={termo}>
            <dt className="text-tinta-suave">{termo}</dt>
            <dd className="font-semibold text-tinta">{valor}</dd>
          </div>
        ))}
      </dl>
      {acoes.length === 0 ? (
        <p className="text-sm text-tinta-suave">Nesta fase não há ação do analista no faturamento.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Ações do faturamento">
          {acoes.map((a) => (
            <li key={a.acao} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              {a.pede && (
                <TextField
                  label={
                    a.pede === 'numero'
                      ? `Número (${a.rotulo.toLowerCase()})`
                      : `Motivo (${a.rotulo.toLowerCase()})`
                  }
                  value={texto[a.acao] ?? ''}
                  onChange={(e) => setTexto((x) => ({ ...x, [a.acao]: e.target.value }))}
                  containerClassName="flex-1"
                />
              )}
              <Button
                variant={a.pede ? 'secondary' : 'primary'}
                loading={acao.isPending && acao.variables.acao === a.acao}
                onClick={() =>
                  acao.mutate({
                    acao: a.acao as AcaoAnalistaNovoBody['acao'],
                    ...(a.pede === 'numero' && { numero: texto[a.acao] }),
                    ...(a.pede === 'motivo' && { motivo: texto[a.acao] }),
                  })
                }
              >
                {a.rotulo}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {acao.isError && (
        <Alert tone="perigo" titulo="Não foi possível concluir">
          {acao.error instanceof ApiError ? acao.error.mensagem : 'Tente novamente em instantes.'}
        </Alert>
      )}
    </Card>
  );
}
