import { MENSAGEM_FALHA_FATURAMENTO, telaFamilia3 } from '@portal/domain';
import { Headset, Smartphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useSessao } from '@/lib/session';
import { OpcaoLink, TelaFaturamento, Texto } from '../components/tela';
import { lerEscolhas } from '../escolhas';
import { caminhosFaturamento as c } from '../paths';
import { ehRecusaDeDispositivo, useIniciarFaturamento } from '../use-faturamento';

/**
 * /faturamento/digitaloumanual: by the app or manual. By the app the case opens and the identification comes
 * next (02 §2.2: document and selfie, or the company's documents); a case already past it goes on at its own
 * screen, which /faturamento/iniciar finds (02 §4.4).
 */
export default function DigitalOuManual() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const iniciar = useIniciarFaturamento();
  const navegar = useNavigate();
  const pelaApp = () => {
    const e = lerEscolhas(idCota);
    iniciar.mutate(
      {
        tipoFaturamento: e.tipoFaturamento ?? 'FATURAMENTO_NOVO_AUTO',
        cotas: e.cotas,
        quantidadeBens: e.quantidadeBens,
      },
      {
        onSuccess: (caso) =>
          void navegar(
            telaFamilia3(caso.fase, { novo: true, pj: false }) === 'introducao' ? c.identificacao : c.iniciar,
          ),
        onError: (erro) => {
          if (ehRecusaDeDispositivo(erro)) void navegar(c.indisponivel, { replace: true });
        },
      },
    );
  };
  return (
    <TelaFaturamento
      titulo="Como prefere seguir?"
      descricao="Você pode fazer tudo pelo app ou com um atendente."
      voltar={{ para: c.novoseminovo, rotulo: 'Voltar' }}
    >
      <div className="flex flex-col gap-3 rounded-2xl p-4 ring-2 ring-primaria">
        <div className="flex items-center gap-3">
          <span
            className="grid size-11 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
            aria-hidden="true"
          >
            <Smartphone className="size-5" />
          </span>
          <div>
            <h2 className="font-semibold text-tinta">Pelo app (digital)</h2>
            <p className="text-sm text-tinta-suave">
              {lerEscolhas(idCota).tipoFaturamento === 'FATURAMENTO_SEMINOVO_AUTO'
                ? 'Placa, vistoria, vendedor e documentos aqui mesmo.'
                : 'Dados do veículo, da concessionária e documentos aqui mesmo.'}
            </p>
          </div>
        </div>
        <Button onClick={pelaApp} loading={iniciar.isPending}>
          Seguir pelo app
        </Button>
      </div>
      {iniciar.isError && !ehRecusaDeDispositivo(iniciar.error) && (
        <Alert tone="perigo" role="alert">
          {iniciar.error.message || MENSAGEM_FALHA_FATURAMENTO}
        </Alert>
      )}
      <Texto>
        Seu caso é outro? Consignação, quitar um financiamento, máquinas agrícolas ou veículo de familiar:
      </Texto>
      <ul>
        <OpcaoLink
          para={c.manual}
          icone={Headset}
          titulo="Com um atendente (manual)"
          descricao="Pelo WhatsApp, com a sua cota e o motivo"
        />
      </ul>
    </TelaFaturamento>
  );
}
