import {
  listNotificationsQuery,
  MSG,
  markAsReadBody,
  notificationList,
  notificationSettingsData,
  notificationSettingsReply,
  notificationSwitchBody,
  okEnvelope,
  reminderSettingsBody,
  turnOffAllRemindersBody,
  unreadCountData,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['notifications'];
type Role = 'patient' | 'doctor' | 'company';

/**
 * The bell (issue 13): each person lists, marks and clears only their own notifications; the
 * switches and reminder settings of my-account. The producers are the platform's own services
 * (ctx.services.notifications.send); no route lets a user notify somebody else.
 */
const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.notifications;

  const surfaces: Array<{ role: Role; list: string; prefix: string }> = [
    { role: 'patient', list: '/patient/list-notification', prefix: '/patient/notification' },
    { role: 'doctor', list: '/provider/list-notification', prefix: '/provider/notification' },
    { role: 'company', list: '/companies/notification/list-all', prefix: '/companies/notification' },
  ];
  for (const { role, list, prefix } of surfaces) {
    const config = { access: [role] };
    app.get(
      list,
      {
        config,
        schema: {
          tags,
          security,
          summary: 'My notifications, newest first',
          description:
            'page from 1, limit 5 by default. notificationData is the page, unreadNotificationCount counts every unread one, length counts all of them (for "more on scroll"). Notifications are written by the platform itself (bookings, changes, payments, approvals, reminders, messages while offline) and pushed live as the socket event `notification`. The socket event `sendNotification` { appointmentId, msg } (patients and therapists only, at most 5 a minute) adds one for the other person of the sender\'s own upcoming appointment and nobody else; it is acknowledged { ok } or refused with `applicationErrors`.',
          querystring: listNotificationsQuery,
          response: { 200: okEnvelope(notificationList) },
        },
      },
      async (req) => ok(await service.list(principalOf(req).userId, req.query.page, req.query.limit)),
    );
    app.patch(
      `${prefix}/mark-as-read`,
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Mark one of my notifications as read',
          description: "By _id; another person's notification answers 404 and is left unchanged.",
          body: markAsReadBody,
          response: { 200: okEnvelope(unreadCountData) },
        },
      },
      async (req) => {
        const unread = await service.markAsRead(principalOf(req).userId, req.body._id);
        return ok({ message: MSG.notificationMarkedRead, unreadNotificationCount: unread });
      },
    );
    app.patch(
      `${prefix}/clear-all`,
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Clear All: empty my notification list',
          description: 'Deletes every notification of the caller; the unread count becomes 0.',
          response: { 200: okEnvelope(unreadCountData) },
        },
      },
      async (req) => {
        await service.clearAll(principalOf(req).userId);
        return ok({ message: MSG.notificationsCleared, unreadNotificationCount: 0 });
      },
    );
  }

  const signedIn = { access: 'signedIn' as const };
  app.get(
    '/user/notification/settings',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'My notification switches and reminder settings',
        description: 'Every switch is on until changed.',
        response: { 200: okEnvelope(notificationSettingsData) },
      },
    },
    async (req) => ok(await service.reminderSettings(principalOf(req).userId)),
  );
  for (const [url, what, key] of [
    ['/user/notification/switch', 'in-app notifications (the bell and its live push)', 'push'],
    ['/user/email-notification/switch', 'notification e-mails', 'email'],
  ] as const) {
    app.patch(
      url,
      {
        config: signedIn,
        schema: {
          tags,
          security,
          summary: `Switch ${what} on or off`,
          description: `{ enabled } sets it; without it the switch flips. Every sender honours it. Answers 'Successfully changed notification settings' and the settings.`,
          body: notificationSwitchBody.nullish(),
          response: { 200: okEnvelope(notificationSettingsReply) },
        },
      },
      async (req) => {
        const userId = principalOf(req).userId;
        const enabled = req.body?.enabled ?? !(await service.reminderSettings(userId))[key];
        const settings =
          key === 'push' ? await service.setPush(userId, enabled) : await service.setEmail(userId, enabled);
        return ok({ ...settings, message: MSG.notificationSettingsChanged });
      },
    );
  }

  const patient = { access: ['patient' as const] };
  app.patch(
    '/patient/reminder-settings',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Turn session or medication reminders on or off',
        description: 'Turning one on again also lifts "turn off all reminders".',
        body: reminderSettingsBody,
        response: { 200: okEnvelope(notificationSettingsReply) },
      },
    },
    async (req) =>
      ok({
        ...(await service.setReminders(principalOf(req).userId, req.body)),
        message: MSG.reminderSettingsSaved,
      }),
  );
  app.patch(
    '/patient/reminder-settings/turn-off-all-reminders',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Turn off every reminder (sessions and medication)',
        description: 'No body (or { allOff: true }) turns them all off; { allOff: false } turns them back on.',
        body: turnOffAllRemindersBody.nullish(),
        response: { 200: okEnvelope(notificationSettingsReply) },
      },
    },
    async (req) =>
      ok({
        ...(await service.setAllRemindersOff(principalOf(req).userId, req.body?.allOff ?? true)),
        message: MSG.reminderSettingsSaved,
      }),
  );
};

export default notificationsRoutes;
