import type { UIFieldServerProps } from 'payload'
import { hasRole } from '@/lib/access'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { DELIVERY_TYPES } from '@/lib/webhooks/events'
import { optionLabel } from '@/lib/onboarding/submission-labels'
import { EndpointActions, ResendButton } from './WebhookActions'
import './admin-views.scss'

type Endpoint = { id?: number; secretShownAt?: string | null }

/** How many of an endpoint's latest deliveries its screen lists. */
const SHOWN = 25

/**
 * A webhook endpoint's screen: its signing secret (shown once), a test event, and its latest
 * deliveries with their status, response code, time and attempts, each to resend.
 */
export async function WebhookEndpointPanel({ data, req }: UIFieldServerProps) {
  const endpoint = (data ?? {}) as Endpoint
  if (!hasRole(req.user, 'admin')) return null
  if (!endpoint.id) {
    return (
      <p className="data-request">
        Save the endpoint to get its signing secret and send it a test event.
      </p>
    )
  }
  const { docs, totalDocs } = await req.payload.find({
    collection: 'webhook-deliveries',
    where: { endpoint: { equals: endpoint.id } },
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    select: {
      type: true,
      messageId: true,
      status: true,
      responseCode: true,
      attempts: true,
      lastAttemptAt: true,
      lastError: true,
      createdAt: true,
    },
    overrideAccess: false,
    req,
  })
  return (
    <section className="data-request" aria-labelledby="webhook-deliveries">
      <EndpointActions id={endpoint.id} secretShown={Boolean(endpoint.secretShownAt)} />
      <h3 id="webhook-deliveries">
        Deliveries{totalDocs > SHOWN ? ` (latest ${SHOWN} of ${totalDocs})` : ''}
      </h3>
      {docs.length === 0 ? (
        <p>Nothing sent yet.</p>
      ) : (
        <table className="webhook-deliveries">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Response</th>
              <th scope="col">Last attempt</th>
              <th scope="col">Attempts</th>
              <th scope="col">Message id</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {docs.map((delivery) => (
              <tr key={delivery.id} data-testid="webhook-delivery">
                <td>{optionLabel(DELIVERY_TYPES, delivery.type)}</td>
                <td title={delivery.lastError ?? undefined}>{delivery.status}</td>
                <td>{delivery.responseCode ?? '—'}</td>
                <td>{formatUtc(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
                <td>{delivery.attempts ?? 0}</td>
                <td>
                  <code>{delivery.messageId}</code>
                </td>
                <td>
                  {delivery.status === 'withheld' ? null : (
                    <ResendButton id={delivery.id} sending={delivery.status === 'pending'} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
