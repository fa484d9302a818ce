import { ActionIcon, Menu } from '@mantine/core';
import { IconBook, IconHelp, IconRoute, IconSchool } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { guideForPath } from '../../../../shared/rules/education-guides';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { tourPageOf } from '../tour/tour-steps';

/** The header's help menu: restart the tour of this page, this page's guide, all guides. */
export function HelpMenu() {
  const { pathname } = useLocation();
  const [, setParams] = useLatestSearchParams();
  const tourPage = tourPageOf(pathname);
  const guide = guideForPath(pathname);
  const setParam = (name: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(name, value);
      return next;
    });
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Help"
          data-testid="help-menu"
          data-tour="help-menu"
        >
          <IconHelp size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconRoute size={16} aria-hidden />}
          disabled={!tourPage}
          onClick={() => setParam('onboarding', 'true')}
        >
          {tourPage ? 'Take the tour of this page' : 'No tour on this page'}
        </Menu.Item>
        {guide ? (
          <Menu.Item
            leftSection={<IconBook size={16} aria-hidden />}
            onClick={() => setParam('education', guide.key)}
          >
            Guide for this page
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/education" leftSection={<IconSchool size={16} aria-hidden />}>
          All founder guides
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
