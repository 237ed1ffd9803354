import { ActionIcon, FileButton, Group, Textarea, Tooltip } from '@mantine/core';
import { CHAT_BODY_MAX, CHAT_FILE_ACCEPT, chatFileProblem } from '@sahaj/contract';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';

const draftKey = (otherUserId: string) => `sahaj.chat.draft.${otherUserId}`;

/** The unsent text of a conversation survives leaving the page or switching conversations (this tab). */
function readDraft(otherUserId: string): string {
  try {
    return sessionStorage.getItem(draftKey(otherUserId)) ?? '';
  } catch {
    return '';
  }
}
function writeDraft(otherUserId: string, text: string) {
  try {
    if (text) sessionStorage.setItem(draftKey(otherUserId), text);
    else sessionStorage.removeItem(draftKey(otherUserId));
  } catch {
    // Storage full or blocked: the draft lives only in memory.
  }
}

/** Write and send: Enter sends, Shift+Enter starts a new line; the clip sends a picture or a PDF. */
export function Composer({
  otherUserId,
  otherName,
  disabled,
  onSend,
  onFile,
  onTyped,
  onStopTyping,
}: {
  otherUserId: string;
  otherName: string;
  disabled?: boolean;
  onSend: (text: string) => void;
  onFile: (file: File) => void;
  onTyped: () => void;
  onStopTyping: () => void;
}) {
  const [text, setText] = useState(() => readDraft(otherUserId));
  const input = useRef<HTMLTextAreaElement>(null);
  const resetFile = useRef<() => void>(null);

  // Another conversation: its own draft.
  useEffect(() => {
    setText(readDraft(otherUserId));
  }, [otherUserId]);

  const change = (value: string) => {
    setText(value);
    writeDraft(otherUserId, value);
    if (value.trim()) onTyped();
    else onStopTyping();
  };

  const send = () => {
    const msg = text.trim();
    if (!msg || disabled) return;
    onSend(msg);
    onStopTyping();
    setText('');
    writeDraft(otherUserId, '');
    input.current?.focus();
  };

  const pick = (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    // A file the server would refuse (kind or size) never becomes a 'Not sent' bubble: it is said here.
    const problem = chatFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    onFile(file);
  };

  return (
    <Group
      data-toast-clearance
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <FileButton onChange={pick} accept={CHAT_FILE_ACCEPT} resetRef={resetFile} disabled={disabled}>
        {(props) => (
          <Tooltip label="Send a picture or a PDF">
            <ActionIcon {...props} variant="subtle" size={44} radius="xl" aria-label="Attach a picture or a PDF">
              <IconPaperclip size={22} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </FileButton>
      <Textarea
        ref={input}
        value={text}
        onChange={(e) => change(e.currentTarget.value)}
        onBlur={onStopTyping}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        placeholder={`Message ${otherName}`}
        aria-label={`Message to ${otherName}`}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={CHAT_BODY_MAX}
        radius="lg"
        style={{ flex: 1 }}
        disabled={disabled}
      />
      <ActionIcon size={44} radius="xl" onClick={send} disabled={disabled || !text.trim()} aria-label="Send message">
        <IconSend size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
