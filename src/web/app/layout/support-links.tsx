import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isValidUrl } from '../../../shared/rules/url';
import { useBusinessSetting } from '../../features/commons/api/get-business-setting';
import { isPathBuilt } from '../route-table';
import { SUPPORT_CALL_LINKS } from './side-menu';

type SupportLink = { key: string; label: string; href: string; isInternal: boolean };

/** Where a specialist is reached when the setting names no working page: the staff mailbox (STAFF_EMAIL's default). */
export const SPECIALIST_EMAIL = 'staff@quarry.test';

const MAILTO = /^mailto:[^\s@/:?#]+@[^\s@/:?#]+(\?[^\s]*)?$/i;

function emailLink(label: string): string {
  return `mailto:${SPECIALIST_EMAIL}?subject=${encodeURIComponent(`Talk to a ${label.toLowerCase()}`)}`;
}

/**
 * The business setting's value, reduced to the links we can safely render: app paths whose page is
 * built, http(s) URLs and mailto: addresses. A missing entry or an app path whose page is not built
 * becomes an email to the staff mailbox, so no "Talk to a specialist" link is a dead end.
 */
export function parseSupportCallLinks(
  value: unknown,
  isBuilt: (pathname: string) => boolean = isPathBuilt,
): SupportLink[] {
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  return SUPPORT_CALL_LINKS.map(({ key, label }): SupportLink => {
    const href = record[key];
    const fallback = { key, label, href: emailLink(label), isInternal: false };
    if (typeof href !== 'string') return fallback;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const pathname = href.split(/[?#]/)[0] ?? href;
      return isBuilt(pathname) ? { key, label, href, isInternal: true } : fallback;
    }
    if (/^https?:\/\//i.test(href) && isValidUrl(href)) return { key, label, href, isInternal: false };
    if (MAILTO.test(href)) return { key, label, href, isInternal: false };
    return fallback;
  });
}

/** "Talk to a specialist": the support call links of the side menu. Nothing shows if the setting is missing. */
export function SupportLinks({ enabled }: { enabled: boolean }) {
  const setting = useBusinessSetting('DISPLAY', 'SUPPORT_CALL_LINKS', { enabled });
  const links = parseSupportCallLinks(setting.data?.value);
  if (links.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="support-links-heading">
      <Text id="support-links-heading" size="xs" fw={700} tt="uppercase" c="dimmed">
        Talk to a specialist
      </Text>
      {links.map((link) =>
        link.isInternal ? (
          <Anchor key={link.key} component={Link} to={link.href} size="sm">
            {link.label}
          </Anchor>
        ) : link.href.startsWith('mailto:') ? (
          <Anchor key={link.key} href={link.href} size="sm">
            {link.label}
          </Anchor>
        ) : (
          <Anchor key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
            {link.label}
          </Anchor>
        ),
      )}
    </Stack>
  );
}
