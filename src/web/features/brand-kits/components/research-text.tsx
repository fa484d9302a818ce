import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isResearchTitleLine } from '../../../../shared/rules/brand-kit';

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/;

/** Emphasis markers of a model's markdown are dropped: the text is shown as text, never as HTML. */
const plain = (s: string) => s.replace(/\*\*|__/g, '').trim();

/**
 * Market research text (light markdown: #-headings, bullet lists, blank-line paragraphs) as blocks. A title
 * line on its own above text or a list ("Market overview", then its paragraph) is a heading too: that is
 * how a plain-text answer marks its sections.
 */
export function researchBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = (beforeList = false) => {
    const [first, ...rest] = paragraph;
    if (first !== undefined && isResearchTitleLine(first) && (rest.length > 0 || beforeList)) {
      blocks.push({ kind: 'heading', level: 2, text: first });
      if (rest.length) blocks.push({ kind: 'paragraph', text: rest.join(' ') });
    } else if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(raw);
    if (line === '') flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: (heading[1] as string).length as 1 | 2 | 3,
        text: plain(heading[2] as string),
      });
    } else if (bullet) {
      flush(true);
      const last = blocks[blocks.length - 1];
      const item = plain(bullet[1] as string);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else paragraph.push(plain(line));
  }
  flush();
  return blocks;
}

/** Renders the research as headings, paragraphs and lists in the slide's text colour. */
export function ResearchText({ text }: { text: string }) {
  const nodes: ReactNode[] = researchBlocks(text).map((block, i) => {
    const key = `${block.kind}-${i}`;
    if (block.kind === 'heading')
      return (
        <Title key={key} order={(block.level + 2) as 3 | 4 | 5} c="inherit">
          {block.text}
        </Title>
      );
    if (block.kind === 'list')
      return (
        <List key={key} c="inherit" spacing={4}>
          {block.items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are the text's lines, in order.
            <List.Item key={j}>{item}</List.Item>
          ))}
        </List>
      );
    return (
      <Text key={key} c="inherit">
        {block.text}
      </Text>
    );
  });
  return <Stack gap="sm">{nodes}</Stack>;
}
