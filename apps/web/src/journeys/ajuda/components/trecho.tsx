import { partesDoTrecho } from '@portal/domain';

/** A search excerpt with the matched words highlighted (the server marks them; nothing is read as HTML). */
export function Trecho({ trecho }: { trecho: string }) {
  return (
    <>
      {partesDoTrecho(trecho).map((parte, i) =>
        parte.destaque ? (
          <mark key={i} className="rounded bg-primaria/12 px-0.5 font-semibold text-tinta">
            {parte.texto}
          </mark>
        ) : (
          <span key={i}>{parte.texto}</span>
        ),
      )}
    </>
  );
}
