import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '@sahaj/contract';
import { IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AUTH_TEXT } from '../lib/texts';

/** Choose where the code goes: WhatsApp or SMS (spec document 1 §2). */
export function ChannelChoice({
  phoneLabel,
  onChoose,
  busy,
  onChangeNumber,
  error,
  title = AUTH_TEXT.chooseChannelTitle,
  headingOrder = 1,
}: {
  headingOrder?: 1 | 2;
  phoneLabel: string;
  onChoose: (channel: Channel) => void;
  busy: Channel | null;
  onChangeNumber?: () => void;
  error?: ReactNode;
  title?: string;
}) {
  return (
    <Stack gap="md">
      <div>
        <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h3'}>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {AUTH_TEXT.chooseChannelHint} <b>{phoneLabel}</b>
        </Text>
      </div>
      {/* A white button with WhatsApp's green mark: green text on light green reads at only 3.8:1. */}
      <Button
        size="md"
        variant="default"
        leftSection={<IconBrandWhatsapp size={22} color="var(--mantine-color-green-8)" aria-hidden />}
        loading={busy === 'whatsapp'}
        disabled={busy !== null && busy !== 'whatsapp'}
        onClick={() => onChoose('whatsapp')}
      >
        {AUTH_TEXT.whatsapp}
      </Button>
      <Button
        size="md"
        variant="light"
        leftSection={<IconMessage size={20} aria-hidden />}
        loading={busy === 'sms'}
        disabled={busy !== null && busy !== 'sms'}
        onClick={() => onChoose('sms')}
      >
        {AUTH_TEXT.sms}
      </Button>
      {error}
      {onChangeNumber && (
        <Anchor component="button" type="button" size="sm" onClick={onChangeNumber} ta="center" mih={44}>
          {AUTH_TEXT.changeNumber}
        </Anchor>
      )}
    </Stack>
  );
}
