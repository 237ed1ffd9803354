import type { PriceDetails } from '@sahaj/contract';
import type { Config } from './config';
import type { BaseContext } from './context';
import type { Db } from './db/client';
import { wordpressClient } from './integrations/articles/wordpress-client';
import { createCaptcha } from './integrations/captcha/index';
import { idTokenVerifier } from './integrations/oauth/id-token';
import { createFileStorage } from './integrations/storage/index';
import { apiMedicClient } from './integrations/symptom-checker/apimedic';
import { fileLinkSigner } from './lib/files/index';
import type { DeletionMoney } from './modules/account/deletion';
import { accountService } from './modules/account/service';
import { adminService } from './modules/admin/service';
import { appointmentPreferencesService } from './modules/appointment-preferences/service';
import { appointmentsService } from './modules/appointments/service';
import { localArticleSource } from './modules/articles/local-source';
import { articlesRepository } from './modules/articles/repository';
import { articlesService } from './modules/articles/service';
import { wordpressArticleSource } from './modules/articles/wordpress-source';
import { authService } from './modules/auth/service';
import { availabilityService } from './modules/availability/service';
import type { BookingService } from './modules/booking/service';
import { bookingService } from './modules/booking/service';
import { callsService } from './modules/calls/service';
import { chatService } from './modules/chat/service';
import type { CreditBooking } from './modules/corporate/consultations';
import { companyPaymentsOf, creditBookingOf } from './modules/corporate/ports';
import type { CompanyAccounts } from './modules/corporate/profile';
import type { CompanyPayments } from './modules/corporate/purchases';
import { corporateService } from './modules/corporate/service';
import { couponsService } from './modules/coupons/service';
import type { DiscoveryService } from './modules/discovery/service';
import { discoveryService } from './modules/discovery/service';
import { familyService } from './modules/family/service';
import type { FormsService } from './modules/forms/service';
import { formsService } from './modules/forms/service';
import { healthRecordsService } from './modules/health-records/service';
import { issueReportsService } from './modules/issue-reports/service';
import { ledgerService } from './modules/ledger/service';
import { lookupsService } from './modules/lookups/service';
import { medicationsService } from './modules/medications/service';
import { type NotificationsService, notificationsService } from './modules/notifications/service';
import { onboardingService, wellnessProfileOf } from './modules/onboarding/service';
import { type PackageCheckout, packagesService } from './modules/packages/service';
import type { PaymentsService } from './modules/payments/service';
import { type PaymentDeps, paymentsService } from './modules/payments/service';
import { type ProviderWorkspaceDeps, providerWorkspaceService } from './modules/provider-workspace/service';
import { remindersService } from './modules/reminders/service';
import { reviewsService } from './modules/reviews/service';
import { siteBannerService } from './modules/site-banner/service';
import { apiMedicEngine } from './modules/symptom-checker/apimedic-engine';
import { localEngine } from './modules/symptom-checker/local-engine';
import { symptomCheckerService } from './modules/symptom-checker/service';
import { therapistProfileService } from './modules/therapist-profile/service';

/** The outside-world pieces the context carries: file storage, file links, captcha and OAuth verifiers. */
export function buildIntegrations(
  config: Config,
  db: Db,
): Pick<BaseContext, 'storage' | 'fileLinks' | 'captcha' | 'oauth'> {
  const { google, apple } = config.providers;
  return {
    storage: createFileStorage(config),
    fileLinks: fileLinkSigner(config.jwtSecret),
    captcha: createCaptcha(config, db),
    oauth: {
      google: google.clientId
        ? idTokenVerifier({ jwksUrl: google.jwksUrl, issuers: google.issuers, audience: google.clientId })
        : undefined,
      apple: apple.clientId
        ? idTokenVerifier({ jwksUrl: apple.jwksUrl, issuers: [apple.issuer], audience: apple.clientId })
        : undefined,
    },
  };
}

/**
 * Every feature's service, built once per app from the context. Route files, socket handlers and
 * jobs read them from `ctx.services`; a new feature adds one line here.
 */
export function buildServices(ctx: BaseContext) {
  const booking = bookingService(ctx, {
    minNoticeMinutes: ctx.config.bookingMinNoticeMinutes,
    coupons: () => services.coupons,
    notifications: (): NotificationsService => services.notifications,
  });
  // A therapist appears in (or leaves) the list as soon as their schedule or approval changes, not at
  // the next refresh job; a failed refresh only delays that (the job computes it again).
  const refreshListing = (therapistId: string) =>
    booking
      .refreshNextAvailable([therapistId])
      .catch((err: unknown) => ctx.log.error({ err, therapistId }, 'first free slot refresh failed'));
  const availability = availabilityService(ctx.db, { afterSave: refreshListing });
  const therapistProfile = therapistProfileService(ctx, ctx.storage, ctx.fileLinks, availability);
  const services = {
    auth: authService(ctx, {
      captcha: ctx.captcha.verifier,
      google: ctx.oauth.google,
      apple: ctx.oauth.apple,
      profileExtras: async (userId, userType) =>
        userType === 'patient' ? { wellnessProfile: await wellnessProfileOf(ctx.db, userId) } : {},
    }),
    onboarding: onboardingService(ctx),
    availability,
    therapistProfile,
    admin: adminService(ctx, therapistProfile, ctx.fileLinks, {
      notifications: (): NotificationsService => services.notifications,
      afterApprove: refreshListing,
    }),
    lookups: lookupsService(ctx.db),
    booking,
    discovery: discoveryService(ctx, booking),
    appointments: appointmentsService(ctx, booking, {
      // A cancelled paid session is refunded through its gateway (ledger, issue 12).
      afterCancel: (a): Promise<unknown> => services.ledger.refundCancelled(services.payments.refund, a),
      // A session booked from a package goes back to it, in the cancellation's transaction.
      onCancel: async (tx, appointmentId): Promise<unknown> => {
        await services.packages.returnSession(tx, appointmentId);
        // A session booked on company credits gives them back (corporate, issue 21).
        return services.corporate.refundCancelled(tx, appointmentId);
      },
    }),
    reviews: reviewsService(ctx),
    payments: paymentsService(ctx, booking, (): PaymentDeps => services),
    chat: chatService(ctx),
    ledger: ledgerService(ctx),
    account: accountService(ctx, {
      // Deletion refunds what cancelling would (issue 20 #1): the payments and ledger services make the refunds.
      money: (): DeletionMoney => ({
        returnPackageSession: (tx, appointmentId) => services.packages.returnSession(tx, appointmentId),
        refundCancelledSession: (a) => services.ledger.refundCancelled(services.payments.refund, a),
        refund: (paymentId, input) => services.payments.refund(paymentId, input),
      }),
    }),
    family: familyService(ctx),
    coupons: couponsService(ctx, {
      price: (t, tr, plan): Promise<PriceDetails> =>
        plan ? services.packages.planPrice(t, plan) : booking.priceDetails(t, tr ?? undefined),
    }),
    packages: packagesService(ctx, booking, { checkout: (): PackageCheckout => services.payments }),
    healthRecords: healthRecordsService(ctx),
    forms: formsService(ctx),
    medications: medicationsService(ctx, { notifications: (): NotificationsService => services.notifications }),
    calls: callsService(ctx),
    issueReports: issueReportsService(ctx),
    notifications: notificationsService(ctx),
    reminders: remindersService(ctx, { notifications: (): NotificationsService => services.notifications }),
    corporate: corporateService(ctx, {
      accounts: (): CompanyAccounts => services.auth,
      discovery: (): DiscoveryService => services.discovery,
      booking: (): CreditBooking => creditBookingOf((): BookingService => services.booking),
      payments: (): CompanyPayments => companyPaymentsOf((): PaymentsService => services.payments),
      forms: (): FormsService => services.forms,
      unread: async (userId: string): Promise<number> =>
        (await services.notifications.list(userId, 1, 1)).unreadNotificationCount,
      notify: (tx, input): Promise<unknown> => services.notifications.store(tx, input),
    }),
    providerWorkspace: providerWorkspaceService(ctx, (): ProviderWorkspaceDeps => services),
    articles: articlesService(ctx, articleSource(ctx), articleLinks(ctx)),
    siteBanner: siteBannerService(ctx),
    appointmentPreferences: appointmentPreferencesService(ctx),
    symptomChecker: symptomCheckerService({
      engine: symptomEngine(ctx, (): Promise<Specialities> => services.lookups.specialities()),
      secret: ctx.config.jwtSecret,
      zoneOf: async (userId): Promise<string> => (await services.ledger.zoneOf(userId)) ?? 'Asia/Kolkata',
      saveRecord: (userId, pdf, filename): Promise<unknown> =>
        services.healthRecords.upload(userId, { bytes: pdf, truncated: false, filename }),
    }),
  };
  // What a paid company plan or credits purchase does, called once in the payment's confirmation.
  for (const [purpose, handler] of Object.entries(services.corporate.purchases.fulfilments)) {
    services.payments.fulfilments.register(purpose as 'company_plan' | 'company_credits', handler);
  }
  return services;
}
export type Services = ReturnType<typeof buildServices>;

/** Where the web shows an article, a category, an author and a cover (WordPress's 'link' fields). */
function articleLinks(ctx: BaseContext) {
  const site = ctx.config.publicUrl.replace(/\/+$/, '');
  return {
    article: (slug: string) => `${site}/user/base/home/articles-blogs/${slug}`,
    category: (slug: string) => `${site}/user/base/home/articles-blogs?category=${slug}`,
    author: (slug: string) => `${site}/user/base/home/articles-blogs?author=${slug}`,
    cover: (id: number) => `${site}/api/v1/public/articles/${id}/cover`,
  };
}

/** Readers' articles from the settings: our own editor's, or a WordPress site's. */
function articleSource(ctx: BaseContext) {
  const settings = ctx.config.articles;
  return settings.source === 'wordpress'
    ? wordpressArticleSource(wordpressClient({ baseUrl: settings.wordpressUrl }))
    : localArticleSource(articlesRepository(ctx.db), articleLinks(ctx));
}

/** The symptom checker's engine from the settings; our speciality ids come from the reference table, read once. */
type Specialities = { specialities: Array<{ _id: string; name: string }> };
function symptomEngine(ctx: BaseContext, specialities: () => Promise<Specialities>) {
  let ids: Promise<Map<string, string>> | undefined;
  const specialityIds = () => {
    ids ??= specialities()
      .then((r) => new Map(r.specialities.map((s) => [s.name, s._id] as const)))
      .catch((err: unknown) => {
        ids = undefined;
        throw err;
      });
    return ids;
  };
  const settings = ctx.config.symptomChecker;
  return settings.engine === 'apimedic'
    ? apiMedicEngine(apiMedicClient(settings), specialityIds)
    : localEngine(specialityIds);
}
