import type { Appointment } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { RatingForm } from './rating-form';

const APPOINTMENT = '0c8f2a6e-0000-4000-8000-00000000000c';
const appointment = { _id: APPOINTMENT, doctorDetails: { name: 'Meera Iyer' } } as Appointment;

// Mantine's autosize textarea listens to font loading, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });

afterEach(() => vi.unstubAllGlobals());

describe('rating a completed session', () => {
  it('needs 1 to 5 stars, then sends stars and words and thanks the patient', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            status: true,
            data: { message: 'Thanks for submitting your review', review: {}, rating: 4, reviewCount: 1 },
          }),
        );
      }),
    );
    render(
      <Providers>
        <RatingForm a={appointment} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    // By keyboard, as a radio group: the arrow keys choose (issue 20 #11).
    screen.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), ' Kind and clear. ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(bodies).toEqual([{ appointmentId: APPOINTMENT, rating: 4, review: 'Kind and clear.' }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for submitting your review');
  });
});
