/**
 * Therapist area (spec 02 §5 and §8): the profile wizard, entries, availability editor, pricing and
 * bank details. Wording exactly as the spec writes it, misspellings and double spaces included.
 * Keys are prefixed or specific so they cannot collide with other features' keys in MSG.
 */
export const THERAPIST_PROFILE_MSG = {
  // wizard chrome (§2)
  wizardTitle: 'Basic Details',
  wizardHeading: "Let's get to know you properly",
  wizardPendingTitle: 'Pending Approval',
  wizardPendingText: 'Your profile is pending for approval, please check back again soon.',
  wizardAllSetTitle: "You're All Set!",
  wizardAllSetText: 'Your profile has been created successfully',
  wizardRejectedTitle: 'Your profile was not approved',
  deleteEntryConfirm: 'Are you sure you want to delete this data?',
  noLanguageFound: 'No language found',
  failedToDelete: 'Failed to delete',
  // page 1 (§5)
  selectGender: 'Select gender to continue',
  fullNameRequired: 'Full Name is required',
  profileEmailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  wizardInvalidEmail: 'Please enter a valid email address',
  dobRequired: 'DOB is required',
  /** Ours: the spec gives only 'DOB is required'; a date in the future or over 100 years ago gets this. */
  dobOutOfRange: 'Please enter a valid date of birth',
  profilePasswordRequired: 'Password is required',
  profileConfirmPasswordRequired: 'Confirm Password is required',
  /** Ours: the spec says the match message is shared but does not show its wording. */
  profilePasswordsMismatch: 'Passwords do not match',
  /** Ours, from the rule "minimum 8 characters, with an uppercase letter, a lowercase letter and a number". */
  profilePasswordRule:
    'Password must be at least 8 characters with an uppercase letter, a lowercase letter and a number',
  /** Ours: an e-mail another therapist account already uses. */
  profileEmailTaken: 'This email is already used by another account',
  /** Ours: latitude/longitude text that is not like '22.5726° N'. */
  invalidCoordinates: 'Please enter a valid location',
  // avatar (§5)
  avatarNotImage: 'You can only upload image files!',
  avatarTooLarge: 'Image must be smaller than 2MB!',
  avatarTooSmall: 'Minimum image size is 150px by 150px',
  // page 2 (§5)
  educationAndExperienceRequired: 'Please update your education and experience to continue',
  educationDetailsRequired: 'Please enter all the education details',
  hospitalRequired: 'Please enter hospital name and address',
  licenceRequired: 'Please enter license number and issuing institution',
  requiredDetails: 'Please enter all required details',
  uploadDocument: 'Please upload the document',
  documentType: 'File type must be JPEG or PNG!',
  /** Ours: the spec's 'JPEG or PNG!' once certificates may be PDFs too (issue 20 #9). */
  certificateType: 'File type must be JPEG, PNG or PDF!',
  documentTooLarge: 'File must be smaller than 2MB!',
  /** Ours: the 'I Agree' disclaimer on licences. */
  licenceAgreeRequired: 'Please accept the disclaimer to continue',
  /** Ours: the upload call without a file. */
  uploadFileRequired: 'Please choose a file to upload',
  /** Ours: a licence expiry date that is not a date. */
  invalidExpiryDate: 'Please enter a valid expiry date',
  /** Ours: an experience contact number that is not a valid phone number. */
  invalidContactNumber: 'Please enter a valid contact number',
  // page 3 (§5)
  professionalTitleRequired: 'Please enter professional title to continue.',
  languageAndSpecializationRequired: 'Please select at least one language  to continue.',
  /** Ours (issue 10 #5): the spec's one message named only languages; missing specialities get their own. */
  selectSpeciality: 'Please select at least one speciality to continue.',
  fillAllFieldsBeforeAdding: 'Please fill all fields before adding.',
  /** Ours: a speciality id or language name that is not in the lists. */
  unknownSpeciality: 'Please choose specialities from the list',
  unknownLanguage: 'Please choose languages from the list',
  // page 4 (§5)
  selectConsultationPeriod: 'Please select a period for consultation',
  selectAvailableDays: 'Please select the available days to continue',
  // page 5 (§5)
  fillPrice: 'Please fill the price to continue',
  /** Ours: the currency selector is fixed; another currency is refused. */
  currencyFixed: 'The currency of your profile cannot be changed',
  /** Ours: a treatment whose name the therapist already priced. */
  treatmentExists: 'This specialization is already added',
  treatmentNotFound: 'Treatment not found',
  // page 6 (§5)
  onlyNumberAllowed: 'Only number is allowed',
  accountNumbersMismatch: 'The two account numbers that you entered do not match',
  accountHolderRequired: 'Account holder name is required',
  accountNumberRequired: 'Account number is required',
  reEnterAccountNumber: 'Re-enter account number',
  ifscRequired: 'SWIFT/IFSC code is required',
  bankNameRequired: 'Bank name is required',
  branchNameRequired: 'Branch name is required',
  branchCountryRequired: 'Branch country is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  formReferenceMissing: 'Form reference is not available',
  /** Ours: a country, state or city code that does not exist. */
  invalidBankLocation: 'Please choose the country, state and city from the lists',
  // success messages (§8)
  updatedBasicInfo: 'Updated basic info successfully',
  addedSuccessfully: 'Added successfully',
  editedSuccessfully: 'Edited succesfully',
  deletedData: 'Succesfully deleted data ',
  addedTreatment: 'Added treatment successfully',
  deletedTreatment: 'Deleted treatment successfully',
  /** Ours: replies of calls whose success message the spec does not show. */
  updatedTreatment: 'Updated treatment successfully',
  updatedWorkProfile: 'Updated work profile successfully',
  uploadedFile: 'Uploaded file successfully',
  entryNotFound: 'Entry not found',
  /** Ours: a list already holds the most entries we keep. */
  entryLimit: 'You can add at most 20 entries to a list',
  fileNotFound: 'File not found',
  /** Ours: the download link expired or was altered. */
  fileLinkExpired: 'This link has expired. Please open the file again',
  /** Ours: a health-file link opened with another person's sign-in (links are bound to one reader). */
  fileLinkOtherReader: 'This link was made for someone else. Please open the file from your own account',
  // availability editor (§5 page 4)
  choosePeriodFirst: 'Please choose a Period of Consultation before setting availability.',
  chooseConsultationTime: 'Please choose a consultation time for the day',
  chooseConsultationTimeFirst: 'Please choose a consultation time for the day first',
  breakStartBounds: 'Break start time must be between consultation start and end times.',
  breakEndBounds: 'Break end time must be between break start time and consultation end time.',
  enterDateAndTime: 'Please enter date and time',
  enterDate: 'Please enter date',
  enterStartAndEndTime: 'Please enter start time and end time',
  /** Ours: server-side rules the editor makes impossible but the API must still refuse. */
  endAfterStart: 'End time must be after start time',
  invalidTime: 'Please choose a time in 5-minute steps',
  duplicateDay: 'Each day can be set only once',
  pastDate: 'Please choose today or a later date',
  overlappingTimes: 'Time ranges on the same day must not overlap',
} as const;
