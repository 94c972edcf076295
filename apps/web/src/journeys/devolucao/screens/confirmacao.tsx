import { DOCUMENTOS_DEVOLUCAO, formatarMoeda, TIPOS_CONTA_ROTULO } from '@portal/domain';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { DescriptionList } from '@/components/description-list';
import { Spinner } from '@/components/spinner';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { useSessao } from '@/lib/session';
import { Carregando, Falhou, TelaDevolucao } from '../components/tela';
import { caminhosDevolucao as c } from '../paths';
import { esquecerAutorizacao, lerAutorizacao, limparRascunho, useRascunho } from '../rascunho';
import {
  useBancosDevolucao,
  useSolicitarPagamento,
  useStatusDevolucao,
  useValoresDevolucao,
} from '../use-devolucao';

/** The confirmation: the value, the files and the account, then the request (POST solicitar-pagamento). */
export default function Confirmacao() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const navigate = useNavigate();
  const rascunho = useRascunho(idCota);
  const valores = useValoresDevolucao();
  const status = useStatusDevolucao();
  const bancos = useBancosDevolucao();
  const solicitar = useSolicitarPagamento();
  const [confirmado, setConfirmado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  // Set once the request is accepted: clearing the draft re-renders this screen on its way to success.
  const [concluido, setConcluido] = useState(false);
  const token = lerAutorizacao(idCota);
  if (concluido) return <Carregando />;
  if (!token) return <Navigate to={c.codigo} replace />;
  const conta = rascunho.dadosBancarios;
  if (!conta) return <Navigate to={c.dadosBancarios} replace />;
  if (valores.isPending || status.isPending) return <Carregando />;
  if (valores.isError || status.isError) return <Falhou onRetry={() => void valores.refetch()} />;
  const pessoa = status.data.pessoa;
  const lista = DOCUMENTOS_DEVOLUCAO[pessoa];
  const documentos = lista.flatMap((d) =>
    (rascunho.documentos?.[d.codigo] ?? []).map((a) => ({ codigo: d.codigo, id: a.id })),
  );
  const banco = bancos.data?.data.find((b) => String(b.idBanco) === conta.idBanco);
  // A resend (after a refusal) keeps the case's value: the status answers it.
  const valor =
    status.data.numeroCaso && status.data.status === 'Em Andamento'
      ? status.data.valorDisponivelCentavos
      : valores.data.valorDisponivelCentavos;

  const enviar = async () => {
    setErro(null);
    try {
      const r = await solicitar.mutateAsync({
        auth_token: token,
        documentos,
        dadosBancarios: { ...conta, idBanco: conta.idBanco },
        confirmacao: true,
      });
      setConcluido(true);
      void navigate(c.sucesso, { state: { numero: r.numeroSolicitacao }, replace: true });
      esquecerAutorizacao();
      limparRascunho(idCota);
    } catch (falha) {
      if (falha instanceof ApiError && falha.status === 403) {
        esquecerAutorizacao();
        void navigate(c.codigo, { replace: true });
        return;
      }
      setErro(falha instanceof ApiError ? falha.mensagem : MENSAGEM_ERRO_SISTEMA);
    }
  };

  return (
    <TelaDevolucao
      titulo="Confira e confirme"
      descricao="Depois de confirmar, a análise leva até 10 dias úteis."
      icone={ClipboardCheck}
      voltar={{ para: c.dadosBancarios, rotulo: 'Voltar' }}
      acao={
        <Button disabled={!confirmado || solicitar.isPending} onClick={() => void enviar()}>
          {solicitar.isPending && <Spinner />}
          Confirmar solicitação
        </Button>
      }
    >
      <DescriptionList
        itens={[
          { termo: 'Valor a receber', descricao: formatarMoeda(valor) },
          { termo: 'Documentos', descricao: `${documentos.length} de ${lista.length} enviados` },
          { termo: 'Favorecido', descricao: conta.favorecido },
          { termo: 'CPF/CNPJ', descricao: conta.cpfCnpj },
          { termo: 'Banco', descricao: banco ? `${banco.codigo} – ${banco.nome}` : conta.idBanco },
          {
            termo: 'Agência e conta',
            descricao: `${conta.agencia}${conta.digitoAgencia ? `-${conta.digitoAgencia}` : ''} · ${conta.conta}`,
          },
          {
            termo: 'Tipo de conta',
            descricao:
              TIPOS_CONTA_ROTULO[conta.tipoConta as keyof typeof TIPOS_CONTA_ROTULO] ?? conta.tipoConta,
          },
        ]}
      />
      <CaixaDeMarcar
        rotulo="Confirmo que os dados estão corretos e que a conta é do titular da cota."
        marcada={confirmado}
        onChange={setConfirmado}
      />
      {erro && (
        <Alert tone="perigo" role="alert">
          {erro}
        </Alert>
      )}
      <p className="text-sm text-tinta-suave">
        Desistiu?{' '}
        <Link to={c.cancelar} className="font-semibold text-primaria-texto underline">
          Cancelar a solicitação
        </Link>
      </p>
    </TelaDevolucao>
  );
}
