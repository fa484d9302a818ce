import { Badge, Group } from '@mantine/core';
import type { ReceivingSummary } from '../../../../shared/contract/receivings';

const STATUS_COLORS: Record<ReceivingSummary['inboundStatus'], string> = {
  IN_QUEUE: 'gray',
  NOT_YET_SHIPPED: 'yellow',
  NOT_YET_DELIVERED: 'blue',
  RECEIVED_BY_PIETRA: 'green',
};
const LEVEL_COLORS: Record<ReceivingSummary['receivingLevel'], string> = {
  NONE: 'gray',
  PARTIAL: 'orange',
  RECEIVED: 'green',
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
      <Badge color="red" variant="light">
        Canceled
      </Badge>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATUS_COLORS[r.inboundStatus]} variant="light">
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
