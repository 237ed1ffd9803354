export const onboardingKeys = {
  all: ['onboarding'] as const,
  /** The profile as the last save answered it (fresher than GET /user/profile while the wizard runs). */
  progress: ['onboarding', 'progress'] as const,
  questions: (contextType: string) => ['onboarding', 'questions', contextType] as const,
};
