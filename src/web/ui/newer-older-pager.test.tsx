// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NewerOlderPager } from './newer-older-pager';

describe('NewerOlderPager', () => {
  it('is hidden for a single short page', () => {
    renderWithProviders(<NewerOlderPager page={0} rowCount={3} size={10} onPage={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('goes older from a full first page and newer from a later one', () => {
    const onPage = vi.fn();
    const { unmount } = renderWithProviders(
      <NewerOlderPager page={0} rowCount={10} size={10} onPage={onPage} />,
    );
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    unmount();

    renderWithProviders(<NewerOlderPager page={2} rowCount={4} size={10} onPage={onPage} />);
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });
});
