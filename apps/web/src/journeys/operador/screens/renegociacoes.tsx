import {
  formatarData,
  formatarInscricao,
  formatarMoeda,
  padCota,
  padGrupo,
  type RenegociacaoAcompanhada,
} from '@portal/domain';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { DescriptionList } from '@/components/description-list';
import { PageHeader } from '@/components/page-header';
import { formatarDataHora, useTituloOperador } from '../components/aparencia';
import { CampoDeNota, EnviarDecisao, ListaDaFila } from '../components/lista-da-fila';
import { useRegistrarContato, useRenegociacoesAcompanhadas } from '../use-renegociacoes';

/** One pending renegotiation: what was renegotiated, the instalment that decides it, and the contacts so far. */
function Renegociacao({ item }: { item: RenegociacaoAcompanhada }) {
  const [nota, setNota] = useState('');
  const registrar = useRegistrarContato(item.idRenegociacao);
  const id = useId();
  const proxima = item.proximaParcela;
  return (
    <li className="rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-t`} className="font-semibold text-tinta">
            Cota {padGrupo(item.grupo)}/{padCota(item.cota)} · {item.cliente.nome}
          </h2>
          <p className="text-sm text-tinta-suave">
            {item.numero}ª renegociação da cota · confirmada em {formatarData(item.criadaEm)}
          </p>
        </div>
        {proxima.paga ? (
          <Badge tone="sucesso">Próxima parcela paga</Badge>
        ) : (
          <Badge tone="alerta">Pagar até {formatarData(item.dataLimite)}</Badge>
        )}
      </div>
      <DescriptionList
        className="mt-3"
        itens={[
          { termo: 'CPF/CNPJ', descricao: formatarInscricao(item.cliente.inscricaoNacional) },
          { termo: 'Telefone', descricao: item.cliente.telefone ?? 'Não informado' },
          {
            termo: 'Parcelas renegociadas',
            descricao: item.numeroParcelas.map((n) => `${n}ª`).join(' e '),
          },
          {
            termo: 'Valor renegociado',
            descricao: `${formatarMoeda(item.valorParcelasCentavos + item.valorEncargosCentavos)} (encargos ${formatarMoeda(item.valorEncargosCentavos)})`,
          },
          {
            termo: 'Parcela que decide',
            descricao: `${proxima.numero}ª, ${formatarMoeda(proxima.valorCentavos)}, vence em ${formatarData(item.dataLimite)}`,
          },
        ]}
      />
      {item.contatos.length > 0 && (
        <section aria-labelledby={`${id}-c`} className="mt-4">
          <h3 id={`${id}-c`} className="text-sm font-semibold text-tinta">
            Contatos com o cliente
          </h3>
          <ol className="mt-2 flex flex-col gap-2">
            {item.contatos.map((c, i) => (
              <li key={i} className="rounded-xl bg-fundo px-3 py-2 text-sm">
                <p className="text-tinta-suave">
                  <span className="font-semibold text-tinta">{c.analista}</span> ·{' '}
                  <span className="tabular">{formatarDataHora(c.em)}</span>
                </p>
                <p className="mt-1 leading-relaxed text-tinta-suave">{c.nota}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <form
        className="mt-4 flex flex-col gap-3"
        aria-labelledby={`${id}-t`}
        onSubmit={(e) => {
          e.preventDefault();
          registrar.mutate({ nota }, { onSuccess: () => setNota('') });
        }}
      >
        <CampoDeNota rotulo="Registrar contato com o cliente" valor={nota} onChange={setNota} obrigatorio />
        {registrar.isSuccess && !registrar.isPending && (
          <Alert tone="sucesso" role="status">
            Contato registrado.
          </Alert>
        )}
        <EnviarDecisao erro={registrar.error} enviando={registrar.isPending} rotulo="Registrar contato" />
      </form>
    </li>
  );
}

/**
 * /operador/renegociacoes (issue 22, ADR 0052): pending renegotiations by deadline. Each is decided by the next
 * instalment (paid by its due date → in force; not paid → reversed the day after), so the analyst calls the
 * customers whose deadline comes first and records each contact.
 */
export default function Renegociacoes() {
  useTituloOperador('Renegociações');
  const fila = useRenegociacoesAcompanhadas();
  return (
    <>
      <PageHeader
        titulo="Renegociações em andamento"
        descricao="Renegociações aguardando o pagamento da próxima parcela, as de prazo mais próximo primeiro. Paga até o vencimento, a renegociação vale; senão, é desfeita no dia seguinte e o cliente é avisado."
      />
      <ListaDaFila
        fila={fila}
        carregando="Carregando as renegociações…"
        rotulo="Renegociações em andamento"
        vazia={{
          icone: <CalendarClock />,
          titulo: 'Nenhuma renegociação em andamento',
          descricao: 'Quando um cliente renegociar parcelas, a renegociação aparece aqui até ser concluída.',
        }}
      >
        {(item) => <Renegociacao key={item.idRenegociacao} item={item} />}
      </ListaDaFila>
    </>
  );
}
