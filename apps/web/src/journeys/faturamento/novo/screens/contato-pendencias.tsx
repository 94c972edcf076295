import { Atendimento } from '../components/atendimento';
import { TelaNovo } from '../components/tela-novo';

/** /faturamentonovo/contato-pendencias (PENDENCIA_SALDO): a balance pendency only the service desk solves. */
export default function ContatoPendencias() {
  return (
    <TelaNovo
      titulo="Fale com a gente"
      descricao="Há uma pendência de saldo na sua cota antes do faturamento."
    >
      {(s) => (
        <>
          {s.respostaAnalista && <p className="text-[0.9375rem] text-tinta">{s.respostaAnalista}</p>}
          <p className="text-[0.9375rem] text-tinta">
            Fale com a nossa central para regularizar o saldo; depois o faturamento segue de onde parou.
          </p>
          <Atendimento />
        </>
      )}
    </TelaNovo>
  );
}
