import { Texto } from '../tela';
import { DOCUMENTOS_ESPECIE, EnvioDocumentosEspecie } from '../components/envio-documentos';
import { TelaEspecie } from '../components/tela-especie';
import { caminhosFaturamentoEspecie as c } from '../paths';

/** /faturamentoespecie/anexar-documentos: the documents of a person or, for a company, its own (02 §2.3). */
export default function AnexarDocumentos() {
  return (
    <TelaEspecie
      titulo="Envie seus documentos"
      descricao="Com eles confirmamos quem recebe o crédito."
      voltar={{ para: c.centralcontemplacao, rotulo: 'Voltar' }}
    >
      {(s) => (
        <>
          <Texto>
            {s.pessoaJuridica
              ? 'Envie o contrato social da empresa, o documento do sócio administrador e o comprovante de endereço.'
              : 'Envie um documento pessoal com foto e um comprovante de residência.'}{' '}
            Arquivos JPG, JPEG ou PDF de até 6 MB.
          </Texto>
          <EnvioDocumentosEspecie
            s={s}
            variante={s.pessoaJuridica ? 'pj' : 'pf'}
            codigos={DOCUMENTOS_ESPECIE[s.pessoaJuridica ? 'pj' : 'pf']}
          />
        </>
      )}
    </TelaEspecie>
  );
}
