import type { ChatMessage } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { dayLabel } from './conversation-panel';
import { MessageBubble } from './message-bubble';

const base: ChatMessage = {
  _id: 'm1',
  seq: 1,
  roomId: 'r',
  patientId: 'p',
  providerId: 't',
  senderId: 'p',
  senderType: 'patient',
  fullName: 'Pia Patient',
  profilePic: null,
  chatType: 'text',
  msg: '<img src=x onerror=alert(1)><b>bold</b>',
  file: null,
  clientId: null,
  createdAt: '2026-03-13T10:05:00.000Z',
  deliveredAt: null,
  seenAt: null,
};
const show = (m: ChatMessage, mine = true) =>
  render(
    <Providers>
      <MessageBubble m={m} mine={mine} zone="Asia/Kolkata" />
    </Providers>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a chat message', () => {
  it('shows text as text, never as HTML', () => {
    const { container } = show(base);
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('3:35 PM')).toBeInTheDocument();
  });

  it('marks the sender’s own messages sent, delivered, seen', () => {
    const { rerender } = show(base);
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    rerender(
      <Providers>
        <MessageBubble m={{ ...base, deliveredAt: base.createdAt }} mine zone="UTC" />
      </Providers>,
    );
    expect(screen.getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    rerender(
      <Providers>
        <MessageBubble m={{ ...base, deliveredAt: base.createdAt, seenAt: base.createdAt }} mine zone="UTC" />
      </Providers>,
    );
    expect(screen.getByRole('img', { name: 'Seen' })).toBeInTheDocument();
    rerender(
      <Providers>
        <MessageBubble m={{ ...base, seenAt: base.createdAt }} mine={false} zone="UTC" />
      </Providers>,
    );
    expect(screen.queryByRole('img', { name: 'Seen' })).toBeNull();
  });

  it('shows a picture as a preview and a PDF as a chip with the cut name', async () => {
    const file = {
      _id: 'f',
      url: '/api/v1/chat/files/f?exp=1&sig=s',
      mimeType: 'image/png',
      size: 2048,
      width: 40,
      height: 30,
    };
    localStorage.setItem('authToken', 'tok');
    const fetch = vi.fn().mockImplementation(async () => new Response('png', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picture' }));
    show({ ...base, chatType: 'image', msg: 'beach.png', file: { ...file, fileName: 'beach.png' } });
    // The picture needs the sign-in: fetched through the API client with the token, shown from a blob.
    expect(await screen.findByRole('img', { name: 'Picture: beach.png' })).toHaveAttribute('src', 'blob:picture');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/v1\/chat\/files\/f\?exp=1&sig=s$/);
    expect(fetch.mock.calls[0]![1].headers.authorization).toBe('Bearer tok');
    show({
      ...base,
      chatType: 'pdf',
      msg: 'blood-test-results-march.pdf',
      file: {
        ...file,
        mimeType: 'application/pdf',
        fileName: 'blood-test-results-march.pdf',
        width: null,
        height: null,
      },
    });
    const chip = screen.getByRole('link', { name: 'PDF: blood-test-results-march.pdf' });
    expect(chip).toHaveTextContent('blood-test..pdf');
    expect(chip).toHaveAttribute('href', file.url);
  });

  it('labels days Today, Yesterday, then the long date', () => {
    const now = new Date('2026-03-13T10:00:00Z');
    expect(dayLabel('2026-03-13', 'Asia/Kolkata', now)).toBe('Today');
    expect(dayLabel('2026-03-12', 'Asia/Kolkata', now)).toBe('Yesterday');
    expect(dayLabel('2026-03-01', 'Asia/Kolkata', now)).toBe('1st March, 2026');
  });
});
