import {
  MENSAGENS_SEMINOVO,
  formatarMoeda,
  mascaraPlaca,
  normalizarPlaca,
  type SituacaoFaturamentoSeminovo,
} from '@portal/domain';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { Texto } from '../partes';
import { ErroDaChamada } from '../components/erro';
import { TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo, caminhosFaturamentoSeminovo as c } from '../paths';
import { useRascunhoSeminovo } from '../rascunho';
import { useConsultarPlaca } from '../use-faturamento-seminovo';

function Formulario({ s }: { s: SituacaoFaturamentoSeminovo }) {
  const navigate = useNavigate();
  const { rascunho, guardar } = useRascunhoSeminovo(s.CaseNumber);
  const [placa, setPlaca] = useState(rascunho.consulta?.placaFormatada ?? '');
  const [erro, setErro] = useState<string>();
  const consultar = useConsultarPlaca();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const normalizada = normalizarPlaca(placa);
    if (!normalizada) return setErro(MENSAGENS_SEMINOVO.placaInvalida);
    consultar.mutate(normalizada, {
      onSuccess: (r) => {
        guardar({ consulta: r });
        void navigate(
          caminhoSeminovo(r.encontrado ? 'simulacao/placaencontrada' : 'simulacao/placanaoencontrada'),
        );
      },
    });
  };
  return (
    <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
      <Texto>
        Mercosul (ABC1D23) ou antiga (ABC-1234). A taxa de vistoria é de {formatarMoeda(s.taxas.vistoria)}, só
        cobrada quando você agendar a vistoria.
      </Texto>
      <MaskedField
        label="Placa do veículo"
        mascara={mascaraPlaca}
        value={placa}
        onValueChange={(t) => {
          setPlaca(t);
          setErro(undefined);
        }}
        autoCapitalize="characters"
        placeholder="ABC1D23"
        error={erro}
      />
      <ErroDaChamada erro={consultar.error} titulo="Não foi possível consultar a placa" />
      <Button
        type="submit"
        loading={consultar.isPending}
        className="sm:self-end"
        icon={<Search className="size-4" aria-hidden="true" />}
      >
        Consultar placa
      </Button>
    </form>
  );
}

/** /faturamentoseminovo/simulacao/placa: the plate, either format, masked; GET consultar-veiculo/{placa}. */
export default function Placa() {
  return (
    <TelaSeminovo
      titulo="Qual é a placa do veículo?"
      etapa={1}
      voltar={{ para: c.simulacao, rotulo: 'Voltar' }}
    >
      {(s) => <Formulario s={s} />}
    </TelaSeminovo>
  );
}
