import { type CompanyPlan, displayName, type Employee, paiseToRupees, rupeesToPaise } from '@sahaj/contract';
import type { CompanyPlanRow } from '../../db/schema/index';
import type { MemberWithPerson } from './members-repository';

/** Every shape translation of the corporate feature: rows ↔ the spec's payloads. */

/** 1 credit = ₹1 = 100 paise (docs/corporate-credits.md). */
export const creditsOf = (paise: number) => paiseToRupees(paise);
export const paiseOfRupees = rupeesToPaise;

export function planView(p: CompanyPlanRow): CompanyPlan {
  return {
    _id: p.id,
    planName: p.name,
    doctorCount: p.doctorCount,
    planPrice: paiseToRupees(p.pricePaise),
    planDuration: p.durationMonths,
    credits: Math.floor(paiseToRupees(p.creditsPaise)),
    active: p.active,
  };
}

export const planRow = (b: {
  planName?: string;
  doctorCount?: number;
  planPrice?: number;
  planDuration?: number;
  credits?: number;
  active?: boolean;
}) => ({
  ...(b.planName !== undefined ? { name: b.planName } : {}),
  ...(b.doctorCount !== undefined ? { doctorCount: b.doctorCount } : {}),
  ...(b.planPrice !== undefined ? { pricePaise: paiseOfRupees(b.planPrice) } : {}),
  ...(b.planDuration !== undefined ? { durationMonths: b.planDuration } : {}),
  ...(b.credits !== undefined ? { creditsPaise: paiseOfRupees(b.credits) } : {}),
  ...(b.active !== undefined ? { active: b.active } : {}),
});

const personName = (m: MemberWithPerson) =>
  displayName({ name: m.personName, firstName: m.personFirstName, lastName: m.personLastName }, null);

/**
 * An employee as the company sees them. Usage appears only when the employee chose to share it
 * (null otherwise: the screen reads 'Private'); nothing about their care is ever part of it.
 */
export function employeeView(m: MemberWithPerson, usage: { sessions: number; paise: number } | undefined): Employee {
  const shared = m.state === 'accepted' && m.shareUsage;
  return {
    _id: m.id,
    fullName: m.state === 'accepted' ? personName(m) : null,
    email: m.email,
    profilePic: null,
    createdAt: (m.acceptedAt ?? m.invitedAt).toISOString(),
    invitedAt: m.invitedAt.toISOString(),
    acceptedAt: m.acceptedAt?.toISOString() ?? null,
    totalAppointmentsTaken: shared ? (usage?.sessions ?? 0) : null,
    creditsUsed: shared ? creditsOf(usage?.paise ?? 0) : null,
    usageShared: shared,
    status: m.state === 'pending' ? 'pending' : m.blockedAt ? 'blocked' : 'active',
    companyDetails: { companyId: m.companyId },
  };
}

/** What the employer sees about an employee, in the employee's own words (their settings page). */
export function employerCanSee(shareUsage: boolean): string[] {
  return [
    'Your name and the e-mail address the invite was sent to',
    'The day you joined and whether your access to company credits is paused',
    shareUsage
      ? 'How many sessions you booked on company credits and how many credits they used (you chose to share this)'
      : 'Not your number of sessions or credits used: they show as "Private" (you can choose to share them)',
    'Never your therapists, session times, notes, messages, questionnaire answers or anything about your care',
  ];
}
