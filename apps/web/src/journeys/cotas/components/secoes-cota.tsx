import {
  classificarCota,
  formatarData,
  formatarPercentual,
  mascaraTelefone,
  mascararInscricao,
  situacaoLegivel,
  type CotaDetalhe,
} from '@portal/domain';
import { Receipt } from 'lucide-react';
import { Card } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';

const NAO_INFORMADO = 'Não informado';

export function SecaoDetalhes({ cota, hoje }: { cota: CotaDetalhe; hoje: string }) {
  const d = cota.details;
  const c = classificarCota(cota, hoje);
  const contemplacao = c.contemplada
    ? `${formatarData(cota.dataContemplacao)} · ${c.porSorteio ? 'por sorteio' : 'por lance'}`
    : 'Ainda não contemplada';
  return (
    <Card>
      <DescriptionList
        itens={[
          { termo: 'Data de adesão', descricao: formatarData(d.dataAdesao) },
          { termo: 'Prazo do grupo', descricao: `${d.prazoGrupoMeses} meses` },
          { termo: 'Assembleia atual', descricao: `${d.assembleiaAtual} de ${d.totalAssembleias}` },
          { termo: 'Próxima assembleia', descricao: formatarData(d.dataProximaAssembleia) || '—' },
          { termo: 'Contemplação', descricao: contemplacao },
          { termo: 'Parcelas em atraso', descricao: cota.parcelasAtraso },
          { termo: 'Taxa de administração', descricao: formatarPercentual(d.percentualTaxaAdministracao) },
          { termo: 'Fundo de reserva', descricao: formatarPercentual(d.percentualFundoReserva) },
          { termo: 'Parcelas restantes', descricao: cota.parcelasRestantes },
          { termo: 'Situação', descricao: situacaoLegivel(cota.situacaoCota) },
        ]}
      />
    </Card>
  );
}

export function SecaoDadosCadastrais({ cota }: { cota: CotaDetalhe }) {
  const d = cota.dadosCadastrais;
  const empresa = d.tipoPessoa === 'J';
  return (
    <Card>
      <DescriptionList
        itens={[
          { termo: empresa ? 'Razão social' : 'Nome', descricao: d.nome },
          { termo: empresa ? 'CNPJ' : 'CPF', descricao: mascararInscricao(d.inscricaoNacional) },
          {
            termo: empresa ? 'Data de fundação' : 'Data de nascimento',
            descricao: formatarData(d.dataNascimentoFundacao) || NAO_INFORMADO,
          },
          {
            termo: 'E-mail',
            descricao: d.email ? <span className="break-all">{d.email}</span> : NAO_INFORMADO,
          },
          {
            termo: 'Celular',
            descricao: d.telefoneCelular ? mascaraTelefone(d.telefoneCelular) : NAO_INFORMADO,
          },
          {
            termo: 'Telefone fixo',
            descricao: d.telefoneFixo ? mascaraTelefone(d.telefoneFixo) : NAO_INFORMADO,
          },
        ]}
      />
    </Card>
  );
}

export function SecaoExtrato({ cota }: { cota: CotaDetalhe }) {
  const e = cota.extrato;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Card padding="sm" className="sm:p-5">
          <p className="text-sm text-tinta-suave">Total pago</p>
          <p className="mt-1 text-lg font-bold text-tinta sm:text-xl">
            <Money centavos={e.valorTotalPago} />
          </p>
        </Card>
        <Card padding="sm" className="sm:p-5">
          <p className="text-sm text-tinta-suave">Em atraso</p>
          <p
            className={
              e.valorEmAtraso > 0
                ? 'mt-1 text-lg font-bold text-alerta sm:text-xl'
                : 'mt-1 text-lg font-bold text-tinta sm:text-xl'
            }
          >
            <Money centavos={e.valorEmAtraso} />
          </p>
        </Card>
      </div>
      <Card padding="none">
        <h3 className="px-5 pt-5 pb-2 text-base font-semibold text-tinta sm:px-6">Últimos pagamentos</h3>
        {e.ultimosPagamentos.length === 0 ? (
          <EmptyState
            nivel={3}
            icon={<Receipt />}
            titulo="Nenhum pagamento ainda"
            descricao="Os pagamentos aparecem aqui assim que forem compensados."
            className="py-8"
          />
        ) : (
          <ul className="divide-y divide-borda/70 px-5 pb-2 sm:px-6">
            {e.ultimosPagamentos.map((p) => (
              <li key={`${p.numeroParcela}-${p.dataPagamento}`} className="flex items-center gap-3.5 py-3.5">
                <span
                  className="hidden size-10 shrink-0 place-items-center rounded-xl bg-sucesso-fundo text-sucesso sm:grid"
                  aria-hidden="true"
                >
                  <Receipt className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-tinta">Parcela {p.numeroParcela}</p>
                  <p className="tabular text-sm text-tinta-suave">Paga em {formatarData(p.dataPagamento)}</p>
                </div>
                <Money centavos={p.valorPago} className="font-semibold text-tinta" />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
