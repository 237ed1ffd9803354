import { type ContentPage, type ContentSlug, contentPage } from '@sahaj/contract';
import { confidentialityAgreement } from './documents/confidentiality-agreement';
import { privacyPolicy } from './documents/privacy-policy';

/**
 * The static documents, kept as typed content files next to the module (reviewed and versioned
 * like code) and checked against the contract once, when the module loads, so a malformed block
 * stops the server at start-up instead of reaching a reader.
 */
const DOCUMENTS: Record<ContentSlug, ContentPage> = {
  'privacy-policy': contentPage.parse(privacyPolicy),
  'confidentiality-agreement': contentPage.parse(confidentialityAgreement),
};

/** One stored document by its slug. */
export function contentDocument(slug: ContentSlug): ContentPage {
  return DOCUMENTS[slug];
}
