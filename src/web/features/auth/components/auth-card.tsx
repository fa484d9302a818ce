import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The sign-in page's frame (brand, tagline, a bordered card) for the other account pages. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Center mih="calc(100dvh - 64px)">
      <Stack w="100%" maw={420} gap="lg">
        <Stack gap={4} align="center">
          <Text c="violet.7" fz={32} fw={700} lh={1.2}>
            Quarry
          </Text>
          <Text c="dimmed" ta="center">
            Source, design, make and sell your product brand.
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="lg">
          <Stack gap="md">
            <Title order={1} fz="h3">
              {heading}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
