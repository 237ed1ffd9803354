/**
 * The notifications feature's public face for other features, beside its service: the outbound
 * e-mail/SMS queue. A message is written in the caller's transaction (enqueueDelivery) and sent after
 * commit (deliveries(ctx).sendNow), with retries by the deliveries job. Booking sends its calendar
 * invitations through it (an e-mail with an .ics, built after commit) and reminders their SMS.
 */
export { deliveries, enqueueDelivery } from './deliveries';
