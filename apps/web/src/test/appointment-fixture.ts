import { type Appointment, appointment } from '@sahaj/contract';

/**
 * An upcoming appointment as the server sends one (parsed by the contract, so a changed shape fails
 * the tests that use it): Asha Rao with Meera Iyer on 1 March 2099, 09:30–10:30 UTC (3–4 PM in
 * Kolkata), paid, changeable. `over` replaces any field.
 */
export const appointmentFixture = (over: Partial<Appointment> = {}): Appointment =>
  appointment.parse({
    _id: '0c8f2a6e-0000-4000-8000-0000000000aa',
    status: 'upcoming',
    startTime: '2099-03-01T09:30:00.000Z',
    endTime: '2099-03-01T10:30:00.000Z',
    consultationDuration: 60,
    providerId: 't1',
    patientId: 'p1',
    doctorDetails: {
      _id: 't1',
      name: 'Meera Iyer',
      fullName: 'Meera Iyer',
      firstName: 'Meera',
      lastName: 'Iyer',
      profilePic: null,
      professionalTitle: null,
      status: 'active',
    },
    patientDetails: { _id: 'p1', name: 'Asha Rao', fullName: 'Asha Rao', profilePic: null, timeZone: 'Asia/Kolkata' },
    familyMember: null,
    providerTimeZone: 'Asia/Kolkata',
    treatmentId: null,
    treatmentName: null,
    amount: 900,
    paidWith: 'payment',
    currency: 'INR',
    cancellationReason: null,
    cancelledBy: null,
    cancelledAt: null,
    extendedTimes: 0,
    attendance: null,
    changeDeadline: '2099-02-28T09:30:00.000Z',
    canCancel: true,
    canReschedule: true,
    canExtend: false,
    extensionRequest: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...over,
  });
