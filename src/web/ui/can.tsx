// The web's side of the role matrix (decision 042): hide what a role cannot use at all, and disable with an
// explanation what the member would otherwise look for. The server's role guard checks every call regardless.
import { Button, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { RouteClass } from '../../shared/rules/team-roles';
import { useCan, useRefusal } from '../api/use-can';
import { PageHeader } from './page-header';

/** Renders `children` only when the member's role may call routes of `cls` (else `fallback`). */
export function Can({
  cls,
  children,
  fallback = null,
}: {
  cls: RouteClass;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(cls) ? children : fallback}</>;
}

type LockableProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
  'aria-disabled'?: boolean;
  'data-disabled'?: boolean;
  loading?: boolean;
};

/**
 * One control (a Mantine Button or ActionIcon) the role may not use: it stays in place and focusable, looks
 * disabled, does nothing when pressed, and says why in a tooltip (hover, focus or touch) and to screen readers.
 */
export function RoleLock({ cls, children }: { cls: RouteClass; children: ReactElement<LockableProps> }) {
  const reason = useRefusal(cls);
  const id = useId();
  if (!reason) return children;
  const locked = cloneElement(children, {
    'data-disabled': true,
    'aria-disabled': true,
    'aria-describedby': id,
    loading: false,
    onClick: (event: MouseEvent<HTMLElement>) => {
      // Not `disabled`: a disabled button has no pointer or focus events, so it could not explain itself.
      event.preventDefault();
      event.stopPropagation();
    },
  });
  return (
    <>
      <Tooltip
        label={reason}
        events={{ hover: true, focus: true, touch: true }}
        multiline
        maw={280}
        withArrow
      >
        {locked}
      </Tooltip>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
}

/** The explanation in the page's text, for a section or form the role may see but not change. */
export function RoleNote({ cls }: { cls: RouteClass }) {
  const reason = useRefusal(cls);
  if (!reason) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="role-note">
      <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {reason}
      </Text>
    </Group>
  );
}

const PLAIN_FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** A form the role may see but not change: its fields and buttons disabled, with the reason above them. */
export function RoleFieldset({ cls, children }: { cls: RouteClass; children: ReactNode }) {
  const reason = useRefusal(cls);
  if (!reason) return <>{children}</>;
  return (
    <>
      <RoleNote cls={cls} />
      <fieldset disabled style={{ ...PLAIN_FIELDSET, marginTop: 'var(--mantine-spacing-sm)' }}>
        {children}
      </fieldset>
    </>
  );
}

/** A page whose whole purpose the role may not use (checkout for a viewer): what it is, why not, a way back. */
export function RoleRefusedPage({
  cls,
  title,
  back,
}: {
  cls: RouteClass;
  title: string;
  back: { to: string; label: string };
}) {
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={title} />
      <Paper withBorder p="lg" data-testid="role-refused-page">
        <Stack gap="sm" align="flex-start">
          <RoleNote cls={cls} />
          <Button component={Link} to={back.to} variant="light">
            {back.label}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
