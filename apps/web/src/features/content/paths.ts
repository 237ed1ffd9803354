import type { ContentSlug } from '@sahaj/contract';

/** The documents readable before signing in (linked from the sign-up forms). */
export const PUBLIC_CONTENT_PATH: Record<ContentSlug, string> = {
  'privacy-policy': '/privacy-policy',
  'confidentiality-agreement': '/confidentiality-agreement',
};

/** The same documents inside the signed-in shell (spec document 3 route table, corporate profile). */
export const SHELL_CONTENT_PATH: Record<ContentSlug, string> = {
  'privacy-policy': '/user/base/home/corporate/profile/privacy-policy',
  'confidentiality-agreement': '/user/base/home/corporate/profile/confidentiality-agreement',
};
