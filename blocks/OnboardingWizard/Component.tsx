import type { BlockProps } from '../RenderBlocks'
import { getSettings } from '@/data/settings'
import type { OnboardingWizardBlock as OnboardingWizardData } from '@/payload-types'
import { LazyOnboardingWizard } from '@/components/onboarding/LazyOnboardingWizard'
import { Container, Section } from '@/components/ui/container'

export async function OnboardingWizardBlock({ block, isFirst }: BlockProps<OnboardingWizardData>) {
  const settings = await getSettings()
  return (
    <Section className="bg-surface">
      <Container className="max-w-4xl">
        <LazyOnboardingWizard
          totalSteps={block.steps === '2' ? 2 : 5}
          bookingUrl={settings.onboardingCallUrl}
          voiceEnabled={Boolean(process.env.TRANSCRIPTION_API_URL)}
          heading={block.heading}
          intro={block.intro}
          headingLevel={isFirst ? 1 : 2}
          welcomeVideoUrl={block.welcomeVideoUrl}
          guideVideoUrl={block.steps === '2' ? null : block.guideVideoUrl}
        />
      </Container>
    </Section>
  )
}
