import { Button, Group, Textarea } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { MAX_COPILOT_MESSAGE } from '../../../../shared/contract/copilot';

/** The message box: Enter sends, Shift+Enter is a new line; disabled while the co-pilot answers. */
export function Composer({
  onSend,
  isSending,
}: {
  onSend: (text: string) => Promise<unknown>;
  isSending: boolean;
}) {
  const [text, setText] = useState('');
  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const value = text.trim();
    if (!value || isSending) return;
    try {
      await onSend(value);
      setText('');
    } catch {
      // The page shows the error; the text stays so it can be sent again.
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };
  return (
    <form onSubmit={send} aria-label="Message the co-pilot">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          label="Message"
          placeholder="e.g. Start a brand kit for soy candles"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MAX_COPILOT_MESSAGE}
          disabled={isSending}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={isSending} disabled={!text.trim()}>
          Send
        </Button>
      </Group>
    </form>
  );
}
