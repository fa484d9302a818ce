import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TechPackAgentType } from '../../../../shared/contract/tech-packs';
import { agentItemType } from '../../../../shared/rules/agent-brief';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import {
  reportAgentView,
  useAgentThread,
  useAgentThreads,
  useStartThread,
  useThreadOfTechPack,
} from '../api';
import { ThreadView } from '../components/thread-view';
import { OutreachTools } from '../outreach/outreach-tools';
import { AGENT_TABS, AGENT_TYPE_LABELS, STATUS_LABELS, STEP_LABELS } from '../steps';

const PLACEHOLDERS: Record<TechPackAgentType, string> = {
  DESIGN_SOURCE: 'e.g. An organic cotton tee made of 220 gsm jersey, 500 units at $6.50, shipped to the US',
  PACKAGING: 'e.g. A kraft mailer box 10x8x2 for our tees, 2000 boxes, shipped to Canada',
  TARIFF_RATE: '',
};

function StartThread({
  agentType,
  initialIdea,
  onStarted,
}: {
  agentType: TechPackAgentType;
  initialIdea: string;
  onStarted: (id: number) => void;
}) {
  const [idea, setIdea] = useState(initialIdea);
  const start = useStartThread();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (idea.trim().length < 3) return;
    start.mutate({ agentType, idea: idea.trim() }, { onSuccess: (t) => onStarted(t.id) });
  };
  return (
    <form onSubmit={submit} aria-label="Start the agent">
      <Stack gap="sm">
        <Textarea
          label="Your idea"
          description="What you want made: the product, how many, the price you aim for, where it goes. The agent asks for what is missing."
          placeholder={PLACEHOLDERS[agentType]}
          autosize
          minRows={3}
          maxLength={2000}
          value={idea}
          onChange={(e) => setIdea(e.currentTarget.value)}
        />
        {start.isError ? (
          <Alert color="red" role="alert" title="The agent could not start">
            {start.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={start.isPending} disabled={idea.trim().length < 3}>
            Start the agent
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PastThreads({ current, onOpen }: { current: number | null; onOpen: (id: number) => void }) {
  const threads = useAgentThreads();
  if (threads.isPending) return <PageLoader label="Loading your threads…" />;
  if (threads.isError)
    return (
      <PageError
        title="We couldn't load your threads"
        error={threads.error}
        onRetry={() => threads.refetch()}
      />
    );
  if (threads.data.length === 0)
    return <EmptySection title="No agent threads yet">Describe an idea above to start one.</EmptySection>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {threads.data.map((t) => (
        <li key={t.id}>
          <Paper withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Anchor
                component="button"
                type="button"
                onClick={() => onOpen(t.id)}
                fw={t.id === current ? 700 : 500}
                style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
              >
                {t.title}
              </Anchor>
              <Group gap={6}>
                <Badge variant="light">{AGENT_TYPE_LABELS[t.agentType]}</Badge>
                <Badge
                  variant="light"
                  color={t.status === 'FAILED' ? 'red' : t.status === 'DONE' ? 'teal' : 'gray'}
                >
                  {STEP_LABELS[t.step]} · {STATUS_LABELS[t.status]}
                </Badge>
              </Group>
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

function OpenThread({ id }: { id: number }) {
  const thread = useAgentThread(id);
  if (thread.isPending) return <PageLoader label="Loading the thread…" />;
  if (thread.isError)
    return (
      <PageError title="We couldn't load this thread" error={thread.error} onRetry={() => thread.refetch()} />
    );
  return <ThreadView thread={thread.data} />;
}

/**
 * /sourcing-agent (bare layout): start the agent on an idea (`aiAgentsInputScreenValue` fills it in), follow a
 * thread through its steps (`?threadId=` reopens one), and the past threads.
 */
export default function SourcingAgentPage() {
  const [params, setParams] = useLatestSearchParams();
  const techPackId = Number(params.get('techPackId')) || null;
  const ofTechPack = useThreadOfTechPack(params.get('threadId') ? null : techPackId);
  const threadId = Number(params.get('threadId')) || ofTechPack.data || null;
  const tabParam = params.get('step');
  const [agentType, setAgentType] = useState<TechPackAgentType>(
    tabParam === 'packaging' ? 'PACKAGING' : 'DESIGN_SOURCE',
  );
  const idea = params.get('aiAgentsInputScreenValue') ?? '';
  const thread = useAgentThread(threadId);
  const shownType = thread.data?.agentType ?? agentType;

  useEffect(() => reportAgentView(agentItemType(shownType)), [shownType]);

  const open = (id: number) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.set('threadId', String(id));
      next.delete('techPackId');
      next.delete('aiAgentsInputScreenValue');
      return next;
    });
  const startNew = () =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.delete('threadId');
      next.delete('techPackId');
      return next;
    });

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader
        title="AI sourcing agent"
        description="From an idea to a tech pack, a shortlist of matched factories and messages sent — you approve every step."
        actions={
          threadId ? (
            <Button variant="default" onClick={startNew}>
              New thread
            </Button>
          ) : null
        }
      />
      <Stack gap="xl">
        {techPackId && !threadId && ofTechPack.isPending ? (
          <PageLoader label="Finding the thread of this tech pack…" />
        ) : threadId ? (
          <OpenThread id={threadId} />
        ) : (
          <Tabs value={agentType} onChange={(v) => v && setAgentType(v as TechPackAgentType)}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Tabs.List aria-label="Agent">
                {AGENT_TABS.filter((t) => t.value !== 'TARIFF_RATE').map((t) => (
                  <Tabs.Tab key={t.value} value={t.value}>
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Anchor component={Link} to="/tariff-rate-agent" size="sm">
                Tariff rates and landed cost →
              </Anchor>
            </Group>
            <Box pt="md">
              <StartThread key={agentType} agentType={agentType} initialIdea={idea} onStarted={open} />
            </Box>
          </Tabs>
        )}
        <Stack gap="sm">
          <Text fw={600} component="h2" size="lg" m={0}>
            Your threads
          </Text>
          <PastThreads current={threadId} onOpen={open} />
        </Stack>
        <OutreachTools />
      </Stack>
    </Container>
  );
}
