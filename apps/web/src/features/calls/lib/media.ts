import type { MediaProblem } from './call-store';

export interface DeviceChoice {
  audioId?: string;
  videoId?: string;
}

/** Camera and microphone with the chosen devices; a missing camera falls back to sound only. */
export async function getMedia(choice: DeviceChoice): Promise<MediaStream> {
  const audio: MediaTrackConstraints | boolean = choice.audioId ? { deviceId: { exact: choice.audioId } } : true;
  const video: MediaTrackConstraints = {
    ...(choice.videoId ? { deviceId: { exact: choice.videoId } } : {}),
    width: { ideal: 640 },
    height: { ideal: 480 },
  };
  try {
    return await navigator.mediaDevices.getUserMedia({ audio, video });
  } catch (err) {
    if ((err as DOMException).name === 'NotFoundError' || (err as DOMException).name === 'OverconstrainedError') {
      return navigator.mediaDevices.getUserMedia({ audio, video: false });
    }
    throw err;
  }
}

export function problemOf(err: unknown): MediaProblem {
  const name = (err as DOMException | undefined)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'missing';
  return 'other';
}

export const MEDIA_PROBLEM_TEXT: Record<Exclude<MediaProblem, null>, string> = {
  denied:
    'Camera and microphone access is blocked. Allow them for this site in your browser’s address bar or settings, then try again.',
  missing:
    'No camera or microphone was found, or another app is using it. Connect one (or close the other app) and try again.',
  other: 'Your camera or microphone could not be started. Try again, or choose another device.',
};

export async function listDevices(): Promise<{ cams: MediaDeviceInfo[]; mics: MediaDeviceInfo[] }> {
  const all = await navigator.mediaDevices.enumerateDevices();
  return { cams: all.filter((d) => d.kind === 'videoinput'), mics: all.filter((d) => d.kind === 'audioinput') };
}

export const stopStream = (s: MediaStream | null | undefined) => {
  for (const t of s?.getTracks() ?? []) t.stop();
};
