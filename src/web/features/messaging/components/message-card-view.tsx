import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MessageCard } from '../../../../shared/contract/messaging';
import { isAppPath, safeUrl } from '../safe-url';

const KIND_LABELS: Record<MessageCard['kind'], string> = {
  CATALOG_ITEM: 'Product',
  SUPPLIER_PROFILE: 'Supplier profile',
  CUSTOM_PROJECT: 'Custom project request',
  TECH_PACK: 'Tech pack',
};

/**
 * A catalog item, supplier profile or custom project a message points at; opens its page. The link is
 * named by its visible text (kind, title, subtitle), so the name holds what is shown (WCAG 2.5.3).
 */
export function MessageCardView({ card }: { card: MessageCard }) {
  const image = card.imageUrl ? safeUrl(card.imageUrl) : null;
  const inner = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {image ? <Image src={image} alt="" w={56} h={56} radius="sm" fit="cover" /> : null}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {KIND_LABELS[card.kind]}
        </Text>
        <Text size="sm" fw={600} lineClamp={2}>
          {card.title}
        </Text>
        {card.subtitle ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {card.subtitle}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
  const href = isAppPath(card.href) ? card.href : safeUrl(card.href);
  return (
    <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-body)" maw={360} data-testid="message-card">
      {href === null ? (
        inner
      ) : isAppPath(href) ? (
        <Anchor component={Link} to={href} underline="never" c="inherit">
          {inner}
        </Anchor>
      ) : (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="never" c="inherit">
          {inner}
        </Anchor>
      )}
    </Paper>
  );
}
