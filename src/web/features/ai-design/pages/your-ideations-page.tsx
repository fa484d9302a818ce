import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AiIdea, AiProduct, PublicAiIdea } from '../../../../shared/contract/ai-design';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useAiIdeas, usePublicAiIdeas } from '../api/get-ai-ideas';

const THUMBNAILS = 4;

/** The idea's selected products first (what the founder kept), then the rest. */
function thumbnailsOf(idea: Pick<AiIdea, 'products'> & { selectedProductIds?: number[] }): AiProduct[] {
  const selected = new Set(idea.selectedProductIds ?? []);
  const kept = idea.products.filter((p) => selected.has(p.id));
  return (kept.length > 0 ? kept : idea.products).slice(0, THUMBNAILS);
}

function Thumbnails({ products }: { products: AiProduct[] }) {
  if (products.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No products yet
      </Text>
    );
  return (
    <Avatar.Group>
      {products.map((p) => (
        <Avatar key={p.id} src={p.imageUrl} alt={p.title} radius="sm" size={56} />
      ))}
    </Avatar.Group>
  );
}

function IdeationCard({ idea }: { idea: AiIdea }) {
  const kept = idea.selectedProductIds.length;
  return (
    <Card withBorder padding="md" component="li" data-testid="ideation-card">
      <Stack gap="xs">
        <Text fw={600}>{idea.title}</Text>
        {idea.prompt ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {idea.prompt}
          </Text>
        ) : null}
        <Thumbnails products={thumbnailsOf(idea)} />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {kept} of {idea.products.length} products selected{idea.isPublic ? ' · Shared' : ''}
          </Text>
          <Button
            component={Link}
            to={paths.projects.ideation(idea.creatorProjectId)}
            size="xs"
            variant="light"
            aria-label={`Open ${idea.title}`}
          >
            Open
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function InspirationCard({ idea }: { idea: PublicAiIdea }) {
  return (
    <Card withBorder padding="md" component="li" data-testid="inspiration-card">
      <Stack gap="xs">
        <Text fw={600}>{idea.title}</Text>
        {idea.category ? (
          <Text size="xs" c="dimmed">
            {idea.category}
          </Text>
        ) : null}
        {idea.prompt ? (
          <Text size="sm" lineClamp={3}>
            {idea.prompt}
          </Text>
        ) : null}
        <Thumbnails products={thumbnailsOf(idea)} />
      </Stack>
    </Card>
  );
}

const gridProps = {
  cols: { base: 1, sm: 2, lg: 3 },
  spacing: 'sm',
  component: 'ul',
  m: 0,
  p: 0,
  style: { listStyle: 'none' },
} as const;

function SavedIdeations() {
  const ideas = useAiIdeas({ submitted: true });
  if (ideas.isPending) return <PageLoader label="Loading your ideations…" />;
  if (ideas.isError) return <PageError error={ideas.error} onRetry={() => ideas.refetch()} />;
  if (ideas.data.length === 0)
    return (
      <Stack align="flex-start" gap="xs" data-testid="ideations-empty">
        <EmptySection title="No saved ideations yet">
          Start from an idea, generate product concepts, and save the ones you like here.
        </EmptySection>
        <Button component={Link} to={paths.projects.ideation()} variant="light">
          Start an ideation
        </Button>
      </Stack>
    );
  return (
    <SimpleGrid {...gridProps} aria-label="Your saved ideations">
      {ideas.data.map((idea) => (
        <IdeationCard key={idea.id} idea={idea} />
      ))}
    </SimpleGrid>
  );
}

function Inspiration() {
  const ideas = usePublicAiIdeas();
  if (ideas.isPending) return <PageLoader label="Loading inspiration…" />;
  if (ideas.isError) return <PageError error={ideas.error} onRetry={() => ideas.refetch()} />;
  if (ideas.data.length === 0)
    return <EmptySection title="Nothing shared yet">Ideas founders share publicly appear here.</EmptySection>;
  return (
    <SimpleGrid {...gridProps} aria-label="Ideas other founders shared">
      {ideas.data.map((idea) => (
        <InspirationCard key={idea.id} idea={idea} />
      ))}
    </SimpleGrid>
  );
}

/** /your-ideations: the ideas the founder saved, and public ideas for inspiration. */
export default function YourIdeationsPage() {
  return (
    <Stack gap="xl">
      <PageHeader
        title="Your ideations"
        description="Ideas you saved with the product concepts you kept."
        actions={
          <Button component={Link} to={paths.projects.ideation()}>
            New ideation
          </Button>
        }
      />
      <Stack gap="sm" component="section" aria-labelledby="saved-heading">
        <Title order={2} fz="lg" id="saved-heading">
          Saved ideations
        </Title>
        <SavedIdeations />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="inspiration-heading">
        <Title order={2} fz="lg" id="inspiration-heading">
          Inspiration
        </Title>
        <Text size="sm" c="dimmed">
          Ideas other founders chose to share.
        </Text>
        <Inspiration />
      </Stack>
    </Stack>
  );
}
