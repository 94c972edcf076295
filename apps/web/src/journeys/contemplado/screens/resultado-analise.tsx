import { type SituacaoContemplacao } from '@portal/domain';
import { Link, Navigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CanaisAtendimento } from '@/components/canais-atendimento';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';
import { Texto } from '../components/fatos';
import { PassoDoFluxo } from '../components/passo-do-fluxo';
import { caminhoDaEtapa } from '../etapas';
import { caminhosContemplado } from '../paths';

function Reprovada({ s }: { s: SituacaoContemplacao }) {
  const canais = useCanaisDeAtendimento();
  return (
    <>
      <Alert tone="perigo" titulo="A análise de crédito não foi aprovada">
        A renda apresentada não é suficiente para a parcela depois da contemplação (saldo insuficiente).
      </Alert>
      {s.caso?.ExpliqueMotivo__c && <Texto>{s.caso.ExpliqueMotivo__c}</Texto>}
      <div className="rounded-xl bg-fundo p-4">
        <h2 className="font-semibold text-tinta">Você pode usar a renda de outra pessoa</h2>
        <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
          Some à sua a renda de outra pessoa, como cônjuge, pai ou mãe: envie o documento de identificação e
          os comprovantes de renda dela, e a análise é refeita.
        </p>
        <Button asChild className="mt-4">
          <Link to={caminhoDaEtapa('DocumentSelection', s)}>Enviar renda de outra pessoa</Link>
        </Button>
      </div>
      <div>
        <p className="text-[0.9375rem] text-tinta-suave">Prefere conversar? Fale com a nossa central:</p>
        <CanaisAtendimento
          className="mt-2"
          telefone={canais.telefone}
          whatsapp={canais.whatsapp}
          horario={canais.horario}
        />
      </div>
    </>
  );
}

/**
 * /contemplado/resultado-analise: the credit analysis failed (02 §4.9 'Cadastro Não Aprovado', 'Reprovado'):
 * why, another person's income, and the contact. Any other outcome shows on the sieve's screen.
 */
export default function ResultadoAnalise() {
  return (
    <PassoDoFluxo etapa="SieveResult" titulo="Resultado da análise de crédito" acao={() => null}>
      {(s) =>
        s.tela === 'analise-reprovada' ? (
          <Reprovada s={s} />
        ) : (
          <Navigate to={caminhosContemplado.crivo} replace />
        )
      }
    </PassoDoFluxo>
  );
}
