import type { Course } from '../../../shared/contracts/courses.contract';

export type MediaItem = { kind: 'image'; src: string } | { kind: 'video'; youtubeId: string };

/**
 * What a course's carousel shows, in order: the main image, the gallery, then the videos, with
 * repeated images dropped. The spec's cap of 5 is applied by the carousel, not here.
 */
export function courseMediaItems(course: Pick<Course, 'main_image' | 'gallery' | 'videos'>): MediaItem[] {
  const seen = new Set<string>();
  const items: MediaItem[] = [];
  for (const src of [course.main_image, ...(course.gallery ?? []).map((g) => g.src)]) {
    const s = src?.trim();
    if (!s || seen.has(s)) continue;
    seen.add(s);
    items.push({ kind: 'image', src: s });
  }
  for (const v of course.videos ?? []) {
    const id = v.youtubeId?.trim();
    if (!id || seen.has(`yt:${id}`)) continue;
    seen.add(`yt:${id}`);
    items.push({ kind: 'video', youtubeId: id });
  }
  return items;
}

export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;
/** The privacy-enhanced player; loaded only when the golfer presses play. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
