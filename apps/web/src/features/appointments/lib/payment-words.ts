import { type Appointment, formatRupees } from '@sahaj/contract';
import type { Role } from '../api/keys';

type Paid = Pick<Appointment, 'amount' | 'currency' | 'paidWith'>;

/**
 * How a session was paid, as each side reads it (issue 20 #5): a package session is not 'Free' and a
 * company-paid one was not paid by card, so each screen says which it was.
 */
export function priceLabel(a: Paid, viewer: Role): string {
  switch (a.paidWith) {
    case 'package':
      return viewer === 'patient' ? 'From your package' : 'Package session';
    case 'companyCredits':
      return viewer === 'patient' ? 'Paid by your company' : "Paid by the patient's company";
    case 'payment':
      return formatRupees(a.amount, a.currency);
    case 'free':
      return 'Free';
  }
}

/** What a change of time does to the price: nothing, said the way the session was paid. */
export function unchangedPrice(a: Paid): string {
  switch (a.paidWith) {
    case 'package':
      return 'Unchanged: still one session of your package; nothing more to pay.';
    case 'companyCredits':
      return "Unchanged: your company's credits still pay for it; nothing more to pay.";
    case 'payment':
      return `Unchanged: the ${formatRupees(a.amount, a.currency)} you paid stays with this session; nothing more to pay.`;
    case 'free':
      return 'Unchanged: nothing to pay.';
  }
}

/**
 * What happens to the money when a session is cancelled, said before anyone confirms (issue 20 #5):
 * paid sessions are refunded in full the way they were paid (contract earnings.ts: patients cancel only
 * outside the 24-hour window, therapists at any time), a package session goes back to the package and
 * company credits back to the company's wallet.
 */
export function refundNote(a: Paid, viewer: Role, patientName?: string): string | null {
  const who = patientName ?? 'Your patient';
  switch (a.paidWith) {
    case 'package':
      return viewer === 'patient'
        ? 'The session goes back to your package, to book again.'
        : `The session goes back to ${who}'s package.`;
    case 'companyCredits':
      return viewer === 'patient'
        ? "The credits go back to your company's wallet; nothing was charged to you."
        : `The credits go back to the wallet of ${who}'s company.`;
    case 'payment': {
      if (!(a.amount > 0)) return null;
      const paid = formatRupees(a.amount, a.currency);
      return viewer === 'patient'
        ? `The ${paid} you paid is refunded in full to the card or account you paid with. Banks usually take 5 to 7 working days to show it.`
        : `${who} is refunded the ${paid} they paid, in full, and told at once.`;
    }
    case 'free':
      return null;
  }
}
