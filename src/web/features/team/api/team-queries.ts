import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitableRole } from '../../../../shared/rules/team-roles';
import { callApi } from '../../../api/call-api';

/** The team's query keys: every mutation here refetches the whole team (members, invites, seats). */
export const teamKeys = {
  all: () => ['team'] as const,
  members: () => ['team', 'members'] as const,
  invites: () => ['team', 'invites'] as const,
  seats: () => ['team', 'seats'] as const,
  invite: (token: string) => ['team', 'invite', token] as const,
};

/** GET /web/team-members: the owner and members with their roles. */
export const getTeamMembersQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => callApi('GET /web/team-members', { signal, quiet: true }),
  });
export const useTeamMembers = () => useQuery(getTeamMembersQueryOptions());

/** GET /web/team-invites?statuses=PENDING: invites waiting for their link to be used. */
export const getPendingInvitesQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.invites(),
    queryFn: ({ signal }) =>
      callApi('GET /web/team-invites', { query: { statuses: 'PENDING', size: 200 }, signal, quiet: true }),
  });
export const usePendingInvites = () => useQuery(getPendingInvitesQueryOptions());

/** GET /web/team-members/action/seats: the plan's seats, how many are used, and the caller's store role. */
export const getTeamSeatsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.seats(),
    queryFn: ({ signal }) => callApi('GET /web/team-members/action/seats', { signal, quiet: true }),
  });
export const useTeamSeats = () => useQuery(getTeamSeatsQueryOptions());

function useTeamMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}

export const useCreateInvite = () =>
  useTeamMutation((body: { email: string; role: InvitableRole }) =>
    callApi('POST /web/team-invites', { body, quiet: true }),
  );
export const useChangeInviteRole = () =>
  useTeamMutation((body: { id: number; role: InvitableRole }) =>
    callApi('PUT /web/team-invites', { body, quiet: true }),
  );
export const useCancelInvite = () =>
  useTeamMutation((id: number) =>
    callApi('POST /web/team-invites/cancel/:id', { params: { id }, quiet: true }),
  );
export const useResendInvite = () =>
  useTeamMutation((id: number) =>
    callApi('POST /web/team-invites/:id/resend', { params: { id }, quiet: true }),
  );
export const useChangeMemberRole = () =>
  useTeamMutation(({ userId, role }: { userId: number; role: InvitableRole }) =>
    callApi('PUT /web/team-members/:id', { params: { id: userId }, body: { role }, quiet: true }),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: number) =>
    callApi('DELETE /web/team-members/:id', { params: { id: userId }, quiet: true }),
  );

/** POST /web/team-members/{id}/transfer-ownership: the owner hands the store over (their session ends). */
export const transferOwnership = (userId: number, currentPassword: string) =>
  callApi('POST /web/team-members/:id/transfer-ownership', {
    params: { id: userId },
    body: { currentPassword },
    quiet: true,
  });

/** GET /public/team-invites/one?token=: what the invite link offers (store, email, role, status). */
export const useInvitePreview = (token: string) =>
  useQuery({
    queryKey: teamKeys.invite(token),
    queryFn: ({ signal }) =>
      callApi('GET /public/team-invites/one', { query: { token }, signal, quiet: true }),
    enabled: token.length > 0,
    retry: false,
  });

/** POST /web/team-invites/accept: the signed-in account joins the store. */
export const acceptInvite = (token: string) =>
  callApi('POST /web/team-invites/accept', { body: { token }, quiet: true });

/** POST /public/team-invites/accept-signup: a new account for the invited email joins the store. */
export const acceptInviteBySignup = (body: { token: string; password: string }) =>
  callApi('POST /public/team-invites/accept-signup', { body, quiet: true });
