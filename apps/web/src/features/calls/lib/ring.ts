/**
 * The incoming-call ring, made with WebAudio (no sound file). Browsers only let a page make sound
 * after the person has interacted with it: when the audio context starts suspended, the ring begins
 * at the first tap or key press instead (the card shows the call either way).
 */
export function startRing(): () => void {
  const Ctx =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return () => {};
  let ctx: AudioContext | null = null;
  try {
    ctx = new Ctx();
  } catch {
    return () => {};
  }
  const audio = ctx;
  let stopped = false;
  let timer: number | undefined;

  const burst = () => {
    if (stopped || audio.state !== 'running') return;
    const t = audio.currentTime;
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0, t);
    gain.connect(audio.destination);
    for (const f of [440, 480]) {
      const osc = audio.createOscillator();
      osc.frequency.value = f;
      osc.connect(gain);
      osc.start(t);
      osc.stop(t + 1.6);
    }
    // Two short rings, then silence (the pattern repeats every 3 s).
    gain.gain.linearRampToValueAtTime(0.12, t + 0.05);
    gain.gain.setValueAtTime(0.12, t + 0.6);
    gain.gain.linearRampToValueAtTime(0, t + 0.65);
    gain.gain.setValueAtTime(0, t + 0.9);
    gain.gain.linearRampToValueAtTime(0.12, t + 0.95);
    gain.gain.setValueAtTime(0.12, t + 1.5);
    gain.gain.linearRampToValueAtTime(0, t + 1.55);
  };
  const loop = () => {
    burst();
    timer = window.setTimeout(loop, 3000);
  };
  const unlock = () => {
    void audio.resume().then(() => {
      if (!stopped && timer === undefined) loop();
    });
  };
  if (audio.state === 'running') loop();
  else {
    void audio.resume().then(() => {
      if (!stopped && audio.state === 'running' && timer === undefined) loop();
    });
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
  }
  // Stop ringing after 45 s even when nobody answers.
  const limit = window.setTimeout(() => stop(), 45_000);
  function stop() {
    stopped = true;
    window.clearTimeout(timer);
    window.clearTimeout(limit);
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
    void audio.close().catch(() => {});
  }
  return stop;
}
