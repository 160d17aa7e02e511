import {
  Bitcoin,
  Building2,
  CalendarCheck,
  Clapperboard,
  Dumbbell,
  GraduationCap,
  HeartHandshake,
  Landmark,
  LayoutGrid,
  MessagesSquare,
  Newspaper,
  ShoppingCart,
  Stethoscope,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import type { AppIconName } from "~/content/apps";

// Content names icons by string (it stays pure data); this map resolves them, and the
// `Record` type makes a missing icon a compile error.
const icons: Record<AppIconName, LucideIcon> = {
  Bitcoin,
  Building2,
  CalendarCheck,
  Clapperboard,
  Dumbbell,
  GraduationCap,
  HeartHandshake,
  Landmark,
  LayoutGrid,
  MessagesSquare,
  Newspaper,
  ShoppingCart,
  Stethoscope,
  UtensilsCrossed,
};

export function AppIcon({ name, className }: { name: AppIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
