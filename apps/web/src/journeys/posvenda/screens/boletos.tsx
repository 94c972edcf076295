import { ENTREGAS_BOLETO, ROTULOS_ENTREGA_BOLETO, type EntregaBoleto } from '@portal/domain';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Continuar, ErroDoEnvio, Etapa, TelaPosVenda, Texto, useAvancar, voltarDe } from '../components/tela';

/** /pos-venda/boletos: how the boletos arrive (e-mail or post), stored with the onboarding. */
export default function Boletos() {
  const { enviar, erro, enviando } = useAvancar('boletos');
  const [escolha, setEscolha] = useState<EntregaBoleto | null>(null);
  const [erroCampo, setErroCampo] = useState<string>();
  return (
    <Etapa passo="boletos">
      {(estado) => {
        const valor = escolha ?? estado.entregaBoleto;
        return (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!valor) return setErroCampo('Escolha como quer receber os boletos.');
              setErroCampo(undefined);
              enviar({ passo: 'boletos', entregaBoleto: valor });
            }}
          >
            <TelaPosVenda
              passo="boletos"
              titulo="Como quer receber seus boletos?"
              icone={Mail}
              voltar={voltarDe('boletos')}
              acao={<Continuar enviando={enviando} />}
            >
              <fieldset aria-describedby={erroCampo ? 'erro-entrega' : undefined}>
                <legend className="font-semibold text-tinta">Forma de envio</legend>
                <div className="mt-3 flex flex-col gap-2">
                  {ENTREGAS_BOLETO.map((f) => (
                    <label
                      key={f}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-borda px-4 py-2.5 has-[:checked]:border-primaria has-[:checked]:bg-primaria/5"
                    >
                      <input
                        type="radio"
                        name="entregaBoleto"
                        checked={valor === f}
                        onChange={() => setEscolha(f)}
                        className="size-4 accent-primaria"
                      />
                      {ROTULOS_ENTREGA_BOLETO[f]}
                    </label>
                  ))}
                </div>
                {erroCampo && (
                  <p id="erro-entrega" className="mt-2 text-sm text-perigo" role="alert">
                    {erroCampo}
                  </p>
                )}
              </fieldset>
              <Texto>Os boletos também ficam sempre disponíveis no app, na área de boletos.</Texto>
              <ErroDoEnvio erro={erro} />
            </TelaPosVenda>
          </form>
        );
      }}
    </Etapa>
  );
}
