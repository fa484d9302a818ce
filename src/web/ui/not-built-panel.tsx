import { Badge, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page whose feature is not built yet: its name as the heading, what it will be, plainly that it is not
 * built, and a way back — never a screen that pretends to work, never a dead end.
 */
export function NotBuiltPanel({
  title,
  children,
  willDo = [],
  back,
}: {
  title: string;
  children: ReactNode;
  willDo?: readonly string[];
  back: { to: string; label: string };
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={680} data-testid="not-built-panel">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Stack gap={6} align="flex-start">
          <Badge color="gray" variant="light">
            Not built yet
          </Badge>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            {title}
          </Title>
        </Stack>
        <Text>{children}</Text>
        {willDo.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600} component="h2" fz="md">
              What it will do
            </Text>
            <List spacing={4}>
              {willDo.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Text c="dimmed" size="sm">
          This is not built yet, so there is nothing to use here today. We would rather say so than show a
          screen that pretends to work.
        </Text>
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      </Stack>
    </Paper>
  );
}
