import { describe, expect, it } from 'vitest';
import { decodeGate, DecodersBusyError } from '../../../../src/server/storage/decode-gate';
import {
  decodesAtOnce, DECODES_PER_SECOND, DECODES_WAITING, isPictureTooLarge, PICTURE_MAX_PIXELS, PICTURE_TOO_LARGE, UPLOADS_PER_GOLFER,
} from '../../../../src/server/storage/upload-limits';

describe('upload limits', () => {
  it('are 24 megapixels, 4 waiting, 10 uploads per golfer in 10 minutes', () => {
    expect(PICTURE_MAX_PIXELS).toBe(24_000_000);
    expect(PICTURE_TOO_LARGE).toBe('The picture must be at most 24 megapixels (for example 6000×4000).');
    expect(DECODES_WAITING).toBe(4);
    expect(DECODES_PER_SECOND).toBe(2);
    expect(UPLOADS_PER_GOLFER).toEqual({ max: 10, windowMs: 600_000 });
  });

  it.each([
    [1, 1], [2, 1], [3, 1], [4, 2], [8, 4], [16, 8],
  ])('decodes at once on %i cores: %i', (cores, atOnce) => {
    expect(decodesAtOnce(cores)).toBe(atOnce);
  });

  it.each([
    [256, 256, false], [4032, 3024, false], [6000, 4000, false], [4000, 6000, false], [4898, 4898, false],
    [6001, 4000, true], [4899, 4899, true], [8064, 6048, true], [100_000, 241, true],
  ])('%i×%i too large: %s', (w, h, refused) => {
    expect(isPictureTooLarge(w, h)).toBe(refused);
  });
});

describe('decodeGate', () => {
  /** A decode that ends when the test says so. */
  const held = () => {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { decode: () => done.then(() => 'decoded'), finish };
  };

  it('runs atOnce decodes, lines up `waiting` more in order, and refuses the next at once', async () => {
    const gate = decodeGate({ atOnce: 1, waiting: 2 });
    const order: number[] = [];
    const tasks = [held(), held(), held()];
    const runs = tasks.map((task, i) => gate.run(async () => {
      order.push(i);
      return task.decode();
    }));
    expect(gate.full).toBe(true);
    await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(DecodersBusyError);
    await Promise.resolve();
    expect(order).toEqual([0]);
    tasks[0]!.finish();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve)); // the place is given up right after the result
    // One running, one waiting: there is room in the line again, for one.
    expect(gate.full).toBe(false);
    const fourth = held();
    runs.push(gate.run(async () => {
      order.push(3);
      return fourth.decode();
    }));
    expect(gate.full).toBe(true);
    for (const t of [...tasks, fourth]) t.finish();
    expect(await Promise.all(runs)).toEqual(['decoded', 'decoded', 'decoded', 'decoded']);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.full).toBe(false);
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });

  it('passes a failed decode on and frees its place', async () => {
    const gate = decodeGate({ atOnce: 1, waiting: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('keeps a decoder’s place for the spacing after a quick decode, but hands the result over at once', async () => {
    const gate = decodeGate({ atOnce: 1, waiting: 1, minSpacingMs: 150 });
    const t0 = performance.now();
    expect(await gate.run(async () => 'first')).toBe('first');
    expect(performance.now() - t0).toBeLessThan(100);
    const second = gate.run(async () => performance.now() - t0);
    expect(await second).toBeGreaterThanOrEqual(140);
  });
});
