import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@quad/shared/rules/image-widths';
import { storedImage, storedImageSrcSet } from './stored-image';

const PAGE = 'https://quad.example.ac.uk/1';

describe('storedImageSrcSet', () => {
  it('lists a stored picture at every width, each with its descriptor', () => {
    const srcSet = storedImageSrcSet('https://quad.example.ac.uk/files/avatars/7/a1.webp', PAGE);
    const candidates = srcSet!.split(', ');
    expect(candidates).toHaveLength(IMAGE_WIDTHS.length);
    expect(candidates[0]).toBe('https://quad.example.ac.uk/files/avatars/7/a1.webp?w=64 64w');
    expect(candidates.at(-1)).toBe(
      'https://quad.example.ac.uk/files/avatars/7/a1.webp?w=1280 1280w',
    );
  });

  it('resolves a relative address against the page and keeps another host', () => {
    expect(storedImageSrcSet('/files/demo/posts/1.jpg', PAGE)?.split(', ')[1]).toBe(
      'https://quad.example.ac.uk/files/demo/posts/1.jpg?w=128 128w',
    );
    expect(storedImageSrcSet('https://cdn.example.net/files/x.png', PAGE)).toContain(
      'https://cdn.example.net/files/x.png?w=64 64w',
    );
  });

  it('leaves alone what the server cannot resize', () => {
    for (const src of [
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      'https://quad.example.ac.uk/assets/flags-1/GB.svg',
      'https://quad.example.ac.uk/files/avatars/7/a1.webp?w=128',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://quad.example.ac.uk/5d1c',
      '/files/',
      'http://[bad',
    ]) {
      expect(storedImageSrcSet(src, PAGE), src).toBeUndefined();
    }
  });
});

describe('storedImage', () => {
  it('gives a stored picture its widths and how wide it shows', () => {
    const image = storedImage('/files/avatars/7/a1.webp', '40px');
    expect(image.src).toBe('/files/avatars/7/a1.webp');
    expect(image.sizes).toBe('40px');
    expect(image.srcSet?.split(', ')[0]).toBe(
      `${window.location.origin}/files/avatars/7/a1.webp?w=64 64w`,
    );
  });

  it('leaves any other address as it is', () => {
    expect(storedImage('https://lh3.googleusercontent.com/a/photo', '40px')).toEqual({
      src: 'https://lh3.googleusercontent.com/a/photo',
    });
  });
});
