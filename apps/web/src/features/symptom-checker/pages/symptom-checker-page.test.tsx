import { diagnosisList, messageData, symptomList } from '@sahaj/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountStatusIn } from '../../../test/account-status';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { SymptomCheckerPage } from './symptom-checker-page';

const SYMPTOMS = okReply(symptomList, [
  { ID: 9001, Name: 'Thoughts of ending my life', Synonyms: ['suicidal thoughts'], RedFlag: true },
  { ID: 9006, Name: 'Chest pain or pressure right now', Synonyms: [], RedFlag: true },
  { ID: 31, Name: 'Worrying a lot about many different things', Synonyms: ['overthinking'], RedFlag: false },
  { ID: 33, Name: 'Tense or aching muscles', Synonyms: ['muscle tension'], RedFlag: false },
]);
const ANXIETY_ID = '7d1e0c55-0000-4000-8000-00000000c001';
const DIAGNOSIS = okReply(diagnosisList, [
  {
    Issue: {
      ID: 2,
      Name: 'Generalised anxiety',
      Accuracy: 81.5,
      Icd: 'F41.1',
      IcdName: 'Generalized anxiety disorder',
      ProfName: 'Generalized anxiety disorder',
      Ranking: 1,
    },
    Specialisation: [{ ID: 2, Name: 'Anxiety', SpecialistID: ANXIETY_ID }],
    Urgency: 'consult',
    Questionnaire: 'GAD-7',
  },
]);
const PROPOSED = okReply(symptomList, [{ ID: 33, Name: 'Tense or aching muscles', Synonyms: [], RedFlag: false }]);

const account = (countryCode: string | null) => accountStatusIn(countryCode);

const render = () =>
  renderRoutes(
    [
      { path: '/c', element: <SymptomCheckerPage /> },
      { path: '/user/base/home/therapists', element: <p>Therapist list</p> },
    ],
    '/c',
  );

describe('symptom checker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the red flags first; ticking one stops the check with helplines and asks nothing more', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /patient/symptom-checker/symptoms': SYMPTOMS,
      'GET /user/account/status': account('IN'),
    });
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Thoughts of ending my life' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Please get help now' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(calls.map((c) => c.route).filter((r) => r.includes('symptom-checker'))).toEqual([
      'GET /patient/symptom-checker/symptoms',
    ]);
  });

  it('gives the helplines of the country on the profile (a patient in the UK is not shown Indian lines)', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /patient/symptom-checker/symptoms': SYMPTOMS, 'GET /user/account/status': account('GB') });
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Chest pain or pressure right now' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: /Call one of these now \(United Kingdom\)/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '14416' })).toBeNull();
  });

  it('goes from symptoms through the proposed questions to results, urgency first, with a filtered therapist link', async () => {
    const user = userEvent.setup();
    let diagnosisUrl: URL | undefined;
    fakeApi({
      'GET /patient/symptom-checker/symptoms': SYMPTOMS,
      'GET /patient/symptom-checker/proposed/symptoms': PROPOSED,
      'GET /patient/symptom-checker/diagnosis': (_b, url) => {
        diagnosisUrl = url;
        return DIAGNOSIS;
      },
      'POST /patient/symptom-checker/save': okReply(messageData, { message: 'Saved to your health records' }),
    });
    const router = render();
    await user.click(await screen.findByRole('button', { name: 'None of these – continue' }));
    // No profile here: age and sex must be given, with the messages the server would give.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose male or female for this check')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Year of birth' }), '1990');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Search finds a symptom by another word for it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose at least one symptom')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your symptoms', { selector: 'input' }), 'overthink');
    await user.click(
      await screen.findByRole('option', { name: 'Worrying a lot about many different things', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const group = await screen.findByRole('radiogroup', { name: 'Tense or aching muscles' });
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'See results' }));
    expect(await screen.findByRole('heading', { name: 'Book a consultation' })).toBeInTheDocument();
    expect(diagnosisUrl?.searchParams.get('symptoms')).toBe('[31]');
    expect(diagnosisUrl?.searchParams.get('absent')).toBe('[33]');
    expect(screen.getByText(/This is not a diagnosis/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to my health records' }));
    expect(await screen.findByRole('button', { name: 'Saved to your health records' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Find a therapist for this' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?specialization=${ANXIETY_ID}`));
  });

  it('says so when the checker cannot load, with a way to try again', async () => {
    fakeApi({
      'GET /patient/symptom-checker/symptoms': failReply(503, 'The symptom checker is not available right now'),
    });
    render();
    expect(await screen.findByText('The symptom checker did not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
