// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeItem } from '../test-data';
import { ItemCard } from './item-card';

const PICTURE = '/rest/main/catalog-images/items/11/0';
const card = (isPriority?: boolean) =>
  renderWithProviders(<ItemCard item={makeItem({ imageUrls: [PICTURE] })} isPriority={isPriority} />);
const picture = () => screen.getByTestId('catalog-item-image') as HTMLImageElement;

describe('a catalog card picture', () => {
  afterEach(cleanup);

  it('has its width and height, the size presets to choose from and a small one for small cards', () => {
    card();
    const img = picture();
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.getAttribute('src')).toBe(`${PICTURE}?size=large`);
    expect(img.getAttribute('srcset')).toBe(
      `${PICTURE}?size=compact 160w, ${PICTURE}?size=large 480w, ${PICTURE}?size=grande 600w, ${PICTURE}?size=1024 1024w`,
    );
    expect(img.getAttribute('sizes')).toMatch(/50vw.*260px$/);
    expect(img.getAttribute('alt')).toBe(makeItem().title);
  });

  it('shows a placeholder block of the same size until the picture has loaded', () => {
    card();
    const box = picture().parentElement!;
    expect(box.getAttribute('data-state')).toBe('loading');
    expect(box.style.aspectRatio).toBe('1 / 1');
    fireEvent.load(picture());
    expect(box.getAttribute('data-state')).toBe('loaded');
  });

  it('says "No image" when the picture fails or there is none', () => {
    card();
    fireEvent.error(picture());
    expect(screen.queryByTestId('catalog-item-image')).toBeNull();
    expect(screen.getByText('No image')).toBeTruthy();
  });

  it('loads lazily below the fold, at once with high priority in the first row', () => {
    const { unmount } = card();
    expect(picture().getAttribute('loading')).toBe('lazy');
    expect(picture().getAttribute('fetchpriority')).toBe('auto');
    unmount();
    card(true);
    expect(picture().getAttribute('loading')).toBe('eager');
    expect(picture().getAttribute('fetchpriority')).toBe('high');
  });
});
