import { formDetailData, submitAnswersResult } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { accountStatusIn } from '../../../test/account-status';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { QuestionnairePage } from './questionnaire-page';

const FORM = '7d1e0c55-0000-4000-8000-00000000f001';
const q = (n: number) => ({
  _id: `7d1e0c55-0000-4000-8000-00000000a00${n}`,
  question: `Question text ${n}`,
  answerType: 'singleSelect' as const,
  options: [
    { _id: `o${n}-0`, label: 'Not at all' },
    { _id: `o${n}-1`, label: 'Several days' },
  ],
});
/** The patient's settings: the crisis note picks its helplines by the country on them. */
const accountIn = (countryCode: string | null) => accountStatusIn(countryCode);

const detail = okReply(formDetailData, {
  form: {
    _id: FORM,
    formName: 'PHQ-9 (Patient Health Questionnaire)',
    formDescription: '',
    updatedAt: '2026-01-01T00:00:00.000Z',
    questionCount: 2,
    scoring: 'phq9',
  },
  questionsList: [q(1), q(2)],
});

function renderPage() {
  localStorage.setItem('userType', 'patient');
  const router = createMemoryRouter(
    [
      { path: '/q/:formId', element: <QuestionnairePage /> },
      { path: '/user/base/home/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: [`/q/${FORM}`] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('questionnaire', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one question at a time; Back keeps the answer; Submit sends every answer and shows the thank-you modal', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      [`GET /patient/forms/admincreated/${FORM}`]: detail,
      'GET /user/account/status': accountIn('IN'),
      'POST /patient/forms/submit-answer': okReply(submitAnswersResult, {
        message: 'All the answers has been submitted successfully',
        result: {
          _id: '7d1e0c55-0000-4000-8000-00000000b001',
          formId: FORM,
          totalScore: 2,
          maxScore: 27,
          band: 'Minimal',
          crisis: true,
          submittedAt: '2026-01-01T00:00:00.000Z',
          answerList: [],
          sharedWith: [],
        },
      }),
    });
    const router = renderPage();
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Several days' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question text 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Several days' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Several days' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('All the answers has been submitted successfully')).toBeInTheDocument();
    expect(screen.getByText('Minimal')).toBeInTheDocument();
    expect(await screen.findByText('14416')).toBeInTheDocument();
    const sent = calls.find((c) => c.route === 'POST /patient/forms/submit-answer')!.body;
    expect(sent).toEqual({
      formId: FORM,
      answerList: [
        { questionId: q(1)._id, selectedAnswers: ['o1-1'] },
        { questionId: q(2)._id, selectedAnswers: ['o2-1'] },
      ],
    });
    await user.click(screen.getByRole('link', { name: 'Go Back To Home' }));
    expect(router.state.location.pathname).toBe('/user/base/home/dashboard');
  });

  it('shows the server message when the form cannot be loaded', async () => {
    fakeApi({ [`GET /patient/forms/admincreated/${FORM}`]: failReply(404, 'Form not found') });
    renderPage();
    expect(await screen.findByText('Form not found')).toBeInTheDocument();
  });
});
