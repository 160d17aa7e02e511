/**
 * The one icon registry. Content modules name icons by string (they stay plain data: the route
 * table evaluates them in Node at build time) and type the name with `IconName`, a type-only
 * import that leaves no trace at run time; components resolve the name here. The name type is
 * the map's own keys, so an icon content names must be in this map, and a new icon is one line.
 * Each icon is imported individually so only these reach the client bundle.
 */
import {
  Award,
  Bitcoin,
  BrainCircuit,
  Building2,
  CalendarCheck,
  Clapperboard,
  Cloud,
  Code,
  Dumbbell,
  Earth,
  Globe,
  GraduationCap,
  Headphones,
  HeartHandshake,
  Landmark,
  LayoutGrid,
  MessageSquare,
  MessagesSquare,
  Newspaper,
  Palette,
  Repeat,
  Rocket,
  Server,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Stethoscope,
  TabletSmartphone,
  UtensilsCrossed,
  Zap,
  type LucideIcon,
} from "lucide-react";

export const contentIcons = {
  Award,
  Bitcoin,
  BrainCircuit,
  Building2,
  CalendarCheck,
  Clapperboard,
  Cloud,
  Code,
  Dumbbell,
  Earth,
  Globe,
  GraduationCap,
  Headphones,
  HeartHandshake,
  Landmark,
  LayoutGrid,
  MessageSquare,
  MessagesSquare,
  Newspaper,
  Palette,
  Repeat,
  Rocket,
  Server,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Stethoscope,
  TabletSmartphone,
  UtensilsCrossed,
  Zap,
} as const satisfies Record<string, LucideIcon>;

/** The name of an icon in the registry: what content modules write in their `icon` fields. */
export type IconName = keyof typeof contentIcons;
