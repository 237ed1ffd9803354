import {
  okEnvelope,
  providerIdParams,
  providerListBody,
  providerListData,
  publicTherapistProfile,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['discovery'];

const BOOKABLE =
  'Listed: approved (status active) therapists that are bookable. "Bookable" = therapist_booking_stats.next_available_at is set: the start of their first free slot within the next 60 days, computed by the slot engine (weekly availability, breaks, time off, extra time, appointments, live holds, 2 h notice). It is recomputed right after the therapist is approved or saves their availability (week, time off, extra time, period), after every hold, booking, cancellation, reschedule or extension of theirs; by the first list call for an approved therapist never computed; and by the booking.refresh-next-available job every minute for therapists never computed, computed more than 10 minutes ago, or whose first slot has passed (time alone changes it: the 60-day horizon and the notice move on). data.count may lag a new therapist by up to 5 seconds.';

/** Finding a therapist (spec 03 "Doctor list"). */
const discoveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.discovery;

  app.patch(
    '/user/provider/list',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Therapist list with filters, sort and paging',
        description: `${BOOKABLE} Filters: text (part of the name), specialization (any of the ids), gender (All/Male/Female), city (the first part of the profile's place, case-insensitive), languagesKnown (any of the names). Sort: None, RatingLow, RatingHigh (default), FeeLow, FeeHigh, Oldest, Newest (by approval account age). data.count is the number of matches.`,
        body: providerListBody,
        response: { 200: okEnvelope(providerListData) },
      },
    },
    async (req) => ok(await service.list(req.body)),
  );

  app.get(
    '/user/provider/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: "An approved therapist's public profile",
        description:
          "Never bank details, documents, e-mail, phone or reference contacts; dob and timeZone only when the therapist chose 'Show in profile'. 404 for anyone not approved.",
        params: providerIdParams,
        response: { 200: okEnvelope(publicTherapistProfile) },
      },
    },
    async (req) => ok(await service.profile(req.params.id)),
  );
};

export default discoveryRoutes;
