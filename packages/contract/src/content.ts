import { z } from 'zod';

/**
 * Static content pages (spec document 3 "Static content"): the privacy policy and the
 * confidentiality agreement, built from blocks of heading, title, description and bullets, fetched
 * from the server (GET /public/privacy-policy, GET /public/confidentiality-agreement).
 */

/** The documents the server holds, by the slug of their public path. */
export const CONTENT_SLUGS = ['privacy-policy', 'confidentiality-agreement'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/**
 * One block of a page. `heading` opens a new section (shown as a section heading), `title` names
 * a part inside it, `description` is a paragraph, `bullets` a list. A block has at least one of them.
 */
export const contentBlock = z
  .object({
    heading: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    bullets: z.array(z.string().min(1)).min(1).optional(),
  })
  .refine((b) => Boolean(b.heading || b.title || b.description || b.bullets), {
    message: 'A content block needs a heading, title, description or bullets',
  });
export type ContentBlock = z.infer<typeof contentBlock>;

/** A whole page: its name, when it last changed (ISO day) and its blocks in order. */
export const contentPage = z.object({
  slug: z.enum(CONTENT_SLUGS),
  heading: z.string().min(1),
  lastUpdated: z.iso.date(),
  blocks: z.array(contentBlock).min(1),
});
export type ContentPage = z.infer<typeof contentPage>;
