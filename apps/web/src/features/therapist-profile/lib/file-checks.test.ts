import { MSG } from '@sahaj/contract';
import { describe, expect, it } from 'vitest';
import { avatarProblem, documentProblem, MAX_UPLOAD_BYTES, sniffImageType } from './file-checks';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const TEXT = [...new TextEncoder().encode('just some text, not a picture')];

/** A file whose first bytes are `bytes`, declared as `type`, reporting `size` bytes. */
const file = (type: string, size: number, bytes: number[] = PNG, name = 'f') => {
  const f = new File([new Uint8Array(bytes)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const sized = (width: number, height: number) => async () => ({ width, height });

describe('image kind from the bytes', () => {
  it('knows JPEG, PNG, GIF and WebP by their magic numbers, and nothing else', async () => {
    expect(await sniffImageType(file('image/png', 12, PNG))).toBe('image/png');
    expect(await sniffImageType(file('image/jpeg', 8, JPEG))).toBe('image/jpeg');
    expect(await sniffImageType(file('image/gif', 6, [...new TextEncoder().encode('GIF89a')]))).toBe('image/gif');
    const webp = [...new TextEncoder().encode('RIFF')!, 0, 0, 0, 0, ...new TextEncoder().encode('WEBP')];
    expect(await sniffImageType(file('image/webp', 12, webp))).toBe('image/webp');
    expect(await sniffImageType(file('image/jpeg', 30, TEXT))).toBeNull();
  });
});

describe('avatar checks in the browser', () => {
  it('refuses a file that is not an image', async () => {
    expect(await avatarProblem(file('application/pdf', 1000), sized(400, 400))).toBe(MSG.avatarNotImage);
  });
  it('refuses text dressed as a picture (fake.jpg), whatever its name and declared type', async () => {
    expect(await avatarProblem(file('image/jpeg', 1000, TEXT, 'fake.jpg'), sized(400, 400))).toBe(MSG.avatarNotImage);
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
  const PDF = [...new TextEncoder().encode('%PDF-1.7\n')];
  it('takes JPEG, PNG or PDF under 2 MB, by name and by content (issue 20 #9)', async () => {
    expect(await documentProblem(file('image/jpeg', 1000, JPEG))).toBeNull();
    expect(await documentProblem(file('image/png', 1000, PNG))).toBeNull();
    expect(await documentProblem(file('application/pdf', 1000, PDF, 'degree.pdf'))).toBeNull();
    expect(await documentProblem(file('image/gif', 1000))).toBe(MSG.certificateType);
    expect(await documentProblem(file('image/png', MAX_UPLOAD_BYTES))).toBe(MSG.documentTooLarge);
    expect(await documentProblem(file('application/pdf', MAX_UPLOAD_BYTES, PDF))).toBe(MSG.documentTooLarge);
  });
  it('refuses a text file renamed fake.jpg or fake.pdf, and a PNG declared as JPEG is still a PNG (allowed)', async () => {
    expect(await documentProblem(file('image/jpeg', 30, TEXT, 'fake.jpg'))).toBe(MSG.certificateType);
    expect(await documentProblem(file('application/pdf', 30, TEXT, 'fake.pdf'))).toBe(MSG.certificateType);
    expect(await documentProblem(file('image/jpeg', 12, PNG, 'really-a.png'))).toBeNull();
  });
});
