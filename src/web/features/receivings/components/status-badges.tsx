import { Badge, Group } from '@mantine/core';
import type { ReceivingSummary } from '../../../../shared/contract/receivings';

const STATUS_COLORS: Record<ReceivingSummary['inboundStatus'], string> = {
  IN_QUEUE: 'gray.9',
  NOT_YET_SHIPPED: 'grape.9',
  NOT_YET_DELIVERED: 'blue.9',
  RECEIVED_BY_PIETRA: 'teal.9',
};
const LEVEL_COLORS: Record<ReceivingSummary['receivingLevel'], string> = {
  NONE: 'gray.9',
  PARTIAL: 'red.9',
  RECEIVED: 'teal.9',
};
export const LEVEL_LABELS: Record<ReceivingSummary['receivingLevel'], string> = {
  NONE: 'Not counted',
  PARTIAL: 'Partial',
  RECEIVED: 'Received in full',
};
export const OUTCOME_LABELS = {
  STORED_AT_FBP: 'Stored at the Quarry warehouse',
  FORWARDED_TO_CREATOR: 'Forwarded to you',
};

/** The inbound status (under Quarry's own name) and the receiving level. */
export function ReceivingBadges({ r }: { r: ReceivingSummary }) {
  if (r.canceled)
    return (
      <Badge color="red.9" variant="filled">
        Canceled
      </Badge>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATUS_COLORS[r.inboundStatus]} variant="filled">
        {r.inboundStatusLabel}
      </Badge>
      {r.receivingLevel !== 'NONE' ? (
        <Badge color={LEVEL_COLORS[r.receivingLevel]} variant="outline">
          {LEVEL_LABELS[r.receivingLevel]}
        </Badge>
      ) : null}
      {r.closedAt ? (
        <Badge color="dark" variant="outline">
          Closed
        </Badge>
      ) : null}
    </Group>
  );
}
