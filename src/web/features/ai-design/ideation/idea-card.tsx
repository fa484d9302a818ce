import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AiIdea, AiProduct } from '../../../../shared/contract/ai-design';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { Can, RoleLock } from '../../../ui/can';
import {
  useGenerateIdeaProducts,
  useSetSelectedProductIds,
  useSubmitAiIdea,
  useUpdateAiIdea,
} from '../api/ai-idea-actions';
import { GenerationProgress } from '../components/generation-progress';
import { type AiFailure, AiFailureAlert, toAiFailure } from '../components/plan-refusal';

export const IDEA_PRODUCT_COUNT = 4;

function ConceptCard({
  product,
  selected,
  onToggle,
}: {
  product: AiProduct;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <Card withBorder padding="sm" component="li" data-testid="idea-product">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Image src={product.imageUrl} alt={product.title} loading="lazy" fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text fw={600} size="sm">
          {product.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={4}>
          {product.description}
        </Text>
        <Text size="sm" fw={600}>
          {product.suggestedRetailPriceCents === null
            ? 'No suggested price'
            : `Suggested price ${formatMoney(product.suggestedRetailPriceCents)}`}
        </Text>
        <Checkbox
          label="Select"
          aria-label={`Select ${product.title}`}
          checked={selected}
          onChange={onToggle}
          mt={4}
        />
      </Stack>
    </Card>
  );
}

/**
 * One idea of the project: generate product concepts from its prompt, pick the ones to keep, save it to Your
 * ideations, and once saved, share it publicly.
 */
export function IdeaCard({ idea }: { idea: AiIdea }) {
  const generate = useGenerateIdeaProducts();
  const select = useSetSelectedProductIds();
  const submit = useSubmitAiIdea();
  const update = useUpdateAiIdea();
  const [failure, setFailure] = useState<AiFailure | null>(null);
  // While a selection is being saved, show it as it will be.
  const selectedIds = select.isPending ? select.variables.selectedProductIds : idea.selectedProductIds;
  const headingId = `idea-${idea.id}-title`;

  async function runGenerate() {
    setFailure(null);
    try {
      await generate.mutateAsync({ id: idea.id, count: IDEA_PRODUCT_COUNT });
    } catch (error) {
      setFailure(toAiFailure(error));
    }
  }

  function toggle(productId: number) {
    const next = selectedIds.includes(productId)
      ? selectedIds.filter((id) => id !== productId)
      : [...selectedIds, productId];
    // In the order the concepts are shown.
    const ordered = idea.products.map((p) => p.id).filter((id) => next.includes(id));
    select.mutate({ id: idea.id, selectedProductIds: ordered });
  }

  function setSubmitted(submitted: boolean) {
    submit.mutate(
      { id: idea.id, submitted },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: submitted ? 'Saved to Your ideations' : 'Removed from Your ideations',
            message: idea.title,
          }),
      },
    );
  }

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId} data-testid="idea-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} fz="md" id={headingId}>
              {idea.title}
            </Title>
            {idea.prompt ? (
              <Text size="sm" c="dimmed">
                {idea.prompt}
              </Text>
            ) : null}
          </Stack>
          <Group gap={6}>
            {idea.category ? (
              <Badge variant="light" color="gray">
                {idea.category}
              </Badge>
            ) : null}
            {idea.submitted ? (
              <Anchor component={Link} to={paths.aiDesign.yourIdeations()} size="sm">
                <Badge variant="light" style={{ cursor: 'pointer' }}>
                  In Your ideations
                </Badge>
              </Anchor>
            ) : null}
          </Group>
        </Group>

        {generate.isPending ? (
          <GenerationProgress label={`Generating ${IDEA_PRODUCT_COUNT} product concepts…`} />
        ) : null}
        {failure ? <AiFailureAlert failure={failure} /> : null}

        {idea.products.length > 0 ? (
          <>
            <Text size="sm" c="dimmed">
              {selectedIds.length} of {idea.products.length} selected
            </Text>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 4 }}
              spacing="sm"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={`Product concepts for ${idea.title}`}
            >
              {idea.products.map((product) => (
                <ConceptCard
                  key={product.id}
                  product={product}
                  selected={selectedIds.includes(product.id)}
                  onToggle={() => toggle(product.id)}
                />
              ))}
            </SimpleGrid>
          </>
        ) : generate.isPending ? null : (
          <Text size="sm" c="dimmed">
            No product concepts yet. Generate some from this idea.
          </Text>
        )}

        <Group justify="space-between" wrap="wrap">
          {/* Generating, saving and sharing change the idea (`write`, decision 042). */}
          <RoleLock cls="write">
            <Button variant="light" onClick={() => void runGenerate()} loading={generate.isPending}>
              {idea.products.length > 0 ? 'Generate more' : 'Generate products'}
            </Button>
          </RoleLock>
          <Can cls="write">
            <Group gap="sm">
              {idea.submitted ? (
                <>
                  <Switch
                    label="Share publicly"
                    checked={idea.isPublic}
                    disabled={update.isPending}
                    onChange={(e) =>
                      update.mutate({ id: idea.id, body: { isPublic: e.currentTarget.checked } })
                    }
                  />
                  <Button
                    variant="subtle"
                    color="gray"
                    onClick={() => setSubmitted(false)}
                    loading={submit.isPending}
                  >
                    Remove from Your ideations
                  </Button>
                </>
              ) : (
                <Button
                  onClick={() => setSubmitted(true)}
                  loading={submit.isPending}
                  disabled={idea.products.length === 0}
                >
                  Save to Your ideations
                </Button>
              )}
            </Group>
          </Can>
        </Group>
      </Stack>
    </Paper>
  );
}
