import { Alert, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { KitRequest, KitRequestKind } from '../../../../shared/contract/brand-kits';
import { archiveRequests, getLatestRequest } from '../api/kit-actions';

export const REQUEST_PROGRESS_LABELS: Record<KitRequestKind, string> = {
  TARGET_AUDIENCE: 'Finding target audiences…',
  BRAND_IDEA: 'Creating brand ideas…',
  PRODUCT_SKU: 'Creating product ideas…',
  MARKET_RESEARCH: 'Writing market research…',
  IMAGE: 'Generating images…',
};

const FAILURE_LABELS: Record<KitRequestKind, string> = {
  TARGET_AUDIENCE: "We couldn't find target audiences",
  BRAND_IDEA: "We couldn't create brand ideas",
  PRODUCT_SKU: "We couldn't create product ideas",
  MARKET_RESEARCH: "We couldn't write the market research",
  IMAGE: "We couldn't generate the images",
};

/** One progress bar per request still running, announced politely to screen readers as it moves. */
export function GenerationProgress({ pending }: { pending: KitRequest[] }) {
  return (
    <div aria-live="polite" data-testid="generation-progress">
      {pending.length > 0 ? (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            {pending.map((request) => {
              const { done, total } = request.progress;
              const label = REQUEST_PROGRESS_LABELS[request.type];
              const text = total > 0 ? `${label} ${Math.min(done, total)} of ${total}` : label;
              return (
                <Stack key={request.id} gap={2}>
                  <Text size="sm">{text}</Text>
                  <Progress
                    value={total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 5}
                    size="sm"
                    animated
                    aria-label={text}
                  />
                </Stack>
              );
            })}
          </Stack>
        </Paper>
      ) : null}
    </div>
  );
}

/**
 * Requests that stopped running and failed: when a PENDING request leaves the kit, its type's latest request
 * says how it ended (spec §4: "on failure … the error is reported").
 */
export function useFailedRequests(kitId: number, pending: KitRequest[] | undefined) {
  const [failed, setFailed] = useState<KitRequest[]>([]);
  const previous = useRef<KitRequest[]>([]);
  useEffect(() => {
    if (!pending) return;
    const still = new Set(pending.map((r) => r.id));
    const finished = previous.current.filter((r) => !still.has(r.id));
    previous.current = pending;
    for (const request of finished) {
      getLatestRequest(kitId, request.type)
        .then((latest) => {
          if (latest?.id === request.id && latest.status === 'FAILURE')
            setFailed((list) => [...list.filter((r) => r.id !== latest.id), latest]);
        })
        .catch(() => undefined);
    }
  }, [kitId, pending]);
  // A dismissed failure is archived on the server too, so it is not reported again.
  const dismiss = (id: number) => {
    setFailed((list) => list.filter((r) => r.id !== id));
    archiveRequests(kitId).catch(() => undefined);
  };
  return { failed, dismiss };
}

export function FailedRequests({
  failed,
  onDismiss,
}: {
  failed: KitRequest[];
  onDismiss: (id: number) => void;
}) {
  if (failed.length === 0) return null;
  return (
    <Stack gap="xs">
      {failed.map((request) => (
        <Alert key={request.id} color="red" variant="light" role="alert">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">
              {FAILURE_LABELS[request.type]}
              {request.error ? `: ${request.error}` : '.'} Try again when you're ready.
            </Text>
            <CloseButton aria-label="Dismiss" onClick={() => onDismiss(request.id)} />
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
