/**
 * Academy rules: module button labels (Review Module when completed, else Continue Learning when
 * started, else Start Module when unlocked, else Unlock Module), module and learning-step states,
 * and progress values. Shared by the page, the admin and the tests.
 */

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const

type ModuleLike = {
  isCompleted?: boolean | null
  isUnlocked?: boolean | null
  progress?: number | null
}

export type ModuleButtonLabel =
  'Review Module' | 'Continue Learning' | 'Start Module' | 'Unlock Module'

/**
 * The module's button label: Review Module if completed; else Continue Learning if progress is
 * above 0; else Start Module if unlocked; else Unlock Module.
 */
export function moduleButtonLabel(module: ModuleLike): ModuleButtonLabel {
  if (module.isCompleted) return 'Review Module'
  if ((module.progress ?? 0) > 0) return 'Continue Learning'
  if (module.isUnlocked) return 'Start Module'
  return 'Unlock Module'
}

export type ModuleState = 'completed' | 'in-progress' | 'not-started' | 'locked'

/** Which badge a module shows; follows the same precedence as its button label. */
export function moduleState(module: ModuleLike): ModuleState {
  const byLabel: Record<ModuleButtonLabel, ModuleState> = {
    'Review Module': 'completed',
    'Continue Learning': 'in-progress',
    'Start Module': 'not-started',
    'Unlock Module': 'locked',
  }
  return byLabel[moduleButtonLabel(module)]
}

/** A progress value as a whole percentage between 0 and 100 (anything unparseable is 0). */
export function clampProgress(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, Math.round(value)))
}

type StepLike = { isCompleted?: boolean | null; isActive?: boolean | null }

export type StepState = 'completed' | 'active' | 'upcoming'

/** A learning-path step is completed, the active one, or still to come. */
export function stepState(step: StepLike): StepState {
  if (step.isCompleted) return 'completed'
  if (step.isActive) return 'active'
  return 'upcoming'
}

/** How far through the learning path a learner is: completed steps as a percentage. */
export function learningPathProgress(steps: StepLike[]): number {
  if (steps.length === 0) return 0
  const completed = steps.filter((step) => stepState(step) === 'completed').length
  return clampProgress((completed / steps.length) * 100)
}
