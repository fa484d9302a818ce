import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentMessage, AgentThread } from '../../../../shared/contract/agent-threads';
import { AGENT_STALE_RUNNING_MS } from '../../../../shared/rules/agent-brief';
import { type AgentAction, useAgentAction, useAgentHistory, useTechPackVersion } from '../api';
import { useExpandedNetwork } from '../outreach/api';
import { ExpandedNetworkPanel } from '../outreach/expanded-network-panel';
import { STATUS_LABELS, STEP_LABELS, TRACKED_STEPS } from '../steps';
import { ClarifyForm } from './clarify-form';

/** Every step, the current one marked (aria-current="step"), the done ones ticked. */
export function StepTracker({ thread }: { thread: AgentThread }) {
  const current = TRACKED_STEPS.indexOf(thread.step);
  return (
    <nav aria-label="Agent steps">
      <ol style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0, margin: 0 }}>
        {TRACKED_STEPS.map((step, i) => {
          const done = i < current || (i === current && thread.status === 'DONE');
          const here = i === current;
          return (
            <li key={step} aria-current={here ? 'step' : undefined}>
              <Badge
                variant={here ? 'filled' : done ? 'light' : 'outline'}
                // Readable in every state (axe color-contrast): the current step in the primary colour, the
                // steps ahead in dark outline (gray filled or outlined text is under 4.5:1).
                color={here ? (thread.status === 'FAILED' ? 'red' : 'violet') : done ? 'teal' : 'dark'}
              >
                {done ? '✓ ' : ''}
                {STEP_LABELS[step]}
                {here && thread.status !== 'DONE' ? ` · ${STATUS_LABELS[thread.status]}` : ''}
              </Badge>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Conversation({ messages }: { messages: AgentMessage[] }) {
  return (
    <Stack gap="xs" role="log" aria-label="Conversation">
      {messages.map((m) => (
        <Paper
          key={`${m.checkpointId}-${m.role}-${m.text.slice(0, 20)}`}
          withBorder
          p="sm"
          radius="md"
          bg={m.role === 'FOUNDER' ? 'var(--mantine-color-blue-light)' : undefined}
          style={{ alignSelf: m.role === 'FOUNDER' ? 'flex-end' : 'flex-start', maxWidth: '100%' }}
        >
          <Text size="xs" c="dimmed">
            {m.role === 'FOUNDER' ? 'You' : 'Agent'} · {STEP_LABELS[m.step]}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function ReviewPanel({
  thread,
  run,
  busy,
}: {
  thread: AgentThread;
  run: (a: AgentAction) => void;
  busy: boolean;
}) {
  const techPackId = thread.state.techPackId;
  const pack = useTechPackVersion(techPackId);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`/sourcing-agent-review?techPackId=${techPackId}&threadId=${thread.id}`}>
        Review and edit the tech pack
      </Anchor>
      {pack.isPending ? (
        <Loader size="sm" aria-label="Loading the tech pack" />
      ) : pack.isError ? (
        <Alert color="red" role="alert">
          {pack.error.message}
        </Alert>
      ) : (
        <Group>
          <Button loading={busy} onClick={() => run({ kind: 'approve', version: pack.data.currentVersion })}>
            Approve version {pack.data.currentVersion} and find factories
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ShortlistPanel({
  thread,
  run,
  busy,
}: {
  thread: AgentThread;
  run: (a: AgentAction) => void;
  busy: boolean;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const [pickedExpanded, setPickedExpanded] = useState<number[]>([]);
  const matches = thread.state.matches;
  const count = picked.length + pickedExpanded.length;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Matched suppliers
      </Title>
      {matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          No supplier on Quarry matched this tech pack. Pick factories from the expanded network below, or
          edit its product name or category and start a new thread.
        </Text>
      ) : null}
      {matches.map((m) => (
        <Paper key={m.supplierId} withBorder p="sm" radius="md">
          <Checkbox
            label={`${m.name} (${m.countryCode}) — ${m.score}/100`}
            checked={picked.includes(m.supplierId)}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setPicked((old) => (on ? [...old, m.supplierId] : old.filter((x) => x !== m.supplierId)));
            }}
          />
          <List size="xs" mt={6} spacing={2} aria-label={`Why ${m.name}`}>
            {m.reasons.map((r) => (
              <List.Item key={r.component}>
                {r.text} ({r.points}/{r.maxPoints})
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
      {thread.state.techPackId != null ? (
        <ExpandedNetworkPanel
          techPackId={thread.state.techPackId}
          picked={pickedExpanded}
          onPickedChange={setPickedExpanded}
        />
      ) : null}
      <Group>
        <Button
          loading={busy}
          disabled={count === 0}
          onClick={() =>
            run({
              kind: 'shortlist',
              companyIds: picked,
              ...(pickedExpanded.length ? { expandedRecordIds: pickedExpanded } : {}),
            })
          }
        >
          Draft messages to {count === 1 ? '1 supplier' : `${count} suppliers`}
        </Button>
      </Group>
    </Stack>
  );
}

function DraftsPanel({
  thread,
  run,
  busy,
}: {
  thread: AgentThread;
  run: (a: AgentAction) => void;
  busy: boolean;
}) {
  const drafts = thread.state.drafts!;
  const [inNetwork, setInNetwork] = useState(drafts.inNetwork);
  const [expanded, setExpanded] = useState(drafts.expanded);
  const records = useExpandedNetwork(drafts.expanded.length ? thread.state.techPackId : null);
  const recordName = (id: number) => records.data?.find((r) => r.id === id)?.name;
  const changed =
    inNetwork.some((d, i) => d.message !== drafts.inNetwork[i]?.message) ||
    expanded.some((d, i) => d.message !== drafts.expanded[i]?.message);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Messages to send
      </Title>
      {inNetwork.map((d, i) => (
        <Textarea
          key={d.companyId}
          label={`Message to ${d.name}`}
          autosize
          minRows={5}
          value={d.message}
          onChange={(e) => {
            const message = e.currentTarget.value;
            setInNetwork((old) => old.map((x, j) => (j === i ? { ...x, message } : x)));
          }}
        />
      ))}
      {expanded.map((d, i) => (
        <Textarea
          key={d.recordId}
          label={`Message to ${recordName(d.recordId) ?? `expanded-network factory ${d.recordId}`}`}
          autosize
          minRows={5}
          value={d.message}
          onChange={(e) => {
            const message = e.currentTarget.value;
            setExpanded((old) => old.map((x, j) => (j === i ? { ...x, message } : x)));
          }}
        />
      ))}
      <Group>
        <Button
          variant="default"
          disabled={!changed}
          loading={busy}
          onClick={() =>
            run({
              kind: 'drafts',
              inNetwork: inNetwork.map((d) => ({ companyId: d.companyId, message: d.message })),
              expanded,
            })
          }
        >
          Save edits
        </Button>
        <Button disabled={changed} loading={busy} onClick={() => run({ kind: 'confirm' })}>
          Confirm and send
        </Button>
      </Group>
      {changed ? (
        <Text size="xs" c="dimmed">
          Save your edits before you send.
        </Text>
      ) : null}
    </Stack>
  );
}

function NextStep({ thread }: { thread: AgentThread }) {
  const action = useAgentAction(thread);
  const run = (a: AgentAction) => action.mutate(a);
  const busy = action.isPending;
  const s = thread.state;
  let body: React.ReactNode = null;
  if (thread.status === 'RUNNING')
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">The agent is working on "{STEP_LABELS[thread.step]}"…</Text>
        {Date.now() - Date.parse(thread.updatedAt) > AGENT_STALE_RUNNING_MS ? (
          <Button size="xs" variant="light" loading={busy} onClick={() => run({ kind: 'retry' })}>
            Still waiting? Try again
          </Button>
        ) : null}
      </Group>
    );
  else if (thread.status === 'FAILED')
    body = (
      <Alert color="red" title={`"${STEP_LABELS[thread.step]}" failed`} role="alert">
        <Stack gap="xs">
          <Text size="sm">{s.failure?.reason ?? 'The step failed.'}</Text>
          <Group>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={busy}
              onClick={() => run({ kind: 'retry' })}
            >
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  else if (thread.status === 'DONE')
    body = (
      <Alert color="teal" title="Messages sent">
        <Text size="sm">
          {s.sendResult?.sent ?? 0} sent
          {s.sendResult?.failed.length ? `, ${s.sendResult.failed.length} could not be sent` : ''}. Replies
          arrive in your{' '}
          <Anchor component={Link} to="/inbox/messages">
            inbox
          </Anchor>
          .
        </Text>
      </Alert>
    );
  else if (thread.step === 'CLARIFYING')
    body = (
      <ClarifyForm
        key={thread.seq}
        questions={s.questions}
        busy={busy}
        onSubmit={(answers) => run({ kind: 'answers', answers })}
      />
    );
  else if (thread.step === 'REVIEW') body = <ReviewPanel thread={thread} run={run} busy={busy} />;
  else if (thread.step === 'SHORTLIST')
    body = <ShortlistPanel key={thread.seq} thread={thread} run={run} busy={busy} />;
  else if (thread.step === 'CONFIRM' && s.drafts)
    body = <DraftsPanel key={thread.seq} thread={thread} run={run} busy={busy} />;
  return (
    <Stack gap="sm">
      {action.isError ? (
        <Alert color="red" role="alert" title="That did not go through">
          {action.error.message}
        </Alert>
      ) : null}
      {body}
    </Stack>
  );
}

/** A thread: the step tracker, the conversation (or a replay of it at a checkpoint) and the founder's next step. */
export function ThreadView({ thread }: { thread: AgentThread }) {
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const history = useAgentHistory(thread.id, replayAt);
  const replaying = replayAt != null && replayAt !== thread.checkpointId;
  return (
    <Stack gap="md">
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {thread.title}
      </Title>
      <StepTracker thread={thread} />
      <NativeSelect
        label="Show the thread as it stood at"
        data={thread.checkpoints.map((c) => ({
          value: String(c.id),
          label: `${c.seq}. ${STEP_LABELS[c.step]} — ${STATUS_LABELS[c.status]}`,
        }))}
        value={String(replayAt ?? thread.checkpointId)}
        onChange={(e) => setReplayAt(Number(e.currentTarget.value))}
        maw={420}
      />
      {replaying ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Replay of checkpoint {history.data?.checkpoint.seq ?? ''}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setReplayAt(null)}>
              Back to now
            </Button>
          </Group>
          {history.isPending ? (
            <Loader size="sm" aria-label="Loading the replay" />
          ) : history.isError ? (
            <Alert color="red" role="alert">
              {history.error.message}
            </Alert>
          ) : (
            <Conversation messages={history.data.messages} />
          )}
        </Stack>
      ) : (
        <>
          <Conversation messages={thread.messages} />
          <NextStep thread={thread} />
        </>
      )}
    </Stack>
  );
}
