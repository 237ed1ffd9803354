import { z } from 'zod';
import { searchKey } from './lookups';
import { ADMIN_MSG as A } from './messages/admin';
import { PROFILE_STATUSES, treatment, workProfile } from './therapist-profile';

/**
 * Admin console: therapist approval. Routes (under /api/v1, Bearer token of an admin, userType 'admin'):
 *   GET  /admin/therapists?status=waiting for approval&page=0&limit=20&searchKey=  → adminTherapistsData
 *   GET  /admin/therapists/{therapistId}                                → adminTherapistDetail
 *   POST /admin/therapists/{therapistId}/approve                        → adminReviewResult
 *   POST /admin/therapists/{therapistId}/reject   { reason }            → adminReviewResult
 * Documents in the detail are signed, short-lived links to GET /files/{fileId}; an admin may also
 * fetch that route with the Bearer token.
 */

export const ADMIN_REVIEW_STATUSES = ['waiting for approval', 'pending', 'active', 'rejected'] as const;
export type AdminReviewStatus = (typeof ADMIN_REVIEW_STATUSES)[number];

export const adminTherapistsQuery = z.object({
  status: z.enum(ADMIN_REVIEW_STATUSES).default('waiting for approval'),
  page: z.coerce.number().int().min(0).default(0).describe('Zero-based page number'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  searchKey: searchKey.describe('Part of the name, e-mail or phone'),
});
export type AdminTherapistsQuery = z.input<typeof adminTherapistsQuery>;

export const adminTherapistListItem = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  status: z.enum(PROFILE_STATUSES),
  submittedAt: z.string().nullable().describe('When page 6 was saved (ISO)'),
  profilePic: z.string().nullable(),
});
export type AdminTherapistListItem = z.infer<typeof adminTherapistListItem>;
export const adminTherapistsData = z.object({ therapists: z.array(adminTherapistListItem), count: z.number().int() });

export const adminTherapistParams = z.object({ therapistId: z.string().uuid(A.adminTherapistNotFound) });

export const adminReviewEntry = z.object({
  action: z.enum(['approve', 'reject']),
  reason: z.string().nullable(),
  by: z.string().nullable().describe('Admin name or e-mail'),
  at: z.string(),
});
export const adminTherapistDetail = workProfile.extend({
  treatments: z.array(treatment),
  reviews: z.array(adminReviewEntry).describe('Earlier approvals and rejections, newest first'),
});
export type AdminTherapistDetail = z.infer<typeof adminTherapistDetail>;

export const adminRejectBody = z.object({
  reason: z.string({ error: A.adminRejectReasonRequired }).trim().min(1, A.adminRejectReasonRequired).max(1000),
});
export const adminReviewResult = z.object({ message: z.string(), status: z.enum(PROFILE_STATUSES) });
export type AdminReviewResult = z.infer<typeof adminReviewResult>;
