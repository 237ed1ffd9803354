import { contentPage } from '@sahaj/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { contentRoutes } from '../routes';

const policy = {
  slug: 'privacy-policy' as const,
  heading: 'Privacy policy',
  lastUpdated: '2026-11-23',
  blocks: [
    { description: 'What we collect and why.' },
    { heading: 'Your rights', title: 'Under the DPDP Act 2023', bullets: ['Access', 'Correction and erasure'] },
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter(contentRoutes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('static content pages', () => {
  it('show the blocks the server sends: heading, date, section headings, titles, paragraphs and bullets', async () => {
    const calls = fakeApi({ 'GET /public/privacy-policy': okReply(contentPage, policy) });
    renderAt('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 23 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('What we collect and why.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Under the DPDP Act 2023' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Access', 'Correction and erasure']);
    // one <main>, and the other document one link away
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Confidentiality agreement and terms of use' })).toHaveAttribute(
      'href',
      '/confidentiality-agreement',
    );
    expect(calls.map((c) => c.route)).toEqual(['GET /public/privacy-policy']);
  });

  it('say so, with a way to try again, when the document cannot be loaded', async () => {
    fakeApi({ 'GET /public/confidentiality-agreement': failReply(500, 'No Response From Server') });
    renderAt('/confidentiality-agreement');
    expect(await screen.findByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
    expect(screen.getByText('No Response From Server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
