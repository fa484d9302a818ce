import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isValidUrl } from '../../../shared/rules/url';
import { useBusinessSetting } from '../../features/commons/api/get-business-setting';
import { SUPPORT_CALL_LINKS } from './side-menu';

type SupportLink = { key: string; label: string; href: string; isInternal: boolean };

/** The business setting's value, reduced to the links we can safely render (app paths or http(s) URLs). */
export function parseSupportCallLinks(value: unknown): SupportLink[] {
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  return SUPPORT_CALL_LINKS.flatMap(({ key, label }): SupportLink[] => {
    const href = record[key];
    if (typeof href !== 'string') return [];
    if (href.startsWith('/') && !href.startsWith('//')) return [{ key, label, href, isInternal: true }];
    if (/^https?:\/\//i.test(href) && isValidUrl(href)) return [{ key, label, href, isInternal: false }];
    return [];
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
        ) : (
          <Anchor key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
            {link.label}
          </Anchor>
        ),
      )}
    </Stack>
  );
}
