/**
 * Card images are requested at 400 x 225, quality 50 (spec section 9) wherever the image host can
 * resize on the fly. Unknown hosts, relative paths and malformed URLs come back untouched: the
 * browser then scales the original, which is slower but never broken.
 */
export const CARD_IMAGE = { width: 400, height: 225, quality: 50 } as const;

const { width: W, height: H, quality: Q } = CARD_IMAGE;

type Rewrite = (url: URL) => string | null;

/** imgix and hosts that speak its query parameters (Unsplash, Sanity). */
const imgixParams: Rewrite = (url) => {
  url.searchParams.set('w', String(W));
  url.searchParams.set('h', String(H));
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('q', String(Q));
  return url.toString();
};

/** Contentful's Images API: `fit=fill` is its crop-to-fill. */
const contentfulParams: Rewrite = (url) => {
  url.searchParams.set('w', String(W));
  url.searchParams.set('h', String(H));
  url.searchParams.set('fit', 'fill');
  url.searchParams.set('q', String(Q));
  return url.toString();
};

const CLOUDINARY_TRANSFORM = `w_${W},h_${H},c_fill,q_${Q}`;
/** Cloudinary's parameter keys, so a folder named `my_photos` is not taken for a transformation. */
const CLOUDINARY_PARAM = /^(a|ac|af|ar|b|bo|br|c|co|cs|d|dl|dn|dpr|du|e|eo|f|fl|fn|fps|g|h|if|ki|l|o|p|pg|q|r|so|sp|t|u|vc|vs|w|x|y|z)_[^/]+$/;
/** One transformation step: comma-separated `key_value` parameters (`w_800`, `c_fill`, `e_sharpen:80`). */
const isCloudinaryStep = (segment: string) => segment !== '' && segment.split(',').every((p) => CLOUDINARY_PARAM.test(p));

/**
 * Cloudinary: `/{cloud}/image/{upload|fetch}/{steps...}/{v123/}{public id}`. Ours goes last in the
 * chain, so whatever the owner's steps do, the delivered image is 400 x 225.
 */
const cloudinary: Rewrite = (url) => {
  const parts = url.pathname.split('/');
  const at = parts.findIndex((p, i) => (p === 'upload' || p === 'fetch') && parts[i - 1] === 'image');
  if (at < 0) return null;
  let end = at + 1;
  while (end < parts.length - 1 && isCloudinaryStep(parts[end]!)) end++;
  if (parts[end - 1] === CLOUDINARY_TRANSFORM) return url.toString();
  parts.splice(end, 0, CLOUDINARY_TRANSFORM);
  url.pathname = parts.join('/');
  return url.toString();
};

/** Google user content (Maps photos, Blogger, Drive previews): size options follow the last `=`. */
const googleUserContent: Rewrite = (url) => {
  const path = url.pathname.replace(/=[^/]*$/, '');
  if (path === '/' || path === '') return null;
  url.pathname = `${path}=w${W}-h${H}-c`;
  return url.toString();
};

const HOSTS: { test: (host: string) => boolean; rewrite: Rewrite }[] = [
  { test: (h) => h === 'images.unsplash.com' || h === 'plus.unsplash.com', rewrite: imgixParams },
  { test: (h) => h.endsWith('.imgix.net'), rewrite: imgixParams },
  { test: (h) => h === 'cdn.sanity.io', rewrite: imgixParams },
  { test: (h) => h === 'images.ctfassets.net', rewrite: contentfulParams },
  { test: (h) => h === 'res.cloudinary.com', rewrite: cloudinary },
  { test: (h) => /^lh\d\.googleusercontent\.com$/.test(h), rewrite: googleUserContent },
];

export function cardImageUrl(src: string): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return src;
  const host = HOSTS.find((h) => h.test(url.hostname.toLowerCase()));
  return host?.rewrite(url) ?? src;
}
