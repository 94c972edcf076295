import {
  TIPO_VENDEDOR_DA_ROTA,
  anexosDoVendedor,
  cnpjValido,
  cpfValido,
  formatarInscricao,
  mascaraCpfCnpj,
  validarDadosBancarios,
  type RotaVendedor,
  type SituacaoFaturamentoSeminovo,
} from '@portal/domain';
import { Building2, CarFront, ChevronRight, FileDown, KeyRound, Store, User } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CamposContaBancaria } from '@/components/campos-conta-bancaria';
import { MaskedField } from '@/components/masked-field';
import { TextField } from '@/components/text-field';
import { useContaBancaria } from '@/components/use-conta-bancaria';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { useBancosDaCota } from '@/lib/bancos';
import { Avancar, OpcaoLink, Texto } from '../partes';
import { ErroDaChamada } from '../components/erro';
import { EnvioVendedor } from '../components/envio-vendedor';
import { TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo, caminhoVendedor, caminhosFaturamentoSeminovo as c } from '../paths';
import { useRascunhoSeminovo } from '../rascunho';
import { useDadosVendedor, useOrdemFaturamento } from '../use-faturamento-seminovo';

const NOMES: Record<RotaVendedor, string> = {
  pessoafisica: 'Pessoa física',
  revendedora: 'Revendedora ou concessionária',
  locadora: 'Locadora',
  pessoajuridica: 'Outra empresa',
};

/** /faturamentoseminovo/vendedor (02 §2.5, §3): who sells the vehicle, a person or a company. */
export function Vendedor() {
  return (
    <TelaSeminovo
      titulo="Quem está vendendo o veículo?"
      descricao="O pagamento vai para a conta do vendedor, que precisa ser o dono do veículo."
      etapa={3}
      voltar={{ para: c.central, rotulo: 'Central' }}
    >
      {() => (
        <nav aria-label="Tipo de vendedor">
          <ul className="flex flex-col gap-3">
            <OpcaoLink
              para={caminhoVendedor('pessoafisica', 'dadospessoais')}
              icone={User}
              titulo="Pessoa física"
              descricao="O dono do veículo, com CPF"
            />
            <OpcaoLink
              para={caminhoSeminovo('vendedorpj')}
              icone={Building2}
              titulo="Empresa"
              descricao="Revendedora, concessionária, locadora ou outra empresa"
            />
          </ul>
        </nav>
      )}
    </TelaSeminovo>
  );
}

/** /faturamentoseminovo/vendedorpj: the kind of company. */
export function VendedorPJ() {
  return (
    <TelaSeminovo
      titulo="Que tipo de empresa?"
      etapa={3}
      voltar={{ para: caminhoSeminovo('vendedor'), rotulo: 'Voltar' }}
    >
      {() => (
        <nav aria-label="Tipo de empresa">
          <ul className="flex flex-col gap-3">
            <OpcaoLink
              para={caminhoVendedor('revendedora', 'dadospessoais')}
              icone={Store}
              titulo={NOMES.revendedora}
              descricao="Loja de veículos seminovos"
            />
            <OpcaoLink
              para={caminhoVendedor('locadora', 'dadospessoais')}
              icone={KeyRound}
              titulo={NOMES.locadora}
              descricao="Empresa de aluguel de veículos"
            />
            <OpcaoLink
              para={caminhoVendedor('pessoajuridica', 'dadospessoais')}
              icone={Building2}
              titulo={NOMES.pessoajuridica}
              descricao="Veículo da frota de uma empresa"
            />
          </ul>
        </nav>
      )}
    </TelaSeminovo>
  );
}

/** vendedor/{tipo}/dadospessoais: name and CPF, or company name, trade name and CNPJ. */
export function DadosPessoais({ rota }: { rota: RotaVendedor }) {
  return (
    <TelaSeminovo
      titulo={rota === 'pessoafisica' ? 'Dados do vendedor' : 'Dados da empresa vendedora'}
      descricao={NOMES[rota]}
      etapa={3}
      voltar={{
        para: caminhoSeminovo(rota === 'pessoafisica' ? 'vendedor' : 'vendedorpj'),
        rotulo: 'Voltar',
      }}
    >
      {(s) => <FormPessoais s={s} rota={rota} />}
    </TelaSeminovo>
  );
}

function FormPessoais({ s, rota }: { s: SituacaoFaturamentoSeminovo; rota: RotaVendedor }) {
  const pf = rota === 'pessoafisica';
  const { rascunho, guardar } = useRascunhoSeminovo(s.CaseNumber);
  const navigate = useNavigate();
  const salvo = rascunho.vendedor ?? s.dados.vendedor;
  const [nome, setNome] = useState(salvo?.nome ?? '');
  const [doc, setDoc] = useState(salvo ? mascaraCpfCnpj(salvo.cpfCnpj) : '');
  const [fantasia, setFantasia] = useState(salvo?.nomeFantasia ?? '');
  const [erros, setErros] = useState<{ nome?: string; doc?: string }>({});
  const seguir = (e: FormEvent) => {
    e.preventDefault();
    const digitos = doc.replace(/\W/g, '').toUpperCase();
    const novos: typeof erros = {};
    if (!nome.trim()) novos.nome = 'Campo obrigatório';
    if (pf && !cpfValido(digitos)) novos.doc = 'Informe o CPF do vendedor pessoa física.';
    if (!pf && !cnpjValido(digitos)) novos.doc = 'Informe o CNPJ da empresa vendedora.';
    if (novos.nome || novos.doc) return setErros(novos);
    guardar({ vendedor: { nome: nome.trim(), cpfCnpj: digitos, nomeFantasia: fantasia.trim() } });
    void navigate(caminhoVendedor(rota, 'dadosbancarios'));
  };
  return (
    <form noValidate onSubmit={seguir} className="flex flex-col gap-5">
      <TextField
        label={pf ? 'Nome completo do vendedor' : 'Razão social'}
        value={nome}
        onChange={(e) => {
          setNome(e.target.value);
          setErros((x) => ({ ...x, nome: undefined }));
        }}
        error={erros.nome}
      />
      {!pf && (
        <TextField
          label="Nome fantasia (opcional)"
          value={fantasia}
          onChange={(e) => setFantasia(e.target.value)}
        />
      )}
      <MaskedField
        label={pf ? 'CPF do vendedor' : 'CNPJ da empresa'}
        mascara={mascaraCpfCnpj}
        value={doc}
        onValueChange={(t) => {
          setDoc(t);
          setErros((x) => ({ ...x, doc: undefined }));
        }}
        inputMode={pf ? 'numeric' : 'text'}
        error={erros.doc}
      />
      <Button type="submit" className="sm:self-end">
        Continuar
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/**
 * vendedor/{tipo}/dadosbancarios: the seller's account, which must be the seller's (02 §5: the holder's
 * CPF/CNPJ is the seller's, no salary account); then POST dados-vendedor.
 */
export function DadosBancariosVendedor({ rota }: { rota: RotaVendedor }) {
  return (
    <TelaSeminovo
      titulo="Conta do vendedor"
      descricao="Onde pagamos o veículo."
      etapa={3}
      voltar={{ para: caminhoVendedor(rota, 'dadospessoais'), rotulo: 'Voltar' }}
    >
      {(s) => <FormConta s={s} rota={rota} />}
    </TelaSeminovo>
  );
}

function FormConta({ s, rota }: { s: SituacaoFaturamentoSeminovo; rota: RotaVendedor }) {
  const { rascunho } = useRascunhoSeminovo(s.CaseNumber);
  const navigate = useNavigate();
  const vendedor = rascunho.vendedor;
  const bancos = useBancosDaCota();
  const enviar = useDadosVendedor();
  const conta = useContaBancaria({
    favorecido: vendedor?.nome ?? '',
    idBanco: '',
    agencia: '',
    digitoAgencia: '',
    conta: '',
    tipoConta: 'corrente',
    operacao: '',
  });
  if (!vendedor) return <Navigate to={caminhoVendedor(rota, 'dadospessoais')} replace />;
  const continuar = (e: FormEvent) => {
    e.preventDefault();
    const v = conta.valores;
    const corpo = {
      ...v,
      cpfCnpj: vendedor.cpfCnpj,
      digitoAgencia: conta.comDigito ? v.digitoAgencia : null,
      operacao: conta.caixa ? v.operacao : null,
    };
    const r = validarDadosBancarios(corpo, vendedor.cpfCnpj);
    if (!r.valido) return conta.mostrarErros(r.erros);
    enviar.mutate(
      {
        tipoVendedor: TIPO_VENDEDOR_DA_ROTA[rota],
        nome: vendedor.nome,
        cpfCnpj: vendedor.cpfCnpj,
        nomeFantasia: vendedor.nomeFantasia || null,
        dadosBancarios: corpo,
      },
      { onSuccess: (x) => void navigate(caminhoSeminovo(x.tela)) },
    );
  };
  return (
    <form noValidate onSubmit={continuar} className="flex flex-col gap-5">
      <p className="text-sm text-tinta-suave">
        A conta precisa estar no {rota === 'pessoafisica' ? 'CPF' : 'CNPJ'} do vendedor:{' '}
        <strong className="text-tinta">{formatarInscricao(vendedor.cpfCnpj)}</strong>.
      </p>
      <CamposContaBancaria
        conta={conta}
        bancos={bancos.data?.data ?? []}
        carregandoBancos={bancos.isPending}
        falhaBancos={bancos.isError ? { tentarDeNovo: () => void bancos.refetch() } : undefined}
      />
      <ErroDaChamada erro={enviar.error} titulo="Não foi possível salvar a conta" />
      <Button type="submit" loading={enviar.isPending} className="sm:self-end">
        Continuar
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/**
 * vendedor/{revendedora|locadora|pessoajuridica}/ordemgerada: the billing order generated for the company, which
 * issues the exit invoice in the customer's name; then the documents.
 */
export function OrdemGerada({ rota }: { rota: RotaVendedor }) {
  return (
    <TelaSeminovo
      titulo="Pedido de faturamento gerado"
      etapa={3}
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={() => <Avancar para={caminhoVendedor(rota, 'anexos')}>Enviar os documentos</Avancar>}
    >
      {(s) => (
        <>
          <Alert tone="sucesso" titulo="Pedido gerado" role="status">
            Caso {s.CaseNumber}, em nome de{' '}
            {/* A company's name often ends in "Ltda.": one full stop, not two. */}
            {(s.dados.vendedor?.nome ?? 'da empresa vendedora').replace(/\.$/, '')}.
          </Alert>
          <Texto>
            Entregue o pedido à empresa: ela emite a nota fiscal de saída do veículo em seu nome, com o valor
            e o chassi do pedido. Depois envie aqui a nota e os documentos da empresa.
          </Texto>
          <BaixarOrdem />
        </>
      )}
    </TelaSeminovo>
  );
}

/** The billing order's PDF, asked for when the customer taps it (it is rendered from the case each time). */
function BaixarOrdem() {
  const ordem = useOrdemFaturamento();
  const baixar = () =>
    ordem.mutate(undefined, {
      onSuccess: (o) => {
        const bytes = Uint8Array.from(atob(o.base64), (ch) => ch.charCodeAt(0));
        baixarArquivo(new Blob([bytes], { type: o.tipo }), o.nomeArquivo);
      },
    });
  return (
    <>
      <ErroDaChamada erro={ordem.error} titulo="Não foi possível gerar o pedido de faturamento" />
      <Button
        variant="secondary"
        className="sm:self-start"
        onClick={baixar}
        loading={ordem.isPending}
        icon={<FileDown className="size-4" aria-hidden="true" />}
      >
        Baixar o pedido de faturamento (PDF)
      </Button>
    </>
  );
}

/**
 * vendedor/{tipo}/anexos (02 §3 "Seller documents", §5): the documents this seller sends, DUT/ATPV only as PDF;
 * solicitar-vendedor sends them to the analysis.
 */
export function Anexos({ rota }: { rota: RotaVendedor }) {
  return (
    <TelaSeminovo
      titulo="Documentos do vendedor"
      descricao="Legíveis e completos. PDF, JPG ou JPEG de até 6 MB; o DUT/ATPV somente em PDF."
      etapa={3}
      voltar={{ para: c.central, rotulo: 'Central' }}
    >
      {(s) =>
        s.tela !== `vendedor/${rota}/anexos` && s.tela !== `vendedor/${rota}/ordemgerada` ? (
          <Navigate to={caminhoSeminovo(s.tela)} replace />
        ) : (
          <>
            <p className="flex items-center gap-2 text-sm text-tinta-suave">
              <CarFront className="size-4" aria-hidden="true" />
              {s.dados.veiculo ? `${s.dados.veiculo.marca} ${s.dados.veiculo.modelo}` : 'Veículo'} ·{' '}
              {s.dados.vendedor?.nome}
            </p>
            <EnvioVendedor
              numeroCaso={s.CaseNumber}
              pedidos={anexosDoVendedor(TIPO_VENDEDOR_DA_ROTA[rota]).map((a) => ({
                codigo: a.anexo.toLowerCase() as Lowercase<typeof a.anexo>,
                rotulo: a.rotulo,
                descricao:
                  a.anexo === 'ATPV' ? 'Somente PDF, assinado com firma reconhecida.' : `${a.formatos}.`,
                obrigatorio: a.obrigatorio,
              }))}
              chamada="envio"
              destino={c.central}
            />
          </>
        )
      }
    </TelaSeminovo>
  );
}
