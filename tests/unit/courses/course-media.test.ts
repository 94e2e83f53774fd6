import { describe, expect, it } from 'vitest';
import { courseMediaItems, youtubeEmbedUrl, youtubeThumbnailUrl } from '../../../src/features/courses/lib/course-media';

const media = (main_image: string | null, gallery: string[], videos: string[]) => ({
  main_image,
  gallery: gallery.map((src) => ({ src })),
  videos: videos.map((youtubeId) => ({ youtubeId })),
});

describe('courseMediaItems', () => {
  it.each([
    ['nothing', media(null, [], []), []],
    ['main image first, then gallery, then videos', media('https://a/m.jpg', ['https://a/1.jpg'], ['dQw4w9WgXcQ']), [
      { kind: 'image', src: 'https://a/m.jpg' },
      { kind: 'image', src: 'https://a/1.jpg' },
      { kind: 'video', youtubeId: 'dQw4w9WgXcQ' },
    ]],
    ['the main image repeated in the gallery once', media('https://a/1.jpg', ['https://a/1.jpg', 'https://a/2.jpg'], []), [
      { kind: 'image', src: 'https://a/1.jpg' },
      { kind: 'image', src: 'https://a/2.jpg' },
    ]],
    ['blank sources and repeated videos dropped', media('  ', ['', 'https://a/1.jpg'], ['abcdefghijk', 'abcdefghijk']), [
      { kind: 'image', src: 'https://a/1.jpg' },
      { kind: 'video', youtubeId: 'abcdefghijk' },
    ]],
  ])('%s', (_, course, expected) => {
    expect(courseMediaItems(course)).toEqual(expected);
  });

  it('does not cap: the carousel applies the spec limit', () => {
    expect(courseMediaItems(media(null, Array.from({ length: 9 }, (_, i) => `https://a/${i}.jpg`), []))).toHaveLength(9);
  });
});

describe('YouTube URLs', () => {
  it('thumbnail and privacy-enhanced autoplaying embed', () => {
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});
