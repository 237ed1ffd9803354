import { MSG } from '@sahaj/contract';
import { describe, expect, it } from 'vitest';
import { avatarProblem, documentProblem, MAX_UPLOAD_BYTES } from './file-checks';

const file = (type: string, size: number, name = 'f') => {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const sized = (width: number, height: number) => async () => ({ width, height });

describe('avatar checks in the browser', () => {
  it('refuses a file that is not an image', async () => {
    expect(await avatarProblem(file('application/pdf', 1000), sized(400, 400))).toBe(MSG.avatarNotImage);
  });
  it('refuses 2 MB or more', async () => {
    expect(await avatarProblem(file('image/png', MAX_UPLOAD_BYTES), sized(400, 400))).toBe(MSG.avatarTooLarge);
    expect(await avatarProblem(file('image/png', MAX_UPLOAD_BYTES - 1), sized(400, 400))).toBeNull();
  });
  it('needs both sides at least 150 px, read from the picture itself', async () => {
    expect(await avatarProblem(file('image/png', 1000), sized(149, 400))).toBe(MSG.avatarTooSmall);
    expect(await avatarProblem(file('image/png', 1000), sized(400, 100))).toBe(MSG.avatarTooSmall);
    expect(await avatarProblem(file('image/png', 1000), sized(150, 150))).toBeNull();
  });
  it('treats an unreadable picture as not an image', async () => {
    const broken = async () => {
      throw new Error('bad');
    };
    expect(await avatarProblem(file('image/png', 1000), broken)).toBe(MSG.avatarNotImage);
  });
});

describe('document checks', () => {
  it('takes JPEG or PNG under 2 MB', () => {
    expect(documentProblem(file('image/jpeg', 1000))).toBeNull();
    expect(documentProblem(file('image/png', 1000))).toBeNull();
    expect(documentProblem(file('image/gif', 1000))).toBe(MSG.documentType);
    expect(documentProblem(file('application/pdf', 1000))).toBe(MSG.documentType);
    expect(documentProblem(file('image/png', MAX_UPLOAD_BYTES))).toBe(MSG.documentTooLarge);
  });
});
