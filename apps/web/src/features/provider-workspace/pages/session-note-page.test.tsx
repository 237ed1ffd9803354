import { type SessionNote, type SessionNoteBody, sessionNoteData, sessionNoteResult } from '@sahaj/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, failReply, fakeApi, okReply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { SessionNotePage } from './session-note-page';

const PATIENT = '1b7f8f0e-0000-4000-8000-000000000001';
const SESSION = '1b7f8f0e-0000-4000-8000-000000000002';
const THERAPIST = { _id: '1b7f8f0e-0000-4000-8000-000000000003', name: 'Dr Meera Iyer' };
const START = '2026-01-05T10:00:00.000Z';
const END = '2026-01-05T10:30:00.000Z';

const noteOf = (
  body: Extract<SessionNoteBody, { action: 'draft' | 'sign' }>,
  status: 'draft' | 'signed',
): SessionNote => ({
  _id: '1b7f8f0e-0000-4000-8000-000000000004',
  appointmentId: SESSION,
  patientId: PATIENT,
  format: body.format,
  sections: {
    subjective: body.sections.subjective ?? null,
    objective: body.sections.objective ?? null,
    assessment: body.sections.assessment ?? null,
    plan: body.sections.plan ?? null,
    data: body.sections.data ?? null,
  },
  status,
  signedAt: status === 'signed' ? '2026-01-05T11:00:00.000Z' : null,
  signedBy: status === 'signed' ? THERAPIST : null,
  createdAt: '2026-01-05T10:40:00.000Z',
  updatedAt: '2026-01-05T11:00:00.000Z',
  addenda: [],
  session: { startTime: START, endTime: END },
});

/** The server as far as this screen meets it: notes are kept, signing locks, addenda are appended. */
function serve(opts: { failDraft?: boolean } = {}) {
  let kept: SessionNote | null = null;
  const calls = fakeApi({
    [`GET /provider/appointments/session-notes/${SESSION}`]: () =>
      okReply(sessionNoteData, {
        session: {
          _id: SESSION,
          startTime: START,
          endTime: END,
          status: 'completed',
          treatmentName: null,
          noteStatus: 'none',
        },
        patient: { _id: PATIENT, name: 'Riya Sen' },
        note: kept,
        privateNote: null,
      }),
    'POST /provider/appointments/session-notes': (raw) => {
      const body = raw as SessionNoteBody;
      if (body.action === 'draft') {
        if (opts.failDraft) return failReply(409, 'This note is signed and locked; add an addendum instead');
        kept = noteOf(body, 'draft');
        return okReply(sessionNoteResult, { message: 'Draft saved', note: kept, privateNote: null });
      }
      if (body.action === 'sign') {
        kept = noteOf(body, 'signed');
        return okReply(sessionNoteResult, { message: 'Note signed and locked', note: kept, privateNote: null });
      }
      if (body.action === 'addendum' && kept) {
        kept = {
          ...kept,
          addenda: [
            ...kept.addenda,
            {
              _id: '1b7f8f0e-0000-4000-8000-000000000005',
              text: body.text,
              createdAt: '2026-01-06T09:00:00.000Z',
              author: THERAPIST,
            },
          ],
        };
        return okReply(sessionNoteResult, { message: 'Addendum added', note: kept, privateNote: null });
      }
      return okReply(sessionNoteResult, {
        message: 'Private note saved',
        note: kept,
        privateNote: { text: body.action === 'private' ? body.text : '', updatedAt: '2026-01-05T11:00:00.000Z' },
      });
    },
  });
  return calls;
}

const noteCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.route === 'POST /provider/appointments/session-notes').map((c) => c.body as SessionNoteBody);

function open() {
  localStorage.setItem('userType', 'doctor');
  localStorage.setItem('authToken', 'token');
  renderRoutes(
    [{ path: '/p/:patientId/notes/:appointmentId', element: <SessionNotePage /> }],
    `/p/${PATIENT}/notes/${SESSION}`,
  );
}

describe('session note editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the draft once, after the therapist pauses, with the latest text, and says Saved', async () => {
    const calls = serve();
    open();
    const subjective = await screen.findByRole('textbox', { name: /^Subjective/ });
    expect(screen.getByRole('heading', { name: /Private psychotherapy note — only you can see this/ })).toBeVisible();
    // Three keystrokes' worth of changes in quick succession.
    for (const text of ['Sleeping', 'Sleeping bet', 'Sleeping better'])
      fireEvent.change(subjective, { target: { value: text } });
    // Typing is not saving: nothing has gone yet right after the last change.
    expect(noteCalls(calls)).toHaveLength(0);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Not saved yet');
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent(/^Saved at/), { timeout: 15_000 });
    const drafts = noteCalls(calls);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      action: 'draft',
      appointmentId: SESSION,
      format: 'SOAP',
      sections: { subjective: 'Sleeping better', objective: '', assessment: '', plan: '' },
    });
    // Once there is text the format is kept (the server refuses a change too).
    expect(screen.getByRole('radio', { name: 'DAP' })).toBeDisabled();
  }, 30_000);

  it('says when a draft could not be saved', async () => {
    serve({ failDraft: true });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Plan/ }), {
      target: { value: 'Review in two weeks' },
    });
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        'Not saved: This note is signed and locked; add an addendum instead',
      ),
    );
  }, 30_000);

  it('signs and locks after a confirmation; then only a dated, attributed addendum can be added', async () => {
    const calls = serve();
    open();
    const user = userEvent.setup();
    const signButton = await screen.findByRole('button', { name: 'Sign & lock' });
    expect(signButton).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /^Assessment/ }), { target: { value: 'Mood improving' } });
    await user.click(signButton);
    const dialog = await screen.findByRole('dialog', { name: 'Sign and lock this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign and lock' }));

    await screen.findByText('Signed and locked');
    expect(screen.getByText(/Signed by Dr Meera Iyer/)).toBeVisible();
    expect(screen.getByText('Mood improving')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Assessment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign & lock' })).toBeNull();
    const sent = noteCalls(calls);
    // The waiting draft was dropped: signing carries the same text, and nothing follows it.
    await new Promise((r) => setTimeout(r, 1700));
    expect(noteCalls(calls).slice(sent.length)).toHaveLength(0);
    expect(sent.at(-1)).toMatchObject({ action: 'sign', sections: { assessment: 'Mood improving' } });
    expect(sent.filter((b) => b.action === 'draft')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add addendum' }));
    await user.click(screen.getByRole('button', { name: 'Add addendum' }));
    expect(await screen.findByText('Write the addendum')).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: /^Addendum/ }), {
      target: { value: 'Patient called: sleep worse again' },
    });
    await user.click(screen.getByRole('button', { name: 'Add addendum' }));
    const addendum = await screen.findByRole('article', { name: /^Addendum of/ });
    expect(addendum).toHaveTextContent('Patient called: sleep worse again');
    expect(addendum).toHaveTextContent('Dr Meera Iyer');
    expect(noteCalls(calls).at(-1)).toEqual({
      action: 'addendum',
      appointmentId: SESSION,
      text: 'Patient called: sleep worse again',
    });
  }, 30_000);

  it('keeps the private psychotherapy note apart, saved with its own action', async () => {
    const calls = serve();
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Private note' }), {
      target: { value: 'Countertransference' },
    });
    await waitFor(() =>
      expect(noteCalls(calls)).toContainEqual({
        action: 'private',
        appointmentId: SESSION,
        text: 'Countertransference',
      }),
    );
    expect(noteCalls(calls).some((b) => b.action === 'draft')).toBe(false);
  }, 30_000);
});
