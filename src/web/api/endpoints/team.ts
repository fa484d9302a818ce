// The team API's endpoints, keyed "METHOD /path" as the server registers them, with the contract schemas of
// their query, body and response (call-api.ts infers the types from them).
import type { z } from 'zod';
import type { AuthResponse } from '../../../shared/contract/auth';
import type { CountResponse, OkResponse } from '../../../shared/contract/shared-shapes';
import type {
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

export type TeamEndpoints = {
  'GET /web/team-invites': { query: typeof TeamInviteListQuery; response: z.ZodArray<typeof TeamInvite> };
  'GET /web/team-invites/action/count': { query: typeof TeamInviteListQuery; response: typeof CountResponse };
  'POST /web/team-invites': { body: typeof CreateTeamInviteBody; response: typeof TeamInvite };
  'PUT /web/team-invites': { body: typeof UpdateTeamInviteBody; response: typeof TeamInvite };
  'POST /web/team-invites/cancel/:id': { response: typeof OkResponse };
  'POST /web/team-invites/:id/resend': { response: typeof TeamInvite };
  'GET /public/team-invites/one': { query: typeof TeamInviteTokenQuery; response: typeof TeamInvitePreview };
  'POST /web/team-invites/accept': {
    body: typeof AcceptTeamInviteBody;
    response: typeof AcceptTeamInviteResponse;
  };
  'POST /public/team-invites/accept-signup': {
    body: typeof AcceptTeamInviteSignupBody;
    response: typeof AuthResponse;
  };
  'GET /web/team-members': { response: z.ZodArray<typeof TeamMember> };
  'GET /web/team-members/action/seats': { response: typeof TeamSeats };
  'PUT /web/team-members/:id': {
    body: typeof UpdateTeamMemberBody;
    response: typeof TeamMember;
  };
  'DELETE /web/team-members/:id': { response: typeof OkResponse };
  'POST /web/team-members/:id/transfer-ownership': {
    body: typeof TransferOwnershipBody;
    response: typeof OkResponse;
  };
};
