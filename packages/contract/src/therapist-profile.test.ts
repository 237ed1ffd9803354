import { describe, expect, it } from 'vitest';
import { adminRejectBody, adminTherapistsQuery } from './admin';
import { dobFromDisplay, dobToDisplay } from './dates';
import { MSG } from './messages';
import {
  adultDob,
  bankDetailsForm,
  basicInfoBody,
  basicInfoForm,
  educationForm,
  experienceForm,
  extraInfoBody,
  formatLatitude,
  formatLongitude,
  licenceForm,
  parseCoordinate,
  pricingPayload,
  servicesPayload,
  treatmentBody,
  updateWorkProfileBody,
  workProfileGroupOf,
} from './therapist-profile';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? undefined : r.error!.issues[0]!.message;
const TODAY = '2026-11-21';

describe('date of birth', () => {
  const dob = adultDob(() => TODAY);
  const problem = (v: unknown) => firstMessage(dob.safeParse(v));
  it('is required and must be a date', () => {
    expect(problem(undefined)).toBe(MSG.dobRequired);
    expect(problem('')).toBe(MSG.dobRequired);
    expect(problem('21-11-1990')).toBe(MSG.dobRequired);
    expect(problem('1990-02-30')).toBe(MSG.dobRequired);
  });
  // Issue 10 #6: a therapist aged 11 (born 2015) was accepted; the rule is the patients' 18 to 120.
  it('the one age rule: 18 to 120 on the therapist own day', () => {
    expect(problem('2015-01-01')).toBe(MSG.onboardingAgeRange);
    expect(problem('2026-11-21')).toBe(MSG.onboardingAgeRange);
    expect(problem('2026-11-22')).toBe(MSG.onboardingAgeRange);
    expect(problem('2008-11-22')).toBe(MSG.onboardingAgeRange);
    expect(problem('2008-11-21')).toBeUndefined();
    expect(problem('1906-11-21')).toBeUndefined();
    expect(problem('1905-11-21')).toBe(MSG.onboardingAgeRange);
    expect(problem('1990-05-17T00:00:00.000Z')).toBeUndefined();
    expect(dob.parse('1990-05-17T00:00:00.000Z')).toBe('1990-05-17');
  });
  it('DD-MM-YYYY display form round trip', () => {
    expect(dobFromDisplay('17-05-1990')).toBe('1990-05-17');
    expect(dobFromDisplay('31-02-1990')).toBeNull();
    expect(dobFromDisplay('1990-05-17')).toBeNull();
    expect(dobToDisplay('1990-05-17')).toBe('17-05-1990');
  });
});

describe('coordinates as text with N/E marks', () => {
  it('formats and parses', () => {
    expect(formatLatitude(22.5726)).toBe('22.5726° N');
    expect(formatLongitude(88.3639)).toBe('88.3639° E');
    expect(formatLatitude(-33.9)).toBe('33.9000° S');
    expect(parseCoordinate('22.5726° N', 'lat')).toBe(22.5726);
    expect(parseCoordinate('22.5726N', 'lat')).toBe(22.5726);
    expect(parseCoordinate('33.9° S', 'lat')).toBe(-33.9);
    expect(parseCoordinate('73.1° W', 'lng')).toBe(-73.1);
  });
  it('refuses wrong marks, missing marks and out-of-range values', () => {
    expect(parseCoordinate('22.5° E', 'lat')).toBeUndefined();
    expect(parseCoordinate('22.5', 'lat')).toBeUndefined();
    expect(parseCoordinate('95° N', 'lat')).toBeUndefined();
    expect(parseCoordinate('181° E', 'lng')).toBeUndefined();
  });
});

describe('page 1', () => {
  const good = { gender: 'Male', name: 'Ravi', dob: '1990-01-01' };
  it('body messages', () => {
    expect(firstMessage(basicInfoBody.safeParse({ ...good, gender: undefined }))).toBe(MSG.selectGender);
    expect(firstMessage(basicInfoBody.safeParse({ ...good, gender: 'male' }))).toBe(MSG.selectGender);
    expect(firstMessage(basicInfoBody.safeParse({ ...good, name: '' }))).toBe(MSG.fullNameRequired);
    expect(firstMessage(basicInfoBody.safeParse({ ...good, dob: undefined }))).toBe(MSG.dobRequired);
    expect(firstMessage(basicInfoBody.safeParse({ ...good, email: 'a@b' }))).toBe(MSG.wizardInvalidEmail);
    expect(firstMessage(basicInfoBody.safeParse({ ...good, email: 'a+b@x.com' }))).toBe(MSG.wizardInvalidEmail);
    expect(firstMessage(basicInfoBody.safeParse({ ...good, email: 'a_b.c-d@mail.example.co' }))).toBeUndefined();
    expect(firstMessage(basicInfoBody.safeParse({ ...good, hiddenFields: ['email'] }))).toBeDefined();
    expect(basicInfoBody.parse(good).aboutYou).toBe('');
  });
  it('the form: password and confirm unless external sign-in', () => {
    const form = basicInfoForm(false);
    expect(firstMessage(form.safeParse({ ...good, email: 'a@b.co' }))).toBe(MSG.profilePasswordRequired);
    expect(firstMessage(form.safeParse({ ...good, email: 'a@b.co', password: 'Abcdefg1' }))).toBe(
      MSG.profileConfirmPasswordRequired,
    );
    expect(
      firstMessage(form.safeParse({ ...good, email: 'a@b.co', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })),
    ).toBe(MSG.profilePasswordsMismatch);
    expect(
      firstMessage(form.safeParse({ ...good, email: 'a@b.co', password: 'abcdefg1', confirmPassword: 'abcdefg1' })),
    ).toBe(MSG.profilePasswordRule);
    expect(
      form.safeParse({ ...good, email: 'a@b.co', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success,
    ).toBe(true);
    expect(firstMessage(form.safeParse({ ...good }))).toBe(MSG.profileEmailRequired);
    expect(basicInfoForm(true).safeParse(good).success).toBe(true);
  });
});

describe('page 2', () => {
  it('entry forms', () => {
    expect(
      firstMessage(educationForm.safeParse({ instituteName: 'A', instituteAddress: 'B', qualifiction: ' ' })),
    ).toBe(MSG.educationDetailsRequired);
    expect(firstMessage(experienceForm.safeParse({ hospitalName: 'A', hospitalAddress: '' }))).toBe(
      MSG.hospitalRequired,
    );
    expect(
      firstMessage(experienceForm.safeParse({ hospitalName: 'A', hospitalAddress: 'B', contactNumber: '12' })),
    ).toBe(MSG.invalidContactNumber);
    expect(
      experienceForm.safeParse({ hospitalName: 'A', hospitalAddress: 'B', contactNumber: '+91-9876543210' }).success,
    ).toBe(true);
    expect(
      firstMessage(licenceForm.safeParse({ licenceNumber: '', licenceIssuingInstitution: 'X', agree: true })),
    ).toBe(MSG.licenceRequired);
    expect(
      firstMessage(licenceForm.safeParse({ licenceNumber: 'L', licenceIssuingInstitution: 'X', agree: false })),
    ).toBe(MSG.licenceAgreeRequired);
  });
  it('extra-info body: one section, delete needs _id, unknown section', () => {
    expect(firstMessage(extraInfoBody.safeParse({}))).toBe(MSG.requiredDetails);
    expect(
      firstMessage(
        extraInfoBody.safeParse({
          educationalDetails: { instituteName: 'A', instituteAddress: 'B', qualifiction: 'C' },
          experienceDetails: { hospitalName: 'H', hospitalAddress: 'A' },
        }),
      ),
    ).toBe(MSG.requiredDetails);
    expect(firstMessage(extraInfoBody.safeParse({ experienceDetails: { status: 'delete' } }))).toBe(
      MSG.requiredDetails,
    );
    expect(firstMessage(extraInfoBody.safeParse({ medicalLicencesDetails: { licenceNumber: 'L' } }))).toBe(
      MSG.licenceRequired,
    );
    expect(
      extraInfoBody.parse({ experienceDetails: { hospitalName: 'H', hospitalAddress: 'A' }, totalWorkExperiance: '07' })
        .totalWorkExperiance,
    ).toBe(7);
  });
});

describe('pages 3, 5, 6', () => {
  const id = '3b7c2f3e-1c1a-4c1a-9c1a-1c1a1c1a1c1a';
  it('services', () => {
    expect(
      firstMessage(
        servicesPayload.safeParse({ professionalTitle: ' ', specialization: [id], languagesKnown: ['English'] }),
      ),
    ).toBe(MSG.professionalTitleRequired);
    expect(
      firstMessage(servicesPayload.safeParse({ professionalTitle: 'T', specialization: [id], languagesKnown: [] })),
    ).toBe('Please select at least one language  to continue.');
    // Issue 10 #5: missing specialities say so; missing languages keep the spec's message.
    expect(firstMessage(servicesPayload.safeParse({ professionalTitle: 'T', languagesKnown: ['English'] }))).toBe(
      MSG.selectSpeciality,
    );
    expect(
      firstMessage(
        servicesPayload.safeParse({ professionalTitle: 'T', specialization: [], languagesKnown: ['English'] }),
      ),
    ).toBe(MSG.selectSpeciality);
    expect(firstMessage(servicesPayload.safeParse({ professionalTitle: 'T' }))).toBe(
      MSG.languageAndSpecializationRequired,
    );
  });
  // Issue 10 #1: '1,500.50' became 150050 and '-200' became 200; now refused with a message.
  it('pricing: whole rupees only, nothing reinterpreted, 0 allowed', () => {
    expect(pricingPayload.parse({ consultationFee: '1500' }).consultationFee).toBe(1500);
    expect(pricingPayload.parse({ consultationFee: ' 1500 ' }).consultationFee).toBe(1500);
    expect(pricingPayload.parse({ consultationFee: 0 }).consultationFee).toBe(0);
    expect(pricingPayload.parse({ consultationFee: '0' }).consultationFee).toBe(0);
    for (const empty of ['', ' ', null, undefined]) {
      expect(firstMessage(pricingPayload.safeParse({ consultationFee: empty }))).toBe(MSG.fillPrice);
    }
    for (const bad of ['1,500.50', '1,500', '-200', -200, '1e3', '15.5', 15.5, -1, 'abc', '₹500', '1 500']) {
      expect(firstMessage(pricingPayload.safeParse({ consultationFee: bad })), String(bad)).toBe(MSG.wholeRupees);
    }
    expect(firstMessage(pricingPayload.safeParse({ consultationFee: 1_000_001 }))).toBe(MSG.priceTooHigh);
    expect(firstMessage(treatmentBody.safeParse({ treatmentName: 'A', treatmentPrice: '1,500.50' }))).toBe(
      MSG.wholeRupees,
    );
  });
  it('treatments: name and price', () => {
    expect(firstMessage(treatmentBody.safeParse({ treatmentName: 'A' }))).toBe(MSG.fillAllFieldsBeforeAdding);
    expect(firstMessage(treatmentBody.safeParse({ treatmentPrice: 5 }))).toBe(MSG.fillAllFieldsBeforeAdding);
    expect(treatmentBody.parse({ treatmentName: ' A ', treatmentPrice: '500' })).toEqual({
      treatmentName: 'A',
      treatmentPrice: 500,
    });
  });
  it('bank form: digits only, re-entry must match', () => {
    const good = {
      bankName: 'B',
      accountHolderName: 'H',
      accountNumber: '123456',
      reAccountNumber: '123456',
      ifsc: 'sbin0001',
      branchName: 'X',
      country: 'India',
      countryCode: 'in',
      state: 'Goa',
      stateCode: 'GA',
      city: 'Panaji',
    };
    const parsed = bankDetailsForm.parse(good);
    expect(parsed).toMatchObject({ ifsc: 'SBIN0001', countryCode: 'IN' });
    expect(firstMessage(bankDetailsForm.safeParse({ ...good, accountNumber: '12 34' }))).toBe(MSG.onlyNumberAllowed);
    expect(firstMessage(bankDetailsForm.safeParse({ ...good, reAccountNumber: '1234567' }))).toBe(
      MSG.accountNumbersMismatch,
    );
    expect(firstMessage(bankDetailsForm.safeParse({ ...good, reAccountNumber: '' }))).toBe(MSG.reEnterAccountNumber);
    expect(firstMessage(bankDetailsForm.safeParse({ ...good, accountHolderName: '' }))).toBe(MSG.accountHolderRequired);
    expect(firstMessage(bankDetailsForm.safeParse({ ...good, branchName: '' }))).toBe(MSG.branchNameRequired);
    expect(firstMessage(bankDetailsForm.safeParse({ ...good, country: '' }))).toBe(MSG.branchCountryRequired);
    expect(firstMessage(bankDetailsForm.safeParse({ ...good, state: '' }))).toBe(MSG.stateRequired);
  });
});

describe('PATCH /provider/work-profile body', () => {
  it('picks the group by its keys', () => {
    expect(workProfileGroupOf({ accountDetails: {} })).toBe('bank');
    expect(workProfileGroupOf({ timeSlot: [] })).toBe('availability');
    expect(workProfileGroupOf({ specialTime: [], offDays: [], consultationFee: 5 })).toBe('pricing');
    expect(workProfileGroupOf({ languagesKnown: [] })).toBe('services');
    expect(workProfileGroupOf({ totalWorkExperiance: 3 })).toBe('experience');
    expect(workProfileGroupOf({})).toBeUndefined();
  });
  it('validates the chosen group with its page messages', () => {
    expect(firstMessage(updateWorkProfileBody.safeParse({}))).toBe(MSG.formReferenceMissing);
    expect(firstMessage(updateWorkProfileBody.safeParse({ professionalTitle: 'T' }))).toBe(
      MSG.languageAndSpecializationRequired,
    );
    expect(firstMessage(updateWorkProfileBody.safeParse({ consultationDuration: 30 }))).toBe(MSG.selectAvailableDays);
    expect(updateWorkProfileBody.parse({ consultationFee: '10' })).toEqual({ group: 'pricing', consultationFee: 10 });
  });
});

describe('admin', () => {
  it('reject needs a reason', () => {
    expect(firstMessage(adminRejectBody.safeParse({ reason: '  ' }))).toBe(MSG.adminRejectReasonRequired);
    expect(firstMessage(adminRejectBody.safeParse({}))).toBe(MSG.adminRejectReasonRequired);
  });
  it('lists waiting for approval by default', () => {
    expect(adminTherapistsQuery.parse({})).toMatchObject({ status: 'waiting for approval', page: 0, limit: 20 });
  });
});

describe('spec wording', () => {
  it('keeps the misspellings and spacing of the spec', () => {
    expect(MSG.editedSuccessfully).toBe('Edited succesfully');
    expect(MSG.deletedData).toBe('Succesfully deleted data ');
    expect(MSG.cantFetchSpecialities).toBe("Can't fetch specialites");
  });
});
