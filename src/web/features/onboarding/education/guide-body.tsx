import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Guide } from '../../../../shared/rules/education-guides';

/** A guide's text and where to put it to work. */
export function GuideBody({ guide, onNavigate }: { guide: Guide; onNavigate?: () => void }) {
  return (
    <Stack gap="sm">
      {guide.paragraphs.map((p) => (
        <Text key={p.slice(0, 40)} lh={1.6}>
          {p}
        </Text>
      ))}
      <Anchor component={Link} to={guide.start.link} fw={600} onClick={onNavigate}>
        {guide.start.label} →
      </Anchor>
    </Stack>
  );
}
