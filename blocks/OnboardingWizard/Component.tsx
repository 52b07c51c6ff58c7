import type { BlockProps } from '../types'
import { getPlanChoices } from '@/data/pricing'
import { getSettings } from '@/data/settings'
import type { OnboardingWizardBlock as OnboardingWizardData } from '@/payload-types'
import { LazyOnboardingWizard } from '@/components/onboarding/LazyOnboardingWizard'
import { Container, Section } from '@/components/ui/container'
import { formWording } from '@/lib/onboarding/wording'

export async function OnboardingWizardBlock({ block, isFirst }: BlockProps<OnboardingWizardData>) {
  const [settings, plans] = await Promise.all([getSettings(), getPlanChoices()])
  const quick = block.steps === '2'
  return (
    <Section className="bg-surface">
      <Container className="max-w-4xl">
        <LazyOnboardingWizard
          totalSteps={quick ? 2 : 5}
          bookingUrl={settings.onboardingCallUrl}
          voiceEnabled={Boolean(process.env.TRANSCRIPTION_API_URL)}
          heading={block.heading}
          intro={block.intro}
          headingLevel={isFirst ? 1 : 2}
          welcomeVideoUrl={block.welcomeVideoUrl}
          guideVideoUrl={quick ? null : block.guideVideoUrl}
          wording={formWording(quick ? 'quick' : 'full', block)}
          plans={plans}
        />
      </Container>
    </Section>
  )
}
