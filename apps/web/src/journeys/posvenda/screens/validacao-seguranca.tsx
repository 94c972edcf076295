import {
  anoBodySchema,
  MENSAGENS_POS_VENDA as M,
  perguntaDoAno,
  type Documento,
  type EstadoOnboarding,
} from '@portal/domain';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Alert } from '@/components/alert';
import { TextField } from '@/components/text-field';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { Continuar, ErroDoEnvio, Etapa, mensagemDoErro, TelaPosVenda, Texto } from '../components/tela';
import { caminhoDoPasso, caminhosPosVenda as c } from '../paths';
import { useConfirmarAno, useEnviarIdentidade } from '../use-posvenda';

/** Step 1, the birth (company: founding) year: 'Informação incorreta', the final chance, then the block. */
function Ano({ estado }: { estado: EstadoOnboarding }) {
  const confirmar = useConfirmarAno();
  const [ano, setAno] = useState('');
  const [erroCampo, setErroCampo] = useState<string | undefined>();
  const [aviso, setAviso] = useState<string | null>(estado.errosAno === 1 ? M.ultimaChance : null);
  const [falha, setFalha] = useState<string | null>(null);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const lido = anoBodySchema.safeParse({ ano: ano.trim() || undefined });
    if (!lido.success) return setErroCampo(lido.error.issues[0]?.message ?? M.anoInvalido);
    setErroCampo(undefined);
    setFalha(null);
    confirmar.mutate(
      { ano: lido.data.ano },
      {
        onSuccess: (r) => {
          if (r.resultado === 'incorreto') {
            setAviso(r.mensagem);
            setAno('');
          }
        },
        onError: (erro) => setFalha(mensagemDoErro(erro, M.servidor)),
      },
    );
  };

  return (
    <form noValidate onSubmit={enviar}>
      <TelaPosVenda
        passo="validacao-seguranca"
        titulo="Boas-vindas! Vamos confirmar que é você"
        descricao={`Atendimento pós-venda da cota ${estado.grupo}/${estado.cota}: em poucos passos, você confirma seus dados e conhece as regras do seu plano.`}
        icone={ShieldCheck}
        acao={<Continuar enviando={confirmar.isPending}>Confirmar</Continuar>}
      >
        <TextField
          label={perguntaDoAno(estado.tipoPessoa)}
          hint="Informe o ano com 4 dígitos."
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={ano}
          onChange={(e) => setAno(e.target.value.replace(/\D/g, ''))}
          error={erroCampo}
        />
        {aviso && (
          <Alert tone="alerta" titulo={M.anoIncorreto} role="alert">
            {aviso.replace(`${M.anoIncorreto}. `, '')}
          </Alert>
        )}
        <ErroDoEnvio erro={falha} />
      </TelaPosVenda>
    </form>
  );
}

/** Step 1, identity: a personal document, then the selfie (03 §5: the selfie needs the document first). */
function Identidade({ estado }: { estado: EstadoOnboarding }) {
  const enviarIdentidade = useEnviarIdentidade();
  const navegar = useNavigate();
  const [documentos, setDocumentos] = useState<Documento[]>([]);
  const [selfie, setSelfie] = useState<Documento[]>([]);
  const [erro, setErro] = useState<string | null>(null);
  const reenvio = estado.identidadeEnviada && estado.documentosRecusados.length > 0;

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!documentos.length) return setErro(M.documentoObrigatorio);
    if (!selfie.length) return setErro(M.selfieObrigatoria);
    setErro(null);
    enviarIdentidade.mutate(
      { documentos: documentos.map((d) => d.id), selfie: selfie.map((d) => d.id) },
      {
        onSuccess: (r) => void navegar(reenvio ? caminhoDoPasso(r.passo) : c.dadosCadastrais),
        onError: (falha) => setErro(mensagemDoErro(falha)),
      },
    );
  };

  return (
    <form noValidate onSubmit={enviar}>
      <TelaPosVenda
        passo="validacao-seguranca"
        titulo={reenvio ? 'Envie os documentos de novo' : 'Documento e selfie'}
        descricao="Envie uma foto do seu documento de identidade (RG ou CNH) e, depois, uma selfie. PDF, JPG ou JPEG, até 6 MB."
        icone={ShieldCheck}
        acao={<Continuar enviando={enviarIdentidade.isPending}>Enviar</Continuar>}
      >
        {reenvio && (
          <Alert tone="alerta" titulo="Documentos recusados">
            Não conseguimos validar: {estado.documentosRecusados.join(', ')}. Envie-os de novo.
          </Alert>
        )}
        <EnvioDeArquivo
          titulo="Documento de identidade"
          descricao="Frente e verso do RG ou a CNH aberta, com a foto e os dados legíveis."
          arquivos={documentos}
          onChange={setDocumentos}
        />
        <EnvioDeArquivo
          titulo="Selfie"
          descricao="Uma foto do seu rosto, sem óculos escuros ou boné."
          arquivos={selfie}
          onChange={setSelfie}
          camera
          unico
          desabilitado={!documentos.length}
          motivoDesabilitado="Envie o documento antes da selfie."
        />
        <ErroDoEnvio erro={erro} />
      </TelaPosVenda>
    </form>
  );
}

/** /pos-venda/validacao-seguranca: start, the year check, then identity (and re-upload of refused files). */
export default function ValidacaoSeguranca() {
  return (
    <Etapa passo="validacao-seguranca">
      {(estado) => {
        if (!estado.anoConfirmado) return <Ano estado={estado} />;
        if (!estado.identidadeEnviada || estado.documentosRecusados.length > 0)
          return <Identidade estado={estado} />;
        return (
          <TelaPosVenda
            passo="validacao-seguranca"
            titulo="Identidade enviada"
            icone={ShieldCheck}
            tom="sucesso"
            acao={
              <Button asChild>
                <Link to={caminhoDoPasso(estado.passo)}>Continuar</Link>
              </Button>
            }
          >
            <Texto>Seu documento e sua selfie já foram enviados.</Texto>
          </TelaPosVenda>
        );
      }}
    </Etapa>
  );
}
