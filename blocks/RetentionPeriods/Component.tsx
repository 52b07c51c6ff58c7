import type { BlockProps } from '../types'
import type { RetentionPeriodsBlock as RetentionData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { getRetentionPeriods } from '@/data/privacy'
import { spelledPeriod } from '@/lib/retention'

/** How long personal data is kept, in the figures the retention job applies. */
export async function RetentionPeriodsBlock({ block, isFirst }: BlockProps<RetentionData>) {
  const periods = await getRetentionPeriods()
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <Section>
      <Container className="max-w-3xl">
        {block.heading ? (
          <Heading className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">
            {block.heading}
          </Heading>
        ) : null}
        <div className="prose-lp">
          <ul>
            <li>
              <strong>Clients.</strong> We keep onboarding submissions and client briefs while we
              work together and for {spelledPeriod(periods.clientYears, 'year')} after the work
              ends, to meet our accounting and legal duties.
            </li>
            <li>
              <strong>Enquiries.</strong> If an enquiry does not lead to a contract, we remove your
              details {spelledPeriod(periods.enquiryMonths, 'month')} after our last contact with
              you. We keep only a count of where enquiries came from, which no longer identifies
              you.
            </li>
            <li>
              <strong>Unfinished onboarding.</strong> If you start our onboarding form and stop
              part-way, we keep the answers of the steps you completed for{' '}
              {spelledPeriod(periods.draftDays, 'day')} after your last change, so you can finish
              later from any device, and we may send you up to two reminders, each with a link to
              stop them. After that the answers are deleted.
            </li>
            <li>
              <strong>Requests and complaints.</strong> When you ask us about your data or complain
              about how we handled it, we keep a record of the request and our answer for{' '}
              {spelledPeriod(periods.registerYears, 'year')}, but not the data itself once it has
              been erased.
            </li>
          </ul>
          {block.note ? <p>{block.note}</p> : null}
        </div>
      </Container>
    </Section>
  )
}
