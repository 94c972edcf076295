import {
  ArrowLeftRight,
  CalendarDays,
  CircleHelp,
  Gavel,
  KeyRound,
  PiggyBank,
  Receipt,
  RotateCcw,
  Trophy,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

/** The icon names the partners' content uses (lucide names); an unknown one gets the question mark. */
const icones: Record<string, LucideIcon> = {
  receipt: Receipt,
  gavel: Gavel,
  'calendar-days': CalendarDays,
  trophy: Trophy,
  'piggy-bank': PiggyBank,
  'arrow-left-right': ArrowLeftRight,
  'rotate-ccw': RotateCcw,
  'user-round': UserRound,
  'key-round': KeyRound,
};

export function IconeDaCategoria({ nome, className }: { nome: string; className?: string }) {
  const Icone = icones[nome] ?? CircleHelp;
  return <Icone className={className} aria-hidden="true" />;
}
