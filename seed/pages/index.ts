import { home } from './home'
import { leadpilotAcademy } from './leadpilot-academy'
import type { SeedPage } from './types'

/** Every seeded page, one module each. */
export const pages: SeedPage[] = [home, leadpilotAcademy]
