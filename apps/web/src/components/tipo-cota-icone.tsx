import type { TipoCota } from '@portal/domain';
import { BriefcaseBusiness, Car, House, Truck } from 'lucide-react';

const icones = { auto: Car, imovel: House, servico: BriefcaseBusiness, pesados: Truck } satisfies Record<
  TipoCota,
  unknown
>;

/** The asset type as an icon in a tinted tile; decorative, the type is always written next to it. */
export function TipoCotaIcone({ tipo, tamanho = 'md' }: { tipo: TipoCota; tamanho?: 'md' | 'lg' }) {
  const Icone = icones[tipo];
  return (
    <span
      aria-hidden="true"
      className={
        tamanho === 'lg'
          ? 'grid size-14 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto'
          : 'grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto'
      }
    >
      <Icone className={tamanho === 'lg' ? 'size-7' : 'size-5'} />
    </span>
  );
}
