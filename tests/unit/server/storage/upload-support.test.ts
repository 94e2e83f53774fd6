import { describe, expect, it } from 'vitest';
import { PictureTooLargeError, sharpPictureProcessor, UnsupportedImageError } from '../../../../src/server/storage/upload-support';

/** A stand-in for sharp that records what the pipeline asked for. */
function fakeSharp(meta: () => Promise<{ format?: string; width?: number; height?: number; pageHeight?: number }>, fail: string | false = false) {
  const calls: string[] = [];
  const sharp = (input: Buffer, options: { limitInputPixels: number; failOn: 'error' }) => {
    calls.push(`open ${input.length} ${options.limitInputPixels} ${options.failOn}`);
    const p = {
      metadata: meta,
      rotate: () => (calls.push('rotate'), p),
      resize: (w: number, h: number, o: { fit: string; position: string }) => (calls.push(`resize ${w}x${h} ${o.fit} ${o.position}`), p),
      webp: (o: { quality: number }) => (calls.push(`webp ${o.quality}`), p),
      toBuffer: async () => {
        if (fail) throw new Error(fail);
        return Buffer.from('webp');
      },
    };
    return p;
  };
  return { sharp: sharp as unknown as Parameters<typeof sharpPictureProcessor>[0], calls };
}

describe('sharpPictureProcessor', () => {
  it('auto-rotates, crops to a centred square and encodes WebP, with a pixel limit', async () => {
    const { sharp, calls } = fakeSharp(async () => ({ format: 'png' }));
    expect((await sharpPictureProcessor(sharp).toSquareWebp(Buffer.from('abc'), 256)).toString()).toBe('webp');
    expect(calls).toEqual(['open 3 24000000 error', 'open 3 24000000 error', 'rotate', 'resize 256x256 cover centre', 'webp 82']);
  });

  it.each(['svg', 'pdf', undefined])('refuses the format %s', async (format) => {
    const { sharp } = fakeSharp(async () => ({ format }));
    await expect(sharpPictureProcessor(sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('turns decoding failures into UnsupportedImageError', async () => {
    const unreadable = fakeSharp(async () => Promise.reject(new Error('Input buffer contains unsupported image format')));
    await expect(sharpPictureProcessor(unreadable.sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(UnsupportedImageError);
    const truncated = fakeSharp(async () => ({ format: 'jpeg' }), 'VipsJpeg: premature end');
    await expect(sharpPictureProcessor(truncated.sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});

describe('the pixel cap', () => {
  it.each([
    [{ width: 6000, height: 4000 }, null],
    [{ width: 4032, height: 3024 }, null],
    [{ width: 6001, height: 4000 }, PictureTooLargeError],
    [{ width: 8064, height: 6048 }, PictureTooLargeError],
    [{ width: 500, height: 500 * 200, pageHeight: 500 }, null], // an animation: one frame is decoded
    [{ width: 6000, height: 8000 * 3, pageHeight: 8000 }, PictureTooLargeError],
  ])('%j → %s, from the header, before decoding', async (size, refusal) => {
    const { sharp, calls } = fakeSharp(async () => ({ format: 'png', ...size }));
    const result = sharpPictureProcessor(sharp).toSquareWebp(Buffer.from('x'), 256);
    if (refusal) {
      await expect(result).rejects.toBeInstanceOf(refusal);
      expect(calls).not.toContain('rotate');
    } else {
      await expect(result).resolves.toBeInstanceOf(Buffer);
    }
  });

  it('also holds when libvips refuses the pixels (in the header or while decoding)', async () => {
    const header = fakeSharp(async () => Promise.reject(new Error('Input image exceeds pixel limit')));
    await expect(sharpPictureProcessor(header.sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(PictureTooLargeError);
    const decoding = fakeSharp(async () => ({ format: 'png', width: 10, height: 10 }), 'Input image exceeds pixel limit');
    await expect(sharpPictureProcessor(decoding.sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(PictureTooLargeError);
  });
});
