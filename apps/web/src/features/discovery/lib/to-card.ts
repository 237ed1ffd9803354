import type { TherapistListItem } from '@sahaj/contract';
import type { TherapistCardView } from '../components/therapist-card';
import { feeLabel } from './fee';

export const profileHref = (id: string) => `/user/base/home/doctor-profile/${id}`;

/** The list item as its card shows it. */
export const toCard = (d: TherapistListItem): TherapistCardView => ({
  id: d._id,
  name: d.name,
  photo: d.profilePic,
  title: d.professionalTitle,
  specialities: d.specializations.map((s) => s.name),
  languages: d.languagesKnown,
  years: d.totalWorkExperiance,
  rating: d.rating || null,
  reviewCount: d.reviewCount,
  fee: feeLabel(d.consultationFee, d.currency),
  profileHref: profileHref(d._id),
});
