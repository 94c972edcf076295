import { relatoriosOperacoes } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { FileSignature, FileDown } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar } from '@/lib/operacoes';
import { BotaoTrocarCota, DescricaoCota } from '../components/cabecalho';
import { mensagemErroContrato, nomeArquivoContrato } from '../components/documentos';
import { useCotaSelecionada } from '@/lib/cotas';
import { useOrigemDosDocumentos } from '../use-origem';

const CONTEUDO = [
  'As regras do grupo: prazo, taxa de administração, fundo de reserva e seguro.',
  'Como funcionam as assembleias, os sorteios e os lances.',
  'Seus direitos e deveres como consorciado, inclusive em caso de desistência.',
];

/** /financeiro/contrato: what the registered contract is, and its copy as a PDF saved on the device. */
export default function Contrato() {
  const origem = useOrigemDosDocumentos();
  useDocumentTitle('Contrato da cota');
  const { idCota, cota } = useCotaSelecionada();
  // The PDF itself, with the access token: it comes through the client as a Blob and is saved from there.
  const contrato = useMutation({
    mutationFn: () =>
      chamar(relatoriosOperacoes.contrato, {
        params: { id: idCota ?? 0 },
      }),
    meta: { erroTratado: true },
  });
  const toast = useToast();

  const baixar = () =>
    contrato.mutate(undefined, {
      onSuccess: (arquivo) => {
        // The name says which quota it is; without the quota at hand, the id still tells them apart.
        baixarArquivo(arquivo, cota ? nomeArquivoContrato(cota.grupo, cota.cota) : `contrato-${idCota}.pdf`);
        toast({ titulo: 'Contrato baixado', descricao: 'O PDF está na pasta de downloads do seu aparelho.' });
      },
    });

  return (
    <>
      <PageHeader
        titulo="Contrato da cota"
        descricao={<DescricaoCota cota={cota} />}
        voltar={origem.voltar}
        acoes={<BotaoTrocarCota />}
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card as="section" aria-labelledby="titulo-o-que-e" className="sm:p-8">
          <div className="flex items-start gap-4">
            <span
              className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto"
              aria-hidden="true"
            >
              <FileSignature className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 id="titulo-o-que-e" className="text-lg font-bold tracking-tight text-tinta">
                2ª via do contrato registrado
              </h2>
              <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">
                É o contrato de participação em grupo de consórcio que você aceitou na adesão, com o
                regulamento do grupo registrado em cartório pela administradora. Ele vale pelo tempo todo do
                grupo.
              </p>
            </div>
          </div>
          <h3 className="mt-6 text-sm font-semibold text-tinta">O que você encontra nele</h3>
          <ul className="mt-2 flex flex-col gap-2 text-[0.9375rem] text-tinta-suave">
            {CONTEUDO.map((item) => (
              <li key={item} className="flex gap-2.5">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primaria" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </Card>

        <Card
          as="section"
          aria-labelledby="titulo-baixar"
          // On a phone the action comes first; the explanation follows for whoever wants it.
          className="order-first flex flex-col gap-4 lg:order-none"
        >
          <h2 id="titulo-baixar" className="text-base font-semibold text-tinta">
            Baixar o contrato
          </h2>
          <p className="text-sm leading-relaxed text-tinta-suave">
            O arquivo em PDF é salvo no seu aparelho. Guarde-o: ele é o seu comprovante das regras do grupo.
          </p>
          {contrato.isError && (
            <Alert tone="perigo" role="alert" titulo="Não foi possível baixar">
              {mensagemErroContrato(contrato.error)}
            </Alert>
          )}
          <Button
            fullWidth
            icon={<FileDown className="size-5" aria-hidden="true" />}
            loading={contrato.isPending}
            disabled={idCota === undefined}
            onClick={baixar}
          >
            Baixar 2ª via do contrato
          </Button>
        </Card>
      </div>
    </>
  );
}
