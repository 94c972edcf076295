import { MENSAGENS_POS_VENDA as M } from '@portal/domain';
import { CheckCircle2, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { TelaDeJornada } from '@/lib/tela-de-jornada';
import { Continuar, Etapa, TelaPosVenda, Texto, useAvancar, voltarDe } from '../components/tela';
import { Alert } from '@/components/alert';

/** What the welcome video says: shown when the partner has no video, and below it as its text alternative. */
function TextoDoVideo() {
  return (
    <>
      <Texto>
        Seja bem-vindo ao seu consórcio! A partir de agora, você acompanha tudo pelo app: boletos,
        assembleias, lances e a sua contemplação.
      </Texto>
      <Texto>
        Pague as parcelas em dia para participar de todas as assembleias, e conte com a nossa central sempre
        que precisar.
      </Texto>
    </>
  );
}

/** /pos-venda/final (step 13): the welcome video (partner-configured, with captions) and the farewell. */
export default function Final() {
  const { enviar, erro, enviando, resposta } = useAvancar('final');
  if (resposta?.estado.concluido)
    return (
      <TelaDeJornada
        jornada="Pós-venda"
        titulo="Tudo pronto!"
        descricao="Você concluiu o atendimento pós-venda. Obrigado pela confiança."
        icone={CheckCircle2}
        tom="sucesso"
        acao={
          <Button asChild>
            <Link to={caminhos.home.home}>Ir para o início</Link>
          </Button>
        }
      />
    );
  return (
    <Etapa passo="final">
      {(estado) => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            enviar({ passo: 'final', ciente: true });
          }}
        >
          <TelaPosVenda
            passo="final"
            titulo="Boas-vindas ao consórcio"
            icone={PartyPopper}
            voltar={voltarDe('final')}
            acao={<Continuar enviando={enviando}>Concluir</Continuar>}
          >
            {estado.video?.legendasUrl ? (
              <figure className="flex flex-col gap-3">
                <video
                  controls
                  preload="metadata"
                  className="aspect-video w-full rounded-xl bg-black"
                  aria-describedby="texto-do-video"
                >
                  <source src={estado.video.url} />
                  <track
                    kind="captions"
                    src={estado.video.legendasUrl}
                    srcLang="pt-BR"
                    label="Português"
                    default
                  />
                </video>
                <figcaption id="texto-do-video">
                  <details>
                    <summary className="cursor-pointer font-semibold text-tinta">
                      Ler o conteúdo do vídeo
                    </summary>
                    <div className="mt-2 flex flex-col gap-3">
                      <TextoDoVideo />
                    </div>
                  </details>
                </figcaption>
              </figure>
            ) : (
              <TextoDoVideo />
            )}
            {erro && (
              <Alert tone="perigo" titulo="Não foi possível concluir" role="alert">
                {erro === M.servidor ? M.envio : erro}
              </Alert>
            )}
          </TelaPosVenda>
        </form>
      )}
    </Etapa>
  );
}
