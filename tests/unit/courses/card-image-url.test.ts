import { describe, expect, it } from 'vitest';
import { cardImageUrl } from '../../../src/features/courses/lib/card-image-url';

describe('cardImageUrl', () => {
  it.each([
    // Unsplash (imgix): size, crop and quality replace whatever was asked before; other params stay.
    ['https://images.unsplash.com/photo-123?ixlib=rb-4.0.3&w=2000&q=80&fit=max',
      'https://images.unsplash.com/photo-123?ixlib=rb-4.0.3&w=400&q=50&fit=crop&h=225'],
    ['https://images.unsplash.com/photo-123', 'https://images.unsplash.com/photo-123?w=400&h=225&fit=crop&q=50'],
    ['https://plus.unsplash.com/premium_photo-9', 'https://plus.unsplash.com/premium_photo-9?w=400&h=225&fit=crop&q=50'],
    // imgix and Sanity speak the same parameters.
    ['https://tpl.imgix.net/courses/a.jpg', 'https://tpl.imgix.net/courses/a.jpg?w=400&h=225&fit=crop&q=50'],
    ['https://cdn.sanity.io/images/p/d/abc-1200x800.jpg?auto=format',
      'https://cdn.sanity.io/images/p/d/abc-1200x800.jpg?auto=format&w=400&h=225&fit=crop&q=50'],
    // Contentful calls crop-to-fill "fill".
    ['https://images.ctfassets.net/s/a/b/c.jpg', 'https://images.ctfassets.net/s/a/b/c.jpg?w=400&h=225&fit=fill&q=50'],
    // Cloudinary: ours is the last step of the chain, before the version and public id.
    ['https://res.cloudinary.com/demo/image/upload/sample.jpg',
      'https://res.cloudinary.com/demo/image/upload/w_400,h_225,c_fill,q_50/sample.jpg'],
    ['https://res.cloudinary.com/demo/image/upload/v1571218039/golf/pebble_18th.jpg',
      'https://res.cloudinary.com/demo/image/upload/w_400,h_225,c_fill,q_50/v1571218039/golf/pebble_18th.jpg'],
    ['https://res.cloudinary.com/demo/image/upload/c_scale,w_2000/e_sharpen:80/v1/a.jpg',
      'https://res.cloudinary.com/demo/image/upload/c_scale,w_2000/e_sharpen:80/w_400,h_225,c_fill,q_50/v1/a.jpg'],
    // A folder that merely looks like a parameter is not mistaken for one.
    ['https://res.cloudinary.com/demo/image/upload/my_photos/a.jpg',
      'https://res.cloudinary.com/demo/image/upload/w_400,h_225,c_fill,q_50/my_photos/a.jpg'],
    ['https://res.cloudinary.com/demo/image/fetch/https://example.com/a.jpg',
      'https://res.cloudinary.com/demo/image/fetch/w_400,h_225,c_fill,q_50/https://example.com/a.jpg'],
    // Google user content: size options after the last '=' are replaced, or added.
    ['https://lh3.googleusercontent.com/p/AF1QipN=w1600-h1000-k-no', 'https://lh3.googleusercontent.com/p/AF1QipN=w400-h225-c'],
    ['https://lh5.googleusercontent.com/p/AF1QipN=s0', 'https://lh5.googleusercontent.com/p/AF1QipN=w400-h225-c'],
    ['https://lh3.googleusercontent.com/a/xyz', 'https://lh3.googleusercontent.com/a/xyz=w400-h225-c'],
  ])('%s', (src, expected) => {
    expect(cardImageUrl(src)).toBe(expected);
  });

  it.each([
    ['unknown host', 'https://example.com/photos/pebble.jpg?w=2000'],
    ['Cloudinary video', 'https://res.cloudinary.com/demo/video/upload/clip.mp4'],
    ['relative path', '/files/gallery/abc.jpg'],
    ['not a URL', 'pebble beach.jpg'],
    ['empty', ''],
    ['data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['look-alike host', 'https://images.unsplash.com.evil.example/photo-1'],
  ])('leaves %s untouched', (_, src) => {
    expect(cardImageUrl(src)).toBe(src);
  });

  it.each([
    'https://images.unsplash.com/photo-123?w=2000',
    'https://res.cloudinary.com/demo/image/upload/c_scale,w_2000/v1/a.jpg',
    'https://lh3.googleusercontent.com/p/AF1QipN=w1600',
  ])('is idempotent: %s', (src) => {
    const once = cardImageUrl(src);
    expect(cardImageUrl(once)).toBe(once);
  });
});
