import { TIPOS_CASO, type Caso } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartaoSolicitacao } from './cartao-solicitacao';

const CASO: Caso = {
  CaseNumber: '00001234',
  CreatedDate: '2026-11-20T13:00:00.000Z',
  Status: 'Em Andamento',
  Fase__c: 'Análise Documentação',
  RecordTypeDeveloperName: TIPOS_CASO.atualizacaoCadastral,
  IdExternoCota: '1303009',
  CPF_CNPJ: '52998224725',
  Origin: 'APP',
  Description: null,
  Observacao__c: null,
  ModalidadeContemplacao__c: null,
  DocumentosIlegiveis__c: null,
  DocumentosIncompletos__c: null,
  DocumentosIncorretos__c: null,
  ExpliqueMotivo__c: null,
  DadosApp__c: null,
  RespostaAnalista__c: null,
};

const cartao = (caso: Partial<Caso>) =>
  render(
    <MemoryRouter>
      <ul>
        <CartaoSolicitacao caso={{ ...CASO, ...caso }} />
      </ul>
    </MemoryRouter>,
  );

describe('a request card in /requests', () => {
  it.each([
    ['Em Andamento', 'Análise Documentação', '/perfil/analisando-informacoes'],
    ['Em Andamento', 'Pendência Cliente', '/perfil/problema-documentos'],
    ['Fechado', 'Documento Recusado', '/perfil/filial'],
    ['Fechado', 'Cadastro Aprovado', '/perfil/documento-aprovado'],
  ])('a registration update %s / %s is followed on %s', (Status, Fase__c, rota) => {
    cartao({ Status, Fase__c });
    expect(screen.getByRole('link', { name: 'Acompanhar a atualização cadastral' })).toHaveAttribute(
      'href',
      rota,
    );
  });

  it('offers no such link on a request of another type', () => {
    cartao({ RecordTypeDeveloperName: TIPOS_CASO.posVenda });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
