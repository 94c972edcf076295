import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { caminhos } from '@/app/caminhos';
import { TelaFaturamento, Texto } from '../components/tela';

/** /faturamento/indisponivel: asset billing is for phones (02 §2, §6). */
export default function Indisponivel() {
  return (
    <TelaFaturamento titulo="Faturamento disponível no celular" descricao="Continue pelo seu smartphone.">
      <div className="flex items-start gap-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <Smartphone className="size-6" />
        </span>
        <Texto>
          O faturamento do bem usa a câmera para a selfie e os documentos, por isso é feito pelo celular.
          Entre no portal pelo navegador do seu smartphone com o mesmo CPF ou CNPJ e a mesma senha.
        </Texto>
      </div>
      <div>
        <Button asChild variant="secondary">
          <Link to={caminhos.home.home}>Voltar para a home</Link>
        </Button>
      </div>
    </TelaFaturamento>
  );
}
