import {
  ArrowLeft as arrowLeft,
  BadgeCheck as badgeCheck,
  BarChart3 as barChart3,
  BookOpen as bookOpen,
  Bot as bot,
  CalendarCheck as calendarCheck,
  Check as check,
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
  MessageCircle as messageCircle,
  MessageSquare as messageSquare,
  PenLine as penLine,
  Phone as phone,
  Play as play,
  Quote as quote,
  Rocket as rocket,
  ShieldCheck as shieldCheck,
  Sparkles as sparkles,
  Sprout as sprout,
  Star as star,
  Target as target,
  TrendingUp as trendingUp,
  Users as users,
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

export const ArrowLeft = svgIcon(arrowLeft)
export const BadgeCheck = svgIcon(badgeCheck)
export const BarChart3 = svgIcon(barChart3)
export const BookOpen = svgIcon(bookOpen)
export const Bot = svgIcon(bot)
export const CalendarCheck = svgIcon(calendarCheck)
export const Check = svgIcon(check)
export const CircleCheck = svgIcon(circleCheck)
export const Clock = svgIcon(clock)
export const Compass = svgIcon(compass)
export const HandHeart = svgIcon(handHeart)
export const Handshake = svgIcon(handshake)
export const Heart = svgIcon(heart)
export const HeartHandshake = svgIcon(heartHandshake)
export const Lightbulb = svgIcon(lightbulb)
export const Lock = svgIcon(lock)
export const Mail = svgIcon(mail)
export const MessageCircle = svgIcon(messageCircle)
export const MessageSquare = svgIcon(messageSquare)
export const PenLine = svgIcon(penLine)
export const Phone = svgIcon(phone)
export const Play = svgIcon(play)
export const Quote = svgIcon(quote)
export const Rocket = svgIcon(rocket)
export const ShieldCheck = svgIcon(shieldCheck)
export const Sparkles = svgIcon(sparkles)
export const Sprout = svgIcon(sprout)
export const Star = svgIcon(star)
export const Target = svgIcon(target)
export const TrendingUp = svgIcon(trendingUp)
export const Users = svgIcon(users)
