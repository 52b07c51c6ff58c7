/** The icons a marketer can pick for a card, by name, with the label the admin shows. */
const ICON_LABELS = {
  badge: 'Badge with a tick',
  chart: 'Bar chart',
  bot: 'Robot (AI)',
  calendar: 'Calendar with a tick',
  clock: 'Clock',
  compass: 'Compass',
  handshake: 'Handshake',
  heart: 'Heart in hands',
  idea: 'Light bulb',
  message: 'Speech bubble',
  pen: 'Pen',
  rocket: 'Rocket',
  shield: 'Shield with a tick',
  sparkles: 'Sparkles',
  target: 'Target',
  growth: 'Rising line',
  users: 'People',
} as const

export type IconName = keyof typeof ICON_LABELS

export const ICON_OPTIONS = Object.entries(ICON_LABELS).map(([value, label]) => ({ label, value }))
