import { z } from 'zod';
import { AuthResponse } from '../../../shared/contract/auth';
import { CountResponse, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import {
  AcceptTeamInviteBody,
  AcceptTeamInviteResponse,
  AcceptTeamInviteSignupBody,
  CreateTeamInviteBody,
  TeamInvite,
  TeamInviteListQuery,
  TeamInvitePreview,
  TeamInviteTokenQuery,
  TeamMember,
  TeamSeats,
  TransferOwnershipBody,
  UpdateTeamInviteBody,
  UpdateTeamMemberBody,
} from '../../../shared/contract/team';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { acceptTeamInvite, acceptTeamInviteBySignup, previewTeamInvite } from './accept';
import {
  cancelTeamInvite,
  countTeamInvites,
  createTeamInvite,
  listTeamInvites,
  resendTeamInvite,
  updateTeamInvite,
} from './invites';
import { changeTeamMemberRole, listTeamMembers, removeTeamMember, transferOwnership } from './members';
import { countSeats } from './seats';

const store = { access: 'store' } as const;
const tags = ['team'];

/** Team invites and members (second document §7 "Team invites"; decision 037). */
export function teamRoutes(app: Api, deps: AppDeps) {
  const invites = { db: deps.db, email: deps.email, publicUrl: deps.config.publicUrl };
  const accept = { db: deps.db, bus: deps.bus, tokens: deps.tokens, limiter: deps.authLimiter };
  const members = { db: deps.db, bus: deps.bus };

  app.get(
    '/web/team-invites',
    {
      config: store,
      schema: {
        tags,
        summary: "The store's team invites (statuses PENDING,ACCEPTED by default), newest first",
        querystring: TeamInviteListQuery,
        response: { 200: z.array(TeamInvite) },
      },
    },
    async (req) => listTeamInvites(deps.db, storeCtx(req.ctx), req.query),
  );
  app.get(
    '/web/team-invites/action/count',
    {
      config: store,
      schema: {
        tags,
        summary: 'Number of team invites',
        querystring: TeamInviteListQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countTeamInvites(deps.db, storeCtx(req.ctx), req.query),
  );
  app.post(
    '/web/team-invites',
    {
      config: store,
      schema: {
        tags,
        summary: 'Invite by email with a role; the invitee gets a link by email (409 when no seat is left)',
        body: CreateTeamInviteBody,
        response: { 200: TeamInvite },
      },
    },
    async (req) => createTeamInvite(invites, storeCtx(req.ctx), req.body),
  );
  app.put(
    '/web/team-invites',
    {
      config: store,
      schema: {
        tags,
        summary: "Change a pending invite's role",
        body: UpdateTeamInviteBody,
        response: { 200: TeamInvite },
      },
    },
    async (req) => updateTeamInvite(deps.db, storeCtx(req.ctx), req.body),
  );
  app.post(
    '/web/team-invites/cancel/:id',
    {
      config: store,
      schema: {
        tags,
        summary: 'Cancel a pending invite; its link stops working',
        params: IdParam,
        response: { 200: OkResponse },
      },
    },
    async (req) => cancelTeamInvite(deps.db, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    '/web/team-invites/:id/resend',
    {
      config: store,
      schema: {
        tags,
        summary: 'Send a pending invite again with a new link (the old one stops working)',
        params: IdParam,
        response: { 200: TeamInvite },
      },
    },
    async (req) => resendTeamInvite(invites, storeCtx(req.ctx), req.params.id),
  );
  app.get(
    '/public/team-invites/one',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The invite behind a link: store, email, role, status',
        querystring: TeamInviteTokenQuery,
        response: { 200: TeamInvitePreview },
      },
    },
    async (req) => previewTeamInvite(deps.db, req.query.token),
  );
  app.post(
    '/web/team-invites/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accept an invite as the signed-in account (it must be the invited email, without a store)',
        body: AcceptTeamInviteBody,
        response: { 200: AcceptTeamInviteResponse },
      },
    },
    async (req) => acceptTeamInvite(accept, req.ctx, req.body.token),
  );
  app.post(
    '/public/team-invites/accept-signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign up through an invite: the new account joins the store',
        body: AcceptTeamInviteSignupBody,
        response: { 200: AuthResponse },
      },
    },
    async (req) => acceptTeamInviteBySignup(accept, req.ctx, req.body),
  );
  app.get(
    '/web/team-members',
    {
      config: store,
      schema: {
        tags,
        summary: "The store's owner and members with their roles",
        response: { 200: z.array(TeamMember) },
      },
    },
    async (req) => listTeamMembers(deps.db, storeCtx(req.ctx)),
  );
  app.get(
    '/web/team-members/action/seats',
    {
      config: store,
      schema: {
        tags,
        summary: "Seats of the store's plan, how many are used, and your role",
        response: { 200: TeamSeats },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      const { seats, seatsUsed } = await countSeats(deps.db, ctx.storeId);
      return { seats, seatsUsed, yourRole: ctx.storeRole ?? 'VIEWER' };
    },
  );
  app.put(
    '/web/team-members/:id',
    {
      config: store,
      schema: {
        tags,
        summary: "Change a member's role",
        params: IdParam,
        body: UpdateTeamMemberBody,
        response: { 200: TeamMember },
      },
    },
    async (req) => changeTeamMemberRole(members, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.delete(
    '/web/team-members/:id',
    {
      config: store,
      schema: {
        tags,
        summary: 'Remove a member: their sessions end at once',
        params: IdParam,
        response: { 200: OkResponse },
      },
    },
    async (req) => removeTeamMember(members, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    '/web/team-members/:id/transfer-ownership',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Make a member the store owner (owner only, with their password); the owner stays as an admin',
        params: IdParam,
        body: TransferOwnershipBody,
        response: { 200: OkResponse },
      },
    },
    async (req) => transferOwnership(members, storeCtx(req.ctx), req.params.id, req.body),
  );
}
