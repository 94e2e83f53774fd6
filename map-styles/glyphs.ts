/**
 * Glyph PBFs (signed distance fields, the format MapLibre's `glyphs` URL serves) made locally.
 *
 * fontnik (npm, BSD) ships prebuilt native binaries for linux-x64/arm64 and macOS inside its npm
 * package, so nothing is downloaded at install time. The fonts come from the roboto-fontface npm
 * package (Roboto, Apache-2.0) as WOFF files, which fontnik's FreeType reads directly.
 * Both are loaded lazily, so importing this module costs nothing when glyphs are already built.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Font files turned into glyph stacks; the stack name (family + style) comes from the font itself. */
export const GLYPH_FONT_FILES = ['Roboto-Regular.woff', 'Roboto-Bold.woff'] as const;

interface FontnikFace {
  family_name: string;
  style_name?: string;
  points: number[];
}
interface Fontnik {
  load(font: Buffer, callback: (err: Error | null, faces?: FontnikFace[]) => void): void;
  range(
    options: { font: Buffer; start: number; end: number },
    callback: (err: Error | null, data?: Buffer) => void,
  ): void;
}

export interface GlyphTooling {
  fontnik: Fontnik;
  fontnikVersion: string;
  fonts: { file: string; data: Buffer }[];
}

/** Loads fontnik and the font files, or explains why it could not. */
export function loadGlyphTooling(): GlyphTooling | { error: string } {
  let fontnik: Fontnik;
  let fontnikVersion: string;
  try {
    fontnik = require('fontnik') as Fontnik;
    fontnikVersion = (require('fontnik/package.json') as { version: string }).version;
  } catch (err) {
    return { error: `fontnik could not be loaded (${(err as Error).message.split('\n')[0]})` };
  }
  let fontDir: string;
  try {
    fontDir = join(dirname(require.resolve('roboto-fontface/package.json')), 'fonts', 'roboto');
  } catch (err) {
    return { error: `roboto-fontface could not be found (${(err as Error).message.split('\n')[0]})` };
  }
  const fonts = GLYPH_FONT_FILES.map((file) => ({ file, data: readFileSync(join(fontDir, file)) }));
  return { fontnik, fontnikVersion, fonts };
}

export interface GlyphStack {
  name: string;
  /** Range starts (multiples of 256) the font has at least one glyph in. */
  ranges: number[];
  files: Map<string, Buffer>;
}

/** Renders every 256-codepoint range the font covers into PBF files named `{start}-{end}.pbf`. */
export async function renderGlyphStack(fontnik: Fontnik, font: Buffer): Promise<GlyphStack> {
  const faces = await new Promise<FontnikFace[]>((resolve, reject) =>
    fontnik.load(font, (err, result) => (err || !result ? reject(err ?? new Error('no faces')) : resolve(result))),
  );
  const face = faces[0];
  if (!face) throw new Error('font has no faces');
  const name = [face.family_name, face.style_name].filter(Boolean).join(' ');
  const ranges = [...new Set(face.points.map((cp) => Math.floor(cp / 256) * 256))]
    .filter((start) => start < 65536)
    .sort((a, b) => a - b);
  const files = new Map<string, Buffer>();
  for (const start of ranges) {
    const end = start + 255;
    const data = await new Promise<Buffer>((resolve, reject) =>
      fontnik.range({ font, start, end }, (err, result) =>
        err || !result ? reject(err ?? new Error('no data')) : resolve(result),
      ),
    );
    files.set(`${start}-${end}.pbf`, data);
  }
  return { name, ranges, files };
}

/**
 * Minimal reader for the glyph PBF schema (glyphs > fontstack{name, range, glyph{id, ...}}),
 * enough to check which codepoints a file really holds.
 */
export function readGlyphPbf(buf: Uint8Array): { name: string; range: string; ids: number[] }[] {
  let pos = 0;
  const varint = (end: number): number => {
    let result = 0;
    let shift = 0;
    while (pos < end) {
      const b = buf[pos++] as number;
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
    throw new Error('truncated varint');
  };
  const skip = (wire: number, end: number) => {
    if (wire === 0) varint(end);
    else if (wire === 1) pos += 8;
    else if (wire === 2) {
      const length = varint(end);
      pos += length;
    }
    else if (wire === 5) pos += 4;
    else throw new Error(`unsupported wire type ${wire}`);
  };
  const decoder = new TextDecoder();
  const stacks: { name: string; range: string; ids: number[] }[] = [];
  while (pos < buf.length) {
    const tag = varint(buf.length);
    if (tag >> 3 !== 1 || (tag & 7) !== 2) {
      skip(tag & 7, buf.length);
      continue;
    }
    const stackLength = varint(buf.length);
    const stackEnd = pos + stackLength;
    const stack = { name: '', range: '', ids: [] as number[] };
    while (pos < stackEnd) {
      const t = varint(stackEnd);
      const field = t >> 3;
      if ((field === 1 || field === 2) && (t & 7) === 2) {
        const len = varint(stackEnd);
        const text = decoder.decode(buf.subarray(pos, pos + len));
        pos += len;
        if (field === 1) stack.name = text;
        else stack.range = text;
      } else if (field === 3 && (t & 7) === 2) {
        const glyphLength = varint(stackEnd);
        const glyphEnd = pos + glyphLength;
        while (pos < glyphEnd) {
          const g = varint(glyphEnd);
          if (g >> 3 === 1 && (g & 7) === 0) stack.ids.push(varint(glyphEnd));
          else skip(g & 7, glyphEnd);
        }
        pos = glyphEnd;
      } else {
        skip(t & 7, stackEnd);
      }
    }
    pos = stackEnd;
    stacks.push(stack);
  }
  return stacks;
}
