import type { Aceites, SelecaoDocumentos } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import { AceitesDaAnalise } from './aceites-da-analise';

const selecao = (aceites: Aceites): SelecaoDocumentos => ({
  CaseNumber: '00012345',
  Fase__c: 'Documentação Pendente',
  pessoa: 'PF',
  socios: null,
  tipoRenda: null,
  tipoIdentificacao: null,
  listaCompleta: false,
  tipoIdentificacaoTerceiro: null,
  documentosParaEnviar: [],
  documentosEnviados: [],
  aceites,
  travado: false,
  travadoEm: null,
  ExpliqueMotivo__c: null,
});

let pedidos: Pedido[];
let soltarPrimeira: () => void;

beforeEach(() => {
  entrarComo();
  let chamadas = 0;
  pedidos = stubApi({
    // The first save answers late, as a slow connection would: the second must wait for it.
    'PUT /cotas/7/contemplacao/aceites': async ({ corpo }) => {
      chamadas += 1;
      if (chamadas === 1) await new Promise<void>((soltar) => (soltarPrimeira = soltar));
      return { corpo: selecao(corpo as Aceites) };
    },
  });
});

it('two ticks in a row reach the server in order, so the last one is what it keeps', async () => {
  const { usuario } = renderizar(
    <AceitesDaAnalise
      idCota={7}
      selecao={selecao({ termosECondicoes: false, autorizacaoConsultaCredito: false })}
    />,
  );
  await usuario.click(screen.getByLabelText('Li e aceito os termos e condições da análise de crédito'));
  await usuario.click(
    screen.getByLabelText('Autorizo a consulta do meu CPF nos órgãos de proteção ao crédito'),
  );
  await waitFor(() => expect(pedidos).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Confirmar aceites' })).toBeDisabled();

  soltarPrimeira();
  await waitFor(() => expect(pedidos).toHaveLength(2));
  expect(pedidos.map((p) => p.corpo)).toEqual([
    { termosECondicoes: true, autorizacaoConsultaCredito: false },
    { termosECondicoes: true, autorizacaoConsultaCredito: true },
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar aceites' })).toBeEnabled());
});
