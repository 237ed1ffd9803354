import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** A <video> showing a MediaStream (muted for one's own picture, so there is no echo). */
export function VideoView({
  stream,
  mirrored,
  muted,
  label,
  fit = 'cover',
  ...rest
}: {
  stream: MediaStream | null;
  mirrored?: boolean;
  muted?: boolean;
  label: string;
  fit?: 'cover' | 'contain';
} & BoxProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    if (stream) void el.play().catch(() => {});
  });
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      {...rest}
      style={{
        width: '100%',
        height: '100%',
        objectFit: fit,
        background: '#111',
        transform: mirrored ? 'scaleX(-1)' : undefined,
        display: 'block',
      }}
    />
  );
}
