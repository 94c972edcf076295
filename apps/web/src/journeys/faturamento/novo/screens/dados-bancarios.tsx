import {
  bancos,
  BANCOS_COM_DIGITO_DA_AGENCIA,
  formatarCnpj,
  TIPOS_CONTA_ROTULO,
  validarContaDaConcessionaria,
  type CampoDadosBancarios,
  type SituacaoFaturamentoNovo,
} from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';

type Campos = {
  favorecido: string;
  idBanco: string;
  agencia: string;
  digitoAgencia: string;
  conta: string;
  tipoConta: string;
};

function Formulario({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho, guardar } = useRascunhoNovo(s.CaseNumber);
  const dealer = s.dados.concessionaria;
  const listaBancos = useMemo(() => bancos(), []);
  const salvo = rascunho.dadosBancarios;
  const [v, setV] = useState<Campos>({
    favorecido: salvo?.favorecido ?? dealer?.razaoSocial ?? '',
    idBanco: String(salvo?.idBanco ?? ''),
    agencia: salvo?.agencia ?? '',
    digitoAgencia: salvo?.digitoAgencia ?? '',
    conta: salvo?.conta ?? '',
    tipoConta: salvo?.tipoConta ?? 'corrente',
  });
  const [erros, setErros] = useState<Partial<Record<CampoDadosBancarios, string>>>({});
  if (!dealer)
    return (
      <Alert tone="info" titulo="Falta a concessionária">
        Informe primeiro a{' '}
        <Link to={c.dadosConcessionaria} className="font-semibold underline">
          concessionária
        </Link>
        .
      </Alert>
    );
  const comDigito = BANCOS_COM_DIGITO_DA_AGENCIA.includes(Number(v.idBanco));
  const mudar = (k: keyof Campos) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [k]: e.target.value }));
    setErros((x) => ({ ...x, [k]: undefined }));
  };
  const continuar = (e: FormEvent) => {
    e.preventDefault();
    const corpo = { ...v, cpfCnpj: dealer.cnpj, digitoAgencia: comDigito ? v.digitoAgencia : null };
    const r = validarContaDaConcessionaria(corpo, dealer.cnpj);
    if (!r.valido) return setErros(r.erros);
    guardar({ dadosBancarios: corpo });
    void navigate(c.confirmarFaturamento);
  };
  return (
    <form noValidate onSubmit={continuar} className="flex flex-col gap-5">
      <p className="text-sm text-tinta-suave">
        A conta precisa estar no CNPJ da concessionária:{' '}
        <strong className="text-tinta">{formatarCnpj(dealer.cnpj)}</strong>.
      </p>
      <TextField
        label="Favorecido"
        value={v.favorecido}
        onChange={mudar('favorecido')}
        error={erros.favorecido}
      />
      <SelectField
        label="Banco"
        vazio="Escolha o banco"
        value={v.idBanco}
        onChange={mudar('idBanco')}
        opcoes={listaBancos.map((b) => ({ valor: String(b.idBanco), rotulo: `${b.codigo} – ${b.nome}` }))}
        error={erros.idBanco}
      />
      <div className="grid grid-cols-[1fr_auto] gap-4">
        <TextField
          label="Agência"
          hint="4 números, sem o dígito"
          inputMode="numeric"
          maxLength={4}
          value={v.agencia}
          onChange={mudar('agencia')}
          error={erros.agencia}
        />
        {comDigito && (
          <TextField
            label="Dígito"
            maxLength={1}
            containerClassName="w-24"
            value={v.digitoAgencia}
            onChange={mudar('digitoAgencia')}
            error={erros.digitoAgencia}
          />
        )}
      </div>
      <TextField
        label="Conta com dígito"
        hint="Sem barra nem hífen; um X no dígito vale 0"
        value={v.conta}
        onChange={mudar('conta')}
        error={erros.conta}
      />
      <SelectField
        label="Tipo de conta"
        value={v.tipoConta}
        onChange={mudar('tipoConta')}
        opcoes={Object.entries(TIPOS_CONTA_ROTULO).map(([valor, rotulo]) => ({ valor, rotulo }))}
        error={erros.tipoConta}
      />
      {erros.cpfCnpj && <Alert tone="perigo">{erros.cpfCnpj}</Alert>}
      <Button type="submit" className="sm:self-end">
        Continuar
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/** /faturamentonovo/dados-bancarios: the dealer's account, under its CNPJ (02 §5 bank rules). */
export default function DadosBancarios() {
  return (
    <TelaNovo
      titulo="Conta da concessionária"
      descricao="Onde pagamos o veículo."
      etapa={1}
      voltar={{ para: c.formaPagamento, rotulo: 'Voltar' }}
    >
      {(s) => <Formulario s={s} />}
    </TelaNovo>
  );
}
