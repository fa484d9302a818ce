import {
  AspectRatio,
  Badge,
  ColorSwatch,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicBrandKit, SlideKey } from '../../../../shared/contract/brand-kits';
import { isRealImage, selectedSkusOf } from '../../../../shared/rules/brand-kit';
import { formatMoney } from '../../../../shared/rules/money';
import { KIT_TABS, kitView } from '../kit-view';
import { ResearchText } from './research-text';
import { Slide } from './slide';
import { SlideCard } from './slide-card';

function Images({ images, cols, label }: { images: string[]; cols: number; label: string }) {
  const shown = images.filter(isRealImage);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: cols }} spacing="sm">
      {shown.map((src, i) => (
        <AspectRatio key={src} ratio={1}>
          <Image src={src} alt={`${label} ${i + 1}`} fit="cover" radius="sm" />
        </AspectRatio>
      ))}
    </SimpleGrid>
  );
}

/** The kit's five slides, read-only, on their slide colours: the public share page's body. */
export function KitSlides({ kit }: { kit: PublicBrandKit }) {
  const view = kitView(kit);
  const idea = view.idea;
  const skus = selectedSkusOf(view.doc);
  const content: Record<SlideKey, ReactNode> = {
    IDEA: idea ? (
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz={32} c="inherit">
            {idea.brandName}
          </Title>
          {idea.slogan ? <Text fz="lg">{idea.slogan}</Text> : null}
        </Stack>
        {idea.mission ? <Text>{idea.mission}</Text> : null}
        <List spacing={4} c="inherit">
          {idea.valueProps.filter(Boolean).map((prop) => (
            <List.Item key={prop}>{prop}</List.Item>
          ))}
        </List>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {idea.colorPalette.map((c) => (
            <SlideCard key={`${c.hexCode}-${c.name}`} p="sm">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ColorSwatch color={c.hexCode} size={28} />
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.hexCode.toUpperCase()}
                  </Text>
                  {c.description ? <Text size="xs">{c.description}</Text> : null}
                </Stack>
              </Group>
            </SlideCard>
          ))}
        </SimpleGrid>
        <Images images={idea.images} cols={4} label="Brand image" />
      </Stack>
    ) : (
      <Text>{kit.productDescription}</Text>
    ),
    MOODBOARD: <Images images={kit.moodboardImages} cols={4} label="Mood board image" />,
    MARKET_RESEARCH: kit.marketResearch.trim() ? <ResearchText text={kit.marketResearch} /> : null,
    PRODUCT_IDEAS: (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {skus.map((sku) => (
          <SlideCard key={sku.uuid}>
            <Stack gap="xs">
              {isRealImage(sku.image) ? (
                <AspectRatio ratio={1}>
                  <Image src={sku.image} alt={sku.title} fit="cover" radius="sm" />
                </AspectRatio>
              ) : null}
              <Text fw={600}>{sku.title}</Text>
              <Group gap="xs">
                <Text size="sm">{formatMoney(sku.suggestedRetailPriceCents)}</Text>
                <Badge variant="light" size="sm">
                  Popularity {sku.popularity}/100
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {sku.description}
              </Text>
            </Stack>
          </SlideCard>
        ))}
      </SimpleGrid>
    ),
    GET_STARTED: (
      <Stack gap="sm">
        {skus.map((sku) => (
          <SlideCard key={sku.uuid}>
            <Stack gap={4}>
              <Text fw={600}>{sku.title}</Text>
              {sku.matches.length > 0 ? (
                <List size="sm" spacing={2}>
                  {sku.matches.map((m) => (
                    <List.Item key={m.catalogItemId}>
                      {m.supplierName}: {m.title}, {formatMoney(m.unitPriceCents)} per unit, MOQ{' '}
                      {m.moq.toLocaleString('en-US')}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  Made to order by a custom supplier.
                </Text>
              )}
            </Stack>
          </SlideCard>
        ))}
      </Stack>
    ),
  };
  return (
    <Stack gap="lg">
      {KIT_TABS.map((t) => (
        <Slide key={t.key} slideKey={t.key} color={view.colorOf(t.key)}>
          {content[t.key] ?? <Text>Coming soon.</Text>}
        </Slide>
      ))}
    </Stack>
  );
}
