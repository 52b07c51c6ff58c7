import {
  ArrowLeft as arrowLeft,
  BadgeCheck as badgeCheck,
  BarChart3 as barChart3,
  BookOpen as bookOpen,
  Bot as bot,
  CalendarCheck as calendarCheck,
  Check as check,
  ChevronDown as chevronDown,
  CircleCheck as circleCheck,
  Clock as clock,
  Compass as compass,
  HandHeart as handHeart,
  Handshake as handshake,
  Heart as heart,
  HeartHandshake as heartHandshake,
  Lightbulb as lightbulb,
  Lock as lock,
  Mail as mail,
  Menu as menu,
  MessageCircle as messageCircle,
  MessageSquare as messageSquare,
  PenLine as penLine,
  Phone as phone,
  Play as play,
  Quote as quote,
  Rocket as rocket,
  Search as search,
  ShieldCheck as shieldCheck,
  Sparkles as sparkles,
  Sprout as sprout,
  Star as star,
  Target as target,
  TrendingUp as trendingUp,
  Users as users,
  X as x,
  type IconNode,
} from 'lucide'
import { createElement, type SVGProps } from 'react'

export type SvgIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element

/**
 * A Lucide icon as plain SVG markup. lucide-react's icons are client components: every one on a
 * page was a reference in the RSC payload and a component to hydrate. These render on the server
 * (or anywhere) to a short `<svg>`; the `.icon` class in globals.css draws the strokes, and
 * Tailwind classes (size-*, fill-*, text-*) override its defaults. Decorative unless given an
 * aria-label.
 */
function svgIcon(node: IconNode): SvgIcon {
  return function Icon({ className, ...props }) {
    return (
      <svg
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={props['aria-label'] ? undefined : true}
        {...props}
      >
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      </svg>
    )
  }
}

export const ArrowLeft = /* @__PURE__ */ svgIcon(arrowLeft)
export const BadgeCheck = /* @__PURE__ */ svgIcon(badgeCheck)
export const BarChart3 = /* @__PURE__ */ svgIcon(barChart3)
export const BookOpen = /* @__PURE__ */ svgIcon(bookOpen)
export const Bot = /* @__PURE__ */ svgIcon(bot)
export const CalendarCheck = /* @__PURE__ */ svgIcon(calendarCheck)
export const Check = /* @__PURE__ */ svgIcon(check)
export const ChevronDown = /* @__PURE__ */ svgIcon(chevronDown)
export const CircleCheck = /* @__PURE__ */ svgIcon(circleCheck)
export const Clock = /* @__PURE__ */ svgIcon(clock)
export const Compass = /* @__PURE__ */ svgIcon(compass)
export const HandHeart = /* @__PURE__ */ svgIcon(handHeart)
export const Handshake = /* @__PURE__ */ svgIcon(handshake)
export const Heart = /* @__PURE__ */ svgIcon(heart)
export const HeartHandshake = /* @__PURE__ */ svgIcon(heartHandshake)
export const Lightbulb = /* @__PURE__ */ svgIcon(lightbulb)
export const Lock = /* @__PURE__ */ svgIcon(lock)
export const Mail = /* @__PURE__ */ svgIcon(mail)
export const Menu = /* @__PURE__ */ svgIcon(menu)
export const MessageCircle = /* @__PURE__ */ svgIcon(messageCircle)
export const MessageSquare = /* @__PURE__ */ svgIcon(messageSquare)
export const PenLine = /* @__PURE__ */ svgIcon(penLine)
export const Phone = /* @__PURE__ */ svgIcon(phone)
export const Play = /* @__PURE__ */ svgIcon(play)
export const Quote = /* @__PURE__ */ svgIcon(quote)
export const Rocket = /* @__PURE__ */ svgIcon(rocket)
export const Search = /* @__PURE__ */ svgIcon(search)
export const ShieldCheck = /* @__PURE__ */ svgIcon(shieldCheck)
export const Sparkles = /* @__PURE__ */ svgIcon(sparkles)
export const Sprout = /* @__PURE__ */ svgIcon(sprout)
export const Star = /* @__PURE__ */ svgIcon(star)
export const Target = /* @__PURE__ */ svgIcon(target)
export const TrendingUp = /* @__PURE__ */ svgIcon(trendingUp)
export const Users = /* @__PURE__ */ svgIcon(users)
export const X = /* @__PURE__ */ svgIcon(x)
