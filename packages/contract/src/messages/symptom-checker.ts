/** Issue 24: the symptom checker. Our wording (the spec shows none). */
export const SYMPTOM_CHECKER_MSG = {
  symptomsRequired: 'Choose at least one symptom',
  symptomsFormat: 'Symptoms must be a list of symptom ids, like [20,21]',
  tooManySymptoms: 'Choose at most 40 symptoms',
  unknownSymptom: 'One of the symptoms is not in our list',
  symptomCheckGenderRequired: 'Choose male or female for this check',
  symptomCheckYearInvalid: 'Enter a year of birth like 1990',
  symptomCheckAgeOutOfRange: 'This check is for people aged 12 to 100',
  symptomCheckerTokenInvalid: 'The symptom checker session has expired. Please start again',
  symptomCheckerUnavailable: 'The symptom checker is not available right now. Please try again later',
  symptomCheckerNotADiagnosis:
    'This is not a diagnosis. It is a guide to what might fit your answers and how soon to get help.',
  symptomCheckSaved: 'Saved to your health records',
} as const;
