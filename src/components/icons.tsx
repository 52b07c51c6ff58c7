import {
  BadgeCheck,
  BarChart3,
  Bot,
  CalendarCheck,
  Clock,
  Compass,
  Handshake,
  HeartHandshake,
  Lightbulb,
  MessageSquare,
  PenLine,
  Rocket,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  type SvgIcon,
} from '@/components/ui/svg-icons'
import type { IconName } from '@/lib/icons'

/** The icons a marketer can pick for a card (plain SVG, nothing to hydrate). */
const ICONS: Record<IconName, SvgIcon> = {
  badge: BadgeCheck,
  chart: BarChart3,
  bot: Bot,
  calendar: CalendarCheck,
  clock: Clock,
  compass: Compass,
  handshake: Handshake,
  heart: HeartHandshake,
  idea: Lightbulb,
  message: MessageSquare,
  pen: PenLine,
  rocket: Rocket,
  shield: ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  growth: TrendingUp,
  users: Users,
}

export function Icon({ name, className }: { name?: string | null; className?: string }) {
  const Component = name ? ICONS[name as IconName] : undefined
  return Component ? <Component aria-hidden className={className ?? 'size-6'} /> : null
}
