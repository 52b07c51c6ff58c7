/** Every page block's config, in the order the admin offers them. */
import { AcademyBlock } from './Academy/config'
import { CallToActionBlock } from './CallToAction/config'
import { ContentBlock } from './Content/config'
import { HeroBlock } from './Hero/config'

export const pageBlocks = [HeroBlock, ContentBlock, CallToActionBlock, AcademyBlock]
