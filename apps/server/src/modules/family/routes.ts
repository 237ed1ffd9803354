import {
  deleteFamilyMemberBody,
  familyMemberBody,
  familyMemberSaved,
  familyMembersData,
  familyMembersQuery,
  messageData,
  okEnvelope,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['family'];
const patients = { access: ['patient'] as ['patient'] };

/** Family members (spec 03: GET, PATCH (add and edit), DELETE /patient/family-members). */
const familyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.family;

  app.get(
    '/patient/family-members',
    {
      config: patients,
      schema: {
        tags,
        security,
        summary: "The patient's family members (page 0, limit 15)",
        description: 'Newest first; count is the total. A patient may keep at most 15.',
        querystring: familyMembersQuery,
        response: { 200: okEnvelope(familyMembersData) },
      },
    },
    async (req) => ok(await service.list(principalOf(req).userId, req.query.page, req.query.limit)),
  );

  app.patch(
    '/patient/family-members',
    {
      config: patients,
      schema: {
        tags,
        security,
        summary: 'Add a family member, or edit one (with _id)',
        description:
          "Fields: name (the person rule), relationship (an _id of /public/relationships), dob (yyyy-MM-dd, not in the future of the patient's zone, within 120 years), gender (male, female, other), phone (optional). Reply 'Succesfully added' (the spec's spelling) or 'Updated successfully'; 404 for another patient's member; 409 past 15 members. A failure names its field (data.field).",
        body: familyMemberBody,
        response: { 200: okEnvelope(familyMemberSaved) },
      },
    },
    async (req) => ok(await service.save(principalOf(req).userId, req.body)),
  );

  app.delete(
    '/patient/family-members',
    {
      config: patients,
      schema: {
        tags,
        security,
        summary: 'Delete a family member ({deleteFieldId})',
        description:
          "Reply 'Deleted successfully'; 404 'Failed to delete' for an unknown id or another patient's member. Appointments booked for them keep their date and therapist (who they were for is cleared).",
        body: deleteFamilyMemberBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.remove(principalOf(req).userId, req.body.deleteFieldId)),
  );
};
export default familyRoutes;
