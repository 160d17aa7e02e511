/**
 * Resolves the icon names used by content modules to lucide components. Each icon is imported
 * individually so only these reach the client bundle.
 */
import {
  Award,
  BrainCircuit,
  CalendarCheck,
  Cloud,
  Code,
  Earth,
  Globe,
  Headphones,
  MessageSquare,
  Palette,
  Repeat,
  Rocket,
  Server,
  ShieldCheck,
  Smartphone,
  TabletSmartphone,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/services";

export const contentIcons: Record<IconName, LucideIcon> = {
  Award,
  BrainCircuit,
  CalendarCheck,
  Cloud,
  Code,
  Earth,
  Globe,
  Headphones,
  MessageSquare,
  Palette,
  Repeat,
  Rocket,
  Server,
  ShieldCheck,
  Smartphone,
  TabletSmartphone,
  Users,
  Zap,
};
