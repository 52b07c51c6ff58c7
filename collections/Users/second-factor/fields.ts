import type { Field } from 'payload'
import { serverWritten } from '@/lib/access'

/** Kept by the server only, and never in any answer of the API or the admin. */
const secret = { hidden: true, access: serverWritten } as const

/**
 * A staff member's second factor. Whether it is on is shown to its owner and to admins; the
 * secret (sealed), the recovery codes (hashed), the last code accepted and the sign-ins waiting
 * for a code are the server's alone (./state.ts).
 */
export const secondFactorFields: Field[] = [
  {
    // The account page's panel: setting it up, turning it off, new recovery codes; for an admin
    // on somebody else's account, whether it is on and a reset.
    name: 'secondFactorPanel',
    type: 'ui',
    label: 'Second factor',
    admin: {
      components: { Field: '/src/admin/second-factor/ProfilePanel#SecondFactorPanel' },
      disableListColumn: true,
    },
  },
  {
    name: 'secondFactorEnabled',
    label: 'Second factor',
    type: 'checkbox',
    defaultValue: false,
    access: serverWritten,
    admin: { hidden: true },
  },
  { name: 'totpSecret', type: 'text', ...secret },
  { name: 'totpSetupSecret', type: 'text', ...secret },
  { name: 'totpLastStep', type: 'number', ...secret },
  { name: 'recoveryCodes', type: 'json', ...secret },
  { name: 'pendingSignIns', type: 'json', ...secret },
]
