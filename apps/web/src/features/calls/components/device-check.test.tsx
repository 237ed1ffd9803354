import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { callStore } from '../lib/call-store';
import { MEDIA_PROBLEM_TEXT } from '../lib/media';
import { DeviceCheck } from './device-check';

/** A MediaStream stand-in with the given tracks (jsdom has no media devices). */
function fakeStream(kinds: Array<'audio' | 'video'>) {
  const tracks = kinds.map((kind, i) => ({
    kind,
    enabled: true,
    stop: vi.fn(),
    getSettings: () => ({ deviceId: `${kind}-${i}` }),
  }));
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
}

/** An analyser that hears a loud sound (time-domain samples far from the 128 midpoint). */
class LoudAudioContext {
  createMediaStreamSource() {
    return { connect() {} };
  }
  createAnalyser() {
    return {
      fftSize: 512,
      getByteTimeDomainData(buf: Uint8Array) {
        buf.fill(128);
        buf[10] = 224; // a peak of 96 / 128
      },
    };
  }
  close() {
    return Promise.resolve();
  }
}

// jsdom does not play media; the preview only asks it to.
window.HTMLMediaElement.prototype.play = () => Promise.resolve();

const err = (name: string) => new DOMException('media', name);
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  getUserMedia = vi.fn();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: async () => [
        { kind: 'videoinput', deviceId: 'video-0', label: 'Front camera' },
        { kind: 'audioinput', deviceId: 'audio-0', label: 'Built-in microphone' },
      ],
    },
  });
  vi.stubGlobal('AudioContext', LoudAudioContext);
  callStore.reset({
    phase: 'check',
    mode: 'join',
    appointmentId: '11111111-1111-4111-8111-111111111111',
    other: { _id: 't1', name: 'Tara Rao', profilePic: null },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  callStore.reset();
});

const view = () =>
  render(
    <Providers>
      <DeviceCheck />
    </Providers>,
  );

describe('device check before joining', () => {
  it('a denied permission says how to allow it; Join stays off until Try again gets the devices', async () => {
    getUserMedia.mockRejectedValueOnce(err('NotAllowedError')).mockResolvedValueOnce(fakeStream(['audio', 'video']));
    view();
    expect(await screen.findByRole('dialog', { name: 'Join the session with Tara Rao' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_PROBLEM_TEXT.denied);
    expect(screen.getByRole('button', { name: 'Join now' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join now' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The level meter moves with the microphone's sound.
    await waitFor(() =>
      expect(
        Number(screen.getByRole('progressbar', { name: 'Microphone level' }).getAttribute('aria-valuenow')),
      ).toBeGreaterThan(50),
    );
  });

  it('no camera or microphone at all: says so', async () => {
    // The camera is missing (falls back to sound only), and so is the microphone.
    getUserMedia.mockRejectedValueOnce(err('NotFoundError')).mockRejectedValueOnce(err('NotFoundError'));
    view();
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_PROBLEM_TEXT.missing);
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true, video: false });
    expect(screen.getByRole('button', { name: 'Join now' })).toBeDisabled();
  });

  it('no camera: joins with sound only, and says so', async () => {
    getUserMedia.mockRejectedValueOnce(err('NotFoundError')).mockResolvedValueOnce(fakeStream(['audio']));
    view();
    expect(await screen.findByText('No camera found: you will join with sound only.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join now' })).toBeEnabled());
  });
});
