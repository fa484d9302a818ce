import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * "Share" on a shared kit: a small dialog with the public link itself (read-only, selected on focus, so it
 * can be read, checked and copied by hand) beside "Copy link".
 */
export function ShareKitButton({ link }: { link: string }) {
  const titleId = useId();
  return (
    <Popover
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      hideDetached={false}
      width={440}
    >
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconShare size={14} aria-hidden />}>
          Share
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} maw="calc(100vw - 24px)">
        <Stack gap="xs">
          <Text id={titleId} fw={600}>
            Share this kit
          </Text>
          <Text size="sm">Anyone with this link can view the kit and download its PDF.</Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label="Public link"
              value={link}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  leftSection={
                    copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                  }
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
