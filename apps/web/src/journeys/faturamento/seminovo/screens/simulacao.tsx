import {
  ACEITE_POR_IDADE_02_S9,
  formatarMoeda,
  ROTULOS_GRUPO_SEMINOVO,
  ROTULOS_TIPO_VEICULO,
  TIPOS_VEICULO,
  valorMinimoDoVeiculo,
  type FaixaDeAceite,
} from '@portal/domain';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Avancar, Texto } from '../partes';
import { Dados, TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo, caminhosFaturamentoSeminovo as c } from '../paths';

/** One band in words: 'De 6 a 7 anos: valor FIPE 20% acima do saldo devedor'. */
function faixaEmPalavras(faixas: readonly FaixaDeAceite[], i: number): string {
  const f = faixas[i]!;
  const de = i === 0 ? 0 : faixas[i - 1]!.ate + 1;
  const idade = de === 0 ? `Até ${f.ate} anos` : `De ${de} a ${f.ate} anos`;
  return `${idade}: ${f.acimaDoSaldo === 0 ? 'valor FIPE a partir do saldo devedor' : `valor FIPE ${f.acimaDoSaldo}% acima do saldo devedor`}`;
}

/**
 * /faturamentoseminovo/simulacao (02 §2.5, §4.6): the evaluation simulation's start: the vehicle must pass the
 * group's acceptance rules (02 §9) by its plate; the balance the value is compared with.
 */
export function Simulacao() {
  return (
    <TelaSeminovo
      titulo="Simulação de avaliação"
      descricao="Veja se o veículo que você quer comprar pode ser faturado com a sua cota."
      etapa={1}
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={() => <Avancar para={c.placa}>Informar a placa</Avancar>}
    >
      {(s) => (
        <>
          <Texto>
            Pela placa buscamos o veículo e o valor FIPE e aplicamos as regras de aceite do seu grupo, pela
            idade e pelo valor do veículo. Veículos de leilão ou com chassi remarcado não são aceitos.
          </Texto>
          <Dados
            itens={[
              ['Seu grupo', ROTULOS_GRUPO_SEMINOVO[s.grupo]],
              ['Saldo devedor', formatarMoeda(s.saldoDevedor)],
              ['Crédito disponível', formatarMoeda(s.creditoDisponivel)],
              ['Taxa de vistoria', formatarMoeda(s.taxas.vistoria)],
            ]}
          />
          <Link
            to={caminhoSeminovo('simulacao/regrasdeaceite')}
            className="font-semibold text-primaria-texto underline"
          >
            Ver as regras de aceite do seu grupo
          </Link>
          {s.dados.veiculosAnteriores && s.dados.veiculosAnteriores.length > 0 && (
            <Alert tone="info" titulo="Escolha outro veículo">
              O veículo anterior ({s.dados.veiculosAnteriores.at(-1)!.descricao}) saiu do faturamento. A
              vistoria do novo veículo custa {formatarMoeda(s.taxas.vistoria)}.
            </Alert>
          )}
        </>
      )}
    </TelaSeminovo>
  );
}

/** /faturamentoseminovo/simulacao/regrasdeaceite: 02 §9's table for the quota's kind of group. */
export function RegrasDeAceite() {
  return (
    <TelaSeminovo
      titulo="Regras de aceite"
      descricao="A idade conta pelo ano do modelo. Veículos mais antigos que a última faixa não são aceitos."
      etapa={1}
      voltar={{ para: c.simulacao, rotulo: 'Voltar' }}
      acao={() => <Avancar para={c.placa}>Informar a placa</Avancar>}
    >
      {(s) => (
        <>
          <p className="font-semibold text-tinta">{ROTULOS_GRUPO_SEMINOVO[s.grupo]}</p>
          <ul className="flex flex-col divide-y divide-borda">
            {TIPOS_VEICULO.map((tipo) => {
              const faixas = ACEITE_POR_IDADE_02_S9[s.grupo][tipo];
              return (
                <li key={tipo} className="py-3 first:pt-0 last:pb-0">
                  <h2 className="font-semibold text-tinta">{ROTULOS_TIPO_VEICULO[tipo]}</h2>
                  <ul className="mt-1 flex flex-col gap-0.5 text-sm text-tinta-suave">
                    {faixas.map((f, i) => (
                      <li key={f.ate}>
                        {faixaEmPalavras(faixas, i)} (a partir de{' '}
                        {formatarMoeda(valorMinimoDoVeiculo(s.saldoDevedor, f.acimaDoSaldo))})
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <Alert tone="alerta">
            Veículos de leilão ou com chassi remarcado ou recuperado nunca são aceitos.
          </Alert>
        </>
      )}
    </TelaSeminovo>
  );
}
