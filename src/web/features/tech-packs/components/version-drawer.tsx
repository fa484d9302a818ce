// The version history: every saved version, newest first, with who saved it and why; any can be viewed
// read-only or restored (a restore is a new version, so nothing is lost).
import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useTechPackVersions } from '../api/tech-packs';

export function VersionDrawer({
  id,
  opened,
  onClose,
  currentVersion,
  viewing,
  onView,
  onRestore,
  restoreBlocked,
  restoring,
}: {
  id: number;
  opened: boolean;
  onClose: () => void;
  currentVersion: number;
  viewing: number;
  onView: (version: number) => void;
  onRestore: (version: number) => void;
  /** Why a restore is not offered now (unsaved edits), or null. */
  restoreBlocked: string | null;
  restoring: boolean;
}) {
  const versions = useTechPackVersions(id, opened);
  return (
    <Drawer opened={opened} onClose={onClose} title="Version history" position="right" size="md">
      {versions.isPending ? <PageLoader label="Loading versions…" /> : null}
      {versions.isError ? <PageError error={versions.error} onRetry={() => void versions.refetch()} /> : null}
      {restoreBlocked ? (
        <Text size="sm" c="dimmed" mb="sm">
          {restoreBlocked}
        </Text>
      ) : null}
      <Stack component="ol" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="Versions">
        {(versions.data ?? []).map((v) => (
          <li key={v.version}>
            <Stack
              gap={4}
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <Group gap="xs">
                <Text fw={600}>Version {v.version}</Text>
                {v.version === currentVersion ? <Badge size="sm">Current</Badge> : null}
                {v.version === viewing && v.version !== currentVersion ? (
                  <Badge size="sm" color="gray" variant="light">
                    Viewing
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {new Date(v.createdAt).toLocaleString()}
                {v.createdBy ? ` · ${v.createdBy}` : ''}
              </Text>
              {v.note ? <Text size="sm">{v.note}</Text> : null}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onView(v.version)}
                  aria-label={`View version ${v.version}`}
                >
                  View
                </Button>
                {v.version !== currentVersion ? (
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={restoreBlocked !== null}
                    loading={restoring}
                    onClick={() => onRestore(v.version)}
                    aria-label={`Restore version ${v.version}`}
                  >
                    Restore
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </li>
        ))}
      </Stack>
    </Drawer>
  );
}
