import { Badge, Button, Divider, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { TeamInvite, TeamMember } from '../../../../shared/contract/team';
import { canRole, type InvitableRole, STORE_ROLE_LABELS } from '../../../../shared/rules/team-roles';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import {
  useCancelInvite,
  useChangeInviteRole,
  useChangeMemberRole,
  usePendingInvites,
  useRemoveMember,
  useResendInvite,
  useTeamMembers,
  useTeamSeats,
} from '../api/team-queries';
import { InviteDialog, ROLE_OPTIONS } from './invite-dialog';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

const failed = (e: unknown) =>
  notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'That did not work' });

function RoleControl({
  label,
  role,
  canManage,
  onChange,
}: {
  label: string;
  role: TeamMember['role'];
  canManage: boolean;
  onChange: (role: InvitableRole) => void;
}) {
  if (!canManage || role === 'OWNER') return <Badge variant="light">{STORE_ROLE_LABELS[role]}</Badge>;
  return (
    <Select
      aria-label={label}
      size="xs"
      w={170}
      data={ROLE_OPTIONS}
      value={role}
      allowDeselect={false}
      onChange={(v) => v && v !== role && onChange(v as InvitableRole)}
    />
  );
}

function MemberRow({
  member,
  canManage,
  onTransfer,
}: {
  member: TeamMember;
  canManage: boolean;
  /** Set when you are the owner: hand the store to this member. */
  onTransfer?: (member: TeamMember) => void;
}) {
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const manageable = canManage && !member.isYou && member.role !== 'OWNER';
  return (
    <Group justify="space-between" wrap="wrap" py="xs" data-testid="team-member-row">
      <Stack gap={0}>
        <Text fw={500}>
          {member.email}
          {member.isYou ? ' (you)' : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Joined {new Date(member.joinedAt).toLocaleDateString()}
        </Text>
      </Stack>
      <Group gap="xs">
        <RoleControl
          label={`Role of ${member.email}`}
          role={member.role}
          canManage={manageable}
          onChange={(role) =>
            changeRole.mutate(
              { userId: member.userId, role },
              {
                onSuccess: () =>
                  notifications.show({ message: `${member.email} is now ${STORE_ROLE_LABELS[role]}.` }),
                onError: failed,
              },
            )
          }
        />
        {manageable && onTransfer ? (
          <Button
            size="xs"
            variant="subtle"
            aria-label={`Make owner: ${member.email}`}
            onClick={() => onTransfer(member)}
          >
            Make owner
          </Button>
        ) : null}
        {manageable ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={`Remove ${member.email}`}
            onClick={() => {
              if (!window.confirm(`Remove ${member.email} from the store? Their sessions end at once.`))
                return;
              remove.mutate(member.userId, {
                onSuccess: () => notifications.show({ message: `${member.email} was removed.` }),
                onError: failed,
              });
            }}
          >
            Remove
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

function InviteRow({ invite, canManage }: { invite: TeamInvite; canManage: boolean }) {
  const changeRole = useChangeInviteRole();
  const cancel = useCancelInvite();
  const resend = useResendInvite();
  return (
    <Group justify="space-between" wrap="wrap" py="xs" data-testid="team-invite-row">
      <Stack gap={0}>
        <Group gap="xs">
          <Text fw={500}>{invite.email}</Text>
          <Badge size="sm" color="yellow" variant="light">
            Pending
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Invited {new Date(invite.createdAt).toLocaleDateString()}
        </Text>
      </Stack>
      <Group gap="xs">
        <RoleControl
          label={`Role offered to ${invite.email}`}
          role={invite.role}
          canManage={canManage}
          onChange={(role) => changeRole.mutate({ id: invite.id, role }, { onError: failed })}
        />
        {canManage ? (
          <>
            <Button
              size="xs"
              variant="subtle"
              loading={resend.isPending}
              aria-label={`Resend invite to ${invite.email}`}
              onClick={() =>
                resend.mutate(invite.id, {
                  onSuccess: () => notifications.show({ message: `A new link was sent to ${invite.email}.` }),
                  onError: failed,
                })
              }
            >
              Resend
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={cancel.isPending}
              aria-label={`Cancel invite to ${invite.email}`}
              onClick={() => cancel.mutate(invite.id, { onError: failed })}
            >
              Cancel invite
            </Button>
          </>
        ) : null}
      </Group>
    </Group>
  );
}

/** /account-info's Team section: members and pending invites; owners and admins invite and manage them. */
export function TeamSection() {
  const seats = useTeamSeats();
  const members = useTeamMembers();
  const invites = usePendingInvites();
  const [inviting, setInviting] = useState(false);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);

  let body: React.ReactNode;
  if (seats.isPending || members.isPending || invites.isPending)
    body = <PageLoader label="Loading your team…" />;
  else if (seats.isError || members.isError || invites.isError) {
    body = (
      <PageError
        title="We couldn't load your team"
        error={seats.error ?? members.error ?? invites.error}
        onRetry={() => {
          void seats.refetch();
          void members.refetch();
          void invites.refetch();
        }}
      />
    );
  } else {
    const canManage = canRole(seats.data.yourRole, 'team-admin');
    const full = seats.data.seatsUsed >= seats.data.seats;
    body = (
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {seats.data.seatsUsed} of {seats.data.seats} seats used · you are{' '}
            <strong>{STORE_ROLE_LABELS[seats.data.yourRole]}</strong>
          </Text>
          {canManage ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setInviting(true)}
              disabled={full}
              title={full ? 'Every seat of your plan is taken' : undefined}
            >
              Invite teammate
            </Button>
          ) : null}
        </Group>
        {full && canManage ? (
          <Text size="sm" c="dimmed">
            Every seat of your plan is taken: cancel an invite, remove a member or upgrade your plan to invite
            more.
          </Text>
        ) : null}
        <Stack gap={0} aria-label="Members">
          {members.data.map((m) => (
            <MemberRow
              key={m.userId}
              member={m}
              canManage={canManage}
              onTransfer={seats.data.yourRole === 'OWNER' ? setTransferTo : undefined}
            />
          ))}
        </Stack>
        <Divider label="Pending invites" labelPosition="left" />
        {invites.data.length === 0 ? (
          <EmptySection title="No pending invites">
            {canManage ? 'Invite a teammate by email; they join when they open the link.' : null}
          </EmptySection>
        ) : (
          <Stack gap={0} aria-label="Pending invites">
            {invites.data.map((i) => (
              <InviteRow key={i.id} invite={i} canManage={canManage} />
            ))}
          </Stack>
        )}
        <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
        <TransferOwnershipDialog member={transferTo} onClose={() => setTransferTo(null)} />
      </Stack>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="team-heading">
      <Title order={2} fz="lg" id="team-heading">
        Team
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        People who work in this store with you, and what each may do.
      </Text>
      <Divider mb="md" />
      {body}
    </Paper>
  );
}
