import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** "← All products" above a detail page: back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" mb="sm" display="inline-flex">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> {label}
      </Group>
    </Anchor>
  );
}
