import { Avatar, type AvatarProps } from '@mantine/core';

/**
 * A therapist's photo. A missing or broken picture falls back to the default picture (the
 * initials of the name on the theme colour), as the spec asks for broken images. The name is
 * always written beside the photo, so the picture itself is decorative (empty alt).
 */
export function TherapistAvatar({
  src,
  name,
  size = 56,
  ...rest
}: { src?: string | null; name: string } & Omit<AvatarProps, 'src' | 'name'>) {
  return <Avatar src={src || null} name={name} color="sahajTeal" size={size} radius="xl" alt="" {...rest} />;
}
