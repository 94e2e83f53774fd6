import { describe, expect, it } from 'vitest';
import { sharpPictureProcessor, UnsupportedImageError } from '../../../../src/server/storage/upload-support';

/** A stand-in for sharp that records what the pipeline asked for. */
function fakeSharp(meta: () => Promise<{ format?: string }>, fail = false) {
  const calls: string[] = [];
  const sharp = (input: Buffer, options: { limitInputPixels: number; failOn: 'error' }) => {
    calls.push(`open ${input.length} ${options.limitInputPixels} ${options.failOn}`);
    const p = {
      metadata: meta,
      rotate: () => (calls.push('rotate'), p),
      resize: (w: number, h: number, o: { fit: string; position: string }) => (calls.push(`resize ${w}x${h} ${o.fit} ${o.position}`), p),
      webp: (o: { quality: number }) => (calls.push(`webp ${o.quality}`), p),
      toBuffer: async () => {
        if (fail) throw new Error('VipsJpeg: premature end');
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
    expect(calls).toEqual(['open 3 50000000 error', 'open 3 50000000 error', 'rotate', 'resize 256x256 cover centre', 'webp 82']);
  });

  it.each(['svg', 'pdf', undefined])('refuses the format %s', async (format) => {
    const { sharp } = fakeSharp(async () => ({ format }));
    await expect(sharpPictureProcessor(sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('turns decoding failures into UnsupportedImageError', async () => {
    const unreadable = fakeSharp(async () => Promise.reject(new Error('Input buffer contains unsupported image format')));
    await expect(sharpPictureProcessor(unreadable.sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(UnsupportedImageError);
    const truncated = fakeSharp(async () => ({ format: 'jpeg' }), true);
    await expect(sharpPictureProcessor(truncated.sharp).toSquareWebp(Buffer.from('x'), 256)).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});
