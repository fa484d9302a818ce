import { Card, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { GUIDES } from '../../../../shared/rules/education-guides';
import { PageHeader } from '../../../ui/page-header';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { GuideBody } from '../education/guide-body';

const TOPIC_GUIDES: Record<string, string> = {
  fulfillment: 'order-fulfillment',
  ecommerce: 'storefront',
  'creator-hub': 'product-design',
};

/** /education: the founder guides, one per service category (spec §9), each on this page and in the panel. */
export default function EducationPage() {
  const [params] = useLatestSearchParams();
  // The specialists' links (`?topic=`) open on the guide of their field.
  const topic = params.get('topic');
  useEffect(() => {
    const key = topic ? (TOPIC_GUIDES[topic] ?? topic) : null;
    if (key) document.getElementById(`guide-${key}`)?.scrollIntoView?.({ block: 'start' });
  }, [topic]);
  return (
    <Stack gap="xl" maw={960}>
      <PageHeader
        title="Founder guides"
        description="How each part of building a product brand works, and where to do it in Quarry."
      />
      <nav aria-label="Guides">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {GUIDES.map((g) => (
            <Card
              key={g.key}
              withBorder
              padding="md"
              component="a"
              href={`#guide-${g.key}`}
              data-testid="guide-card"
            >
              <Text fw={600}>{g.title.split(':')[0]}</Text>
              <Text size="sm" c="dimmed" lineClamp={3}>
                {g.summary}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </nav>
      {GUIDES.map((g) => (
        <Paper
          key={g.key}
          withBorder
          p={{ base: 'md', sm: 'xl' }}
          component="article"
          id={`guide-${g.key}`}
          aria-labelledby={`guide-${g.key}-title`}
          style={{ scrollMarginTop: 80 }}
        >
          <Stack gap="sm">
            <Title order={2} fz="xl" id={`guide-${g.key}-title`}>
              {g.title}
            </Title>
            <Text c="dimmed">{g.summary}</Text>
            <GuideBody guide={g} />
          </Stack>
        </Paper>
      ))}
      <Paper withBorder p="lg">
        <Stack gap={6}>
          <Title order={2} fz="lg">
            Want to talk it through?
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              Every guide opens beside the page you are on from the help menu (the question mark at the top).
            </List.Item>
            <List.Item>
              The specialists under "Talk to a specialist" in the side menu answer sourcing, fulfillment and
              e-commerce questions.
            </List.Item>
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
