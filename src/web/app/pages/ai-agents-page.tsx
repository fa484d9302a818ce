import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ASSISTANTS } from '../../../shared/rules/assistants';
import { AssistantAccessGate } from '../../features/forge-access/components/assistant-access-gate';
import { PageHeader } from '../../ui/page-header';

type AgentCard = { key: string; title: string; description: string; href: string; kind: string };

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
        <Badge variant="light" w="fit-content">
          {card.kind}
        </Badge>
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
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {ASSISTANT_CARDS.map((c) => (
                <AgentLinkCard key={c.key} card={c} />
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      </AssistantAccessGate>
    </Stack>
  );
}
