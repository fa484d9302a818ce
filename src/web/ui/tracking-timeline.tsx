import { Badge, Text, Timeline } from '@mantine/core';
import type { TrackingEventView } from '../../shared/contract/tracking';
import { formatDate } from '../../shared/rules/dates';
import { TRACKING_STATUS_LABELS, type TrackingStatus } from '../../shared/rules/tracking';

const COLOR: Record<TrackingStatus, string> = {
  PRE_TRANSIT: 'gray',
  IN_TRANSIT: 'blue',
  OUT_FOR_DELIVERY: 'cyan',
  EXCEPTION: 'orange',
  DELIVERED: 'green',
  RETURNED: 'red',
  FAILURE: 'red',
  UNKNOWN: 'gray',
};

export function TrackingStatusBadge({ status }: { status: TrackingStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" autoContrast>
      {TRACKING_STATUS_LABELS[status]}
    </Badge>
  );
}

const when = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} UTC`;

/** A shipment's carrier events, newest first (the parcel's latest news on top). */
export function TrackingTimeline({ events }: { events: TrackingEventView[] }) {
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No carrier scans yet: the label is created and the parcel is waiting for pickup.
      </Text>
    );
  const newest = [...events].reverse();
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2}>
      {newest.map((e) => (
        <Timeline.Item
          key={`${e.at}-${e.status}`}
          title={TRACKING_STATUS_LABELS[e.status]}
          color={COLOR[e.status]}
        >
          <Text size="sm">{e.description}</Text>
          <Text size="xs" c="dimmed">
            {when(e.at)}
            {e.location ? ` · ${e.location}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
