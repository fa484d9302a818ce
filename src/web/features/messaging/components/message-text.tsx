import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { splitLinks } from '../linkify';

/**
 * A message body as text: React text nodes only (never HTML), newlines kept, and web links made
 * clickable by building <a> elements from the matched text.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => {
    let offset = 0;
    return splitLinks(text).map((part) => {
      const key = offset;
      offset += part.text.length;
      return { ...part, key };
    });
  }, [text]);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
      {parts.map((part) =>
        part.kind === 'link' ? (
          <Anchor key={part.key} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {part.text}
          </Anchor>
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
