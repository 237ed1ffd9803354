import type { SymptomGender } from '@sahaj/contract';

/** One check's answers, as the calls take them. */
export interface CheckAnswers {
  present: number[];
  absent: number[];
  gender: SymptomGender;
  yearOfBirth: number;
}

/** ApiMedic's query: symptoms=[ids] as JSON, gender, year_of_birth; absent=[ids] is ours. */
export const checkQuery = (a: CheckAnswers) => ({
  symptoms: JSON.stringify(a.present),
  absent: a.absent.length > 0 ? JSON.stringify(a.absent) : undefined,
  gender: a.gender,
  year_of_birth: a.yearOfBirth,
});
