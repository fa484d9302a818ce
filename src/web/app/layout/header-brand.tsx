import { Anchor, Burger } from '@mantine/core';
import { Link } from 'react-router';

/** The start of every app header: the menu button (small screens) and the Quarry wordmark home. */
export function HeaderBrand({
  home,
  navOpened,
  onToggleNav,
}: {
  home: string;
  navOpened: boolean;
  onToggleNav: () => void;
}) {
  return (
    <>
      <Burger
        opened={navOpened}
        onClick={onToggleNav}
        hiddenFrom="sm"
        size="sm"
        aria-label={navOpened ? 'Close menu' : 'Open menu'}
      />
      <Anchor component={Link} to={home} fw={800} fz="lg" underline="never" c="violet.7">
        Quarry
      </Anchor>
    </>
  );
}
