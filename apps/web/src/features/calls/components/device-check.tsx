import { Alert, Button, Group, Modal, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { callActions } from '../lib/call-engine';
import type { MediaProblem } from '../lib/call-store';
import { useCallState } from '../lib/call-store';
import { getMedia, listDevices, MEDIA_PROBLEM_TEXT, problemOf, stopStream } from '../lib/media';
import { VideoView } from './video-view';

/** Before joining: a preview, a microphone level meter and the choice of camera and microphone. */
export function DeviceCheck() {
  const s = useCallState();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [cams, setCams] = useState<MediaDeviceInfo[]>([]);
  const [mics, setMics] = useState<MediaDeviceInfo[]>([]);
  const [videoId, setVideoId] = useState<string | undefined>();
  const [audioId, setAudioId] = useState<string | undefined>();
  const [level, setLevel] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const handed = useRef(false);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    setProblem(attempt < 0 ? 'other' : null); // `attempt` re-runs this effect (Try again)
    void getMedia({ audioId, videoId })
      .then(async (m) => {
        if (cancelled) return stopStream(m);
        stopStream(streamRef.current);
        streamRef.current = m;
        setStream(m);
        const d = await listDevices();
        setCams(d.cams);
        setMics(d.mics);
      })
      .catch((err: unknown) => {
        if (!cancelled) setProblem(problemOf(err));
      });
    return () => {
      cancelled = true;
    };
  }, [audioId, videoId, attempt]);

  // Level meter: an analyser on the microphone track.
  useEffect(() => {
    if (!stream?.getAudioTracks().length) return;
    const ctx = new AudioContext();
    const src = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    src.connect(analyser);
    const buf = new Uint8Array(analyser.fftSize);
    let raf = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(buf);
      let peak = 0;
      for (const v of buf) peak = Math.max(peak, Math.abs(v - 128));
      setLevel(Math.min(100, Math.round((peak / 128) * 200)));
      raf = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(raf);
      void ctx.close().catch(() => {});
    };
  }, [stream]);

  // Leaving without joining stops the camera.
  useEffect(
    () => () => {
      if (!handed.current) stopStream(streamRef.current);
    },
    [],
  );

  const close = () => callActions.cancelCheck(streamRef.current);
  const join = () => {
    if (!streamRef.current) return;
    handed.current = true;
    void callActions.enter(streamRef.current);
  };
  const who = s.other?.name ?? 'your session';

  return (
    <Modal
      opened
      onClose={close}
      title={s.mode === 'start' ? `Start the session with ${who}` : `Join the session with ${who}`}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">Check your camera and microphone before you join.</Text>
        <div style={{ aspectRatio: '4 / 3', maxHeight: 300, borderRadius: 8, overflow: 'hidden' }}>
          <VideoView stream={stream} muted mirrored label="Your camera preview" fit="contain" />
        </div>
        {problem && (
          <Alert color="red" variant="light" role="alert" title="Camera or microphone">
            {MEDIA_PROBLEM_TEXT[problem]}
            <Button size="xs" variant="light" color="red.8" mt="xs" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </Alert>
        )}
        {stream && !stream.getVideoTracks().length && (
          <Alert color="yellow" variant="light">
            No camera found: you will join with sound only.
          </Alert>
        )}
        <div>
          <Text size="sm" fw={500} id="mic-level-label">
            Microphone level
          </Text>
          <Progress.Root mt={4} data-testid="mic-level">
            <Progress.Section value={level} aria-labelledby="mic-level-label" />
          </Progress.Root>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Camera"
            data={cams.map((d, i) => ({ value: d.deviceId, label: d.label || `Camera ${i + 1}` }))}
            value={videoId ?? stream?.getVideoTracks()[0]?.getSettings().deviceId ?? null}
            onChange={(v) => v && setVideoId(v)}
            allowDeselect={false}
          />
          <Select
            label="Microphone"
            data={mics.map((d, i) => ({ value: d.deviceId, label: d.label || `Microphone ${i + 1}` }))}
            value={audioId ?? stream?.getAudioTracks()[0]?.getSettings().deviceId ?? null}
            onChange={(v) => v && setAudioId(v)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={join} disabled={!stream} loading={s.phase === 'joining'}>
            {s.mode === 'start' ? 'Start session' : 'Join now'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
