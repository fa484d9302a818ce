import { describe, expect, it } from 'vitest';
import {
  IMAGE_RESIZE_NAMES,
  IMAGE_RESIZE_WIDTHS,
  imageResizeWidth,
  isImageResizeName,
  resizedImageUrl,
} from './image-size';

describe('image resize names', () => {
  it('maps each name to its width, original to null', () => {
    expect(imageResizeWidth('compact')).toBe(160);
    expect(imageResizeWidth('large')).toBe(480);
    expect(imageResizeWidth('grande')).toBe(600);
    expect(imageResizeWidth('1024')).toBe(1024);
    expect(imageResizeWidth('original')).toBeNull();
  });

  it('lists exactly the names of the width table', () => {
    expect([...IMAGE_RESIZE_NAMES].sort()).toEqual(Object.keys(IMAGE_RESIZE_WIDTHS).sort());
  });

  it('guards unknown names, including prototype keys', () => {
    for (const name of IMAGE_RESIZE_NAMES) expect(isImageResizeName(name)).toBe(true);
    for (const name of ['', 'small', 'COMPACT', '1024px', '160', 'toString', '__proto__', 'constructor']) {
      expect(isImageResizeName(name)).toBe(false);
    }
  });
});

describe('resizedImageUrl', () => {
  it('adds size to a URL without a query', () => {
    expect(resizedImageUrl('https://cdn.example.com/a.png', 'compact')).toBe(
      'https://cdn.example.com/a.png?size=compact',
    );
  });

  it('appends size after existing parameters', () => {
    expect(resizedImageUrl('https://cdn.example.com/a.png?v=2&x=1', 'large')).toBe(
      'https://cdn.example.com/a.png?v=2&x=1&size=large',
    );
  });

  it('replaces an existing size in place and drops duplicates', () => {
    expect(resizedImageUrl('/a.png?v=2&size=compact&x=1&size=large', '1024')).toBe(
      '/a.png?v=2&size=1024&x=1',
    );
  });

  it('does not confuse parameters that merely contain "size"', () => {
    expect(resizedImageUrl('/a.png?fontsize=3&size2=1', 'grande')).toBe(
      '/a.png?fontsize=3&size2=1&size=grande',
    );
  });

  it('recognises an encoded size key and a size without a value', () => {
    expect(resizedImageUrl('/a.png?%73ize=compact', 'large')).toBe('/a.png?size=large');
    expect(resizedImageUrl('/a.png?size&b=1', 'large')).toBe('/a.png?size=large&b=1');
  });

  it('keeps the hash and tolerates empty query parts', () => {
    expect(resizedImageUrl('/a.png?&v=1&#top', 'original')).toBe('/a.png?v=1&size=original#top');
    expect(resizedImageUrl('/a.png#x?y', 'compact')).toBe('/a.png?size=compact#x?y');
    expect(resizedImageUrl('/a.png?', 'compact')).toBe('/a.png?size=compact');
  });

  it('leaves an empty URL empty', () => {
    expect(resizedImageUrl('', 'compact')).toBe('');
  });
});
