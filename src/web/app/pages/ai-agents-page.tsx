import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ASSISTANTS } from '../../../shared/rules/assistants';
import { PLANS, requiredPlanFor } from '../../../shared/rules/plans';
import { getSessionQueryOptions } from '../../api/session-query';
import { AssistantAccessGate } from '../../features/forge-access/components/assistant-access-gate';
import { PageHeader } from '../../ui/page-header';

type AgentCard = {
  key: string;
  title: string;
  description: string;
  href: string;
  kind: string;
  /** The plan the card's page needs when the store's plan lacks it (the page then offers the upgrade). */
  needsPlan?: string;
};

/** The agents that act on their own, beside the homebase assistants. */
const AGENTS: AgentCard[] = [
  {
    key: 'sourcing-agent',
    title: 'AI sourcing agent',
    description: 'From an idea to a tech pack, a shortlist of matched factories and messages sent to them.',
    href: '/sourcing-agent',
    kind: 'Agent',
  },
  {
    key: 'tariff-rate-agent',
    title: 'Tariff rate agent',
    description: 'HTS classification and landed cost per unit, compared across countries of origin.',
    href: '/tariff-rate-agent',
    kind: 'Agent',
  },
  {
    key: 'co-pilot',
    title: 'Brand Co-pilot',
    description: 'One conversation that finds products, starts brand kits and opens custom projects for you.',
    href: '/co-pilot',
    kind: 'Co-pilot',
  },
];

const ASSISTANT_CARDS: AgentCard[] = ASSISTANTS.map((a) => ({
  key: a.key,
  title: a.title,
  description: a.description,
  href: `/llm/${a.key}`,
  kind: 'Assistant',
}));

function AgentLinkCard({ card }: { card: AgentCard }) {
  return (
    <Card
      component={Link}
      to={card.href}
      withBorder
      padding="md"
      radius="md"
      data-testid={`agent-${card.key}`}
    >
      <Stack gap={6}>
        <Group gap={6}>
          <Badge variant="light">{card.kind}</Badge>
          {card.needsPlan ? (
            <Badge variant="light" color="orange">
              {card.needsPlan} plan
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{card.title}</Text>
        <Text size="sm" c="dimmed">
          {card.description}
        </Text>
      </Stack>
    </Card>
  );
}

/** /ai-agents (bare layout): the AI assistants behind the forge access gate, and the agents. */
export default function AiAgentsPage() {
  // The assistants' pages are the "AI assistants" area of the Professional plan (the side menu's flag);
  // the agents are open to every store. A store without the plan sees which cards need it, up front.
  const session = useQuery(getSessionQueryOptions());
  const planned = session.data?.menus['ai-assistants'] !== false;
  const plan = PLANS[requiredPlanFor('AI_ASSISTANTS')].name;
  const assistants = planned ? ASSISTANT_CARDS : ASSISTANT_CARDS.map((c) => ({ ...c, needsPlan: plan }));
  return (
    <Stack p={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto" w="100%">
      <AssistantAccessGate>
        <PageHeader title="AI assistants" description="Pick an assistant or an agent to work with." />
        <Stack gap="lg">
          <section aria-labelledby="agents-heading">
            <Title order={2} fz="lg" mb="sm" id="agents-heading">
              Agents
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {AGENTS.map((c) => (
                <AgentLinkCard key={c.key} card={c} />
              ))}
            </SimpleGrid>
          </section>
          <section aria-labelledby="assistants-heading">
            <Title order={2} fz="lg" mb="sm" id="assistants-heading">
              Assistants
            </Title>
            {planned ? null : (
              <Alert color="orange" variant="light" mb="sm" title={`Part of the ${plan} plan`}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    The assistants answer from your store's own data. Upgrade to {plan} or above and they open
                    at once; the agents above work on every plan.
                  </Text>
                  {/* The plans dialog opens over the main layout; this page is bare (spec: usable without it). */}
                  <Button component={Link} to="/homebase?open=manage_plan&step=manage" size="xs">
                    See plans
                  </Button>
                </Stack>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {assistants.map((c) => (
                <AgentLinkCard key={c.key} card={c} />
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      </AssistantAccessGate>
    </Stack>
  );
}
