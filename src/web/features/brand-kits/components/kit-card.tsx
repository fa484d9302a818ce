import {
  ActionIcon,
  AspectRatio,
  Badge,
  Card,
  Group,
  Image,
  Menu,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconArchive, IconDots, IconPhoto, IconRestore } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { KitListItem } from '../../../../shared/contract/brand-kits';
import { paths } from '../../../routing/paths';
import { Can } from '../../../ui/can';

/** Up to four of the kit's images, or a placeholder while it has none. */
function Thumbnails({ images }: { images: string[] }) {
  if (images.length === 0)
    return (
      <AspectRatio ratio={2}>
        <Stack align="center" justify="center" bg="gray.0" gap={4}>
          <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
        </Stack>
      </AspectRatio>
    );
  return (
    <SimpleGrid cols={4} spacing={2}>
      {images.slice(0, 4).map((src) => (
        <AspectRatio key={src} ratio={1}>
          <Image src={src} alt="" fit="cover" loading="lazy" />
        </AspectRatio>
      ))}
    </SimpleGrid>
  );
}

/** A kit in the list: its images, name (or category), description, completeness, and archive. */
export function KitCard({
  kit,
  onArchive,
}: {
  kit: KitListItem;
  onArchive: (kit: KitListItem, isArchived: boolean) => void;
}) {
  const name = kit.brandName || kit.category;
  return (
    <Card withBorder padding="md" data-testid="kit-card" h="100%" style={{ position: 'relative' }}>
      <Card.Section>
        <Thumbnails images={kit.thumbnailImages} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text
            component={Link}
            to={paths.brandKits.editor(kit.id)}
            fw={600}
            lineClamp={1}
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            {name}
          </Text>
          {/* Its one action, archive, is a `write` (decision 042). */}
          <Can cls="write">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={
                    kit.isArchived ? (
                      <IconRestore size={14} aria-hidden />
                    ) : (
                      <IconArchive size={14} aria-hidden />
                    )
                  }
                  onClick={() => onArchive(kit, !kit.isArchived)}
                >
                  {kit.isArchived ? 'Unarchive' : 'Archive'}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Can>
        </Group>
        {kit.brandName ? (
          <Text size="xs" c="dimmed" tt="uppercase">
            {kit.category}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" lineClamp={2}>
          {kit.productDescription}
        </Text>
        <Group gap="xs">
          <Text size="sm">{kit.completeSlides} of 4 slides ready</Text>
          {kit.pending ? (
            <Badge size="sm" variant="light" color="violet">
              Generating…
            </Badge>
          ) : null}
          {kit.isShared ? (
            <Badge size="sm" variant="light" color="teal">
              Shared
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
