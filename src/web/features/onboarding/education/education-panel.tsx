import { Button, CloseButton, Drawer, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { findGuide, GUIDES } from '../../../../shared/rules/education-guides';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useOnboardingSession, useSetFlags } from '../api/session-flags';
import { GuideBody } from './guide-body';

const withParam = (p: URLSearchParams, key: string | null) => {
  const next = new URLSearchParams(p);
  if (key) next.set('education', key);
  else next.delete('education');
  return next;
};

/** `?education=<category>` on any page opens that guide beside the page (spec §2 query parameter). */
export function EducationDrawer() {
  const [params, setParams] = useLatestSearchParams();
  const guide = findGuide(params.get('education'));
  return (
    <Drawer
      opened={Boolean(guide)}
      onClose={() => setParams((p) => withParam(p, null), { replace: true })}
      position="right"
      size="lg"
      title={<Text fw={700}>{guide?.title}</Text>}
      closeButtonProps={{ 'aria-label': 'Close the guide' }}
      data-testid="education-drawer"
    >
      {guide ? (
        <GuideBody guide={guide} onNavigate={() => setParams((p) => withParam(p, null), { replace: true })} />
      ) : null}
    </Drawer>
  );
}

/**
 * The education panel on an area's home page: the area's guide in two lines, until the user closes it for
 * that page (kept per user in the flag `education.<category>`).
 */
export function EducationPanel() {
  const { pathname } = useLocation();
  const [, setParams] = useLatestSearchParams();
  const flags = useOnboardingSession().data?.flags;
  const setFlags = useSetFlags();
  const guide = GUIDES.find((g) => g.start.link === pathname);
  // Nothing until the flags are known, so a closed panel never flashes.
  if (!guide || !flags || flags[`education.${guide.key}`]) return null;
  return (
    <Paper
      withBorder
      p="md"
      mb="lg"
      component="aside"
      aria-label={`Guide: ${guide.title}`}
      data-testid="education-panel"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <IconSchool size={20} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={600}>{guide.title}</Text>
            <Text size="sm" c="dimmed">
              {guide.summary}
            </Text>
            <Group gap="xs" mt={4}>
              <Button size="xs" variant="light" onClick={() => setParams((p) => withParam(p, guide.key))}>
                Read the guide
              </Button>
            </Group>
          </Stack>
        </Group>
        <CloseButton
          aria-label="Hide this guide on this page"
          onClick={() => setFlags.mutate({ [`education.${guide.key}`]: true })}
        />
      </Group>
    </Paper>
  );
}
