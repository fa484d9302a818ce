import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The side menu of a layout: a drawer on small screens, closed again once a page is picked. */
export function useNavDrawer() {
  const [opened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => nav.close(), [pathname]);
  return { opened, toggle: nav.toggle };
}
