import { describe, expect, it } from 'vitest';
import { chatPreview, joinRoomPayload, sendMessagePayload } from './chat';

describe('chat contract', () => {
  it('cuts previews at 60 characters (by character, not UTF-16 unit) and flattens whitespace', () => {
    expect(chatPreview('short')).toBe('short');
    expect(chatPreview('a'.repeat(60))).toBe('a'.repeat(60));
    expect(chatPreview('a'.repeat(61))).toBe(`${'a'.repeat(60)}...`);
    expect(chatPreview(`${'😀'.repeat(61)}`)).toBe(`${'😀'.repeat(60)}...`);
    expect(chatPreview('line one\n\n  line two')).toBe('line one line two');
  });

  it('checks socket payloads', () => {
    const id = '0b6f8a52-3c2e-4d8e-9a4f-1f2e3d4c5b6a';
    expect(sendMessagePayload.safeParse({ otherUserId: id, msg: ' hi ' }).data?.msg).toBe('hi');
    expect(sendMessagePayload.safeParse({ otherUserId: id, msg: '   ' }).error?.issues[0]?.message).toBe(
      'Write a message first',
    );
    expect(sendMessagePayload.safeParse({ msg: 'no target' }).success).toBe(false);
    expect(sendMessagePayload.safeParse({ roomId: id, msg: 'x', clientId: 'has space' }).success).toBe(false);
    expect(sendMessagePayload.safeParse({ roomId: id, msg: 'x'.repeat(4001) }).success).toBe(false);
    expect(joinRoomPayload.safeParse({ roomId: 'not-a-uuid' }).success).toBe(false);
    expect(joinRoomPayload.safeParse({ otherUserId: id, after: 3 }).success).toBe(true);
  });
});
