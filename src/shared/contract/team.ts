import { z } from 'zod';
import { INVITABLE_ROLES, STORE_ROLES } from '../rules/team-roles';

// Team invites and members (second document §3 "Team invite", §4, §7 "Team invites"; paths not shown, ours
// are /web/team-invites and /web/team-members, decision 037). Roles: docs/team-roles.md.

export const StoreRole = z.enum(STORE_ROLES);
export const InvitableRole = z.enum(INVITABLE_ROLES, {
  message: `role must be one of ${INVITABLE_ROLES.join(', ')}`,
});
export const TeamInviteStatus = z.enum(['PENDING', 'ACCEPTED']);
export type TeamInviteStatus = z.infer<typeof TeamInviteStatus>;

const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));
/** The link token: 43 base64url characters (256 bits). */
const InviteToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invite link is not valid');

export const TeamInviteListQuery = z.object({
  statuses: z
    .string()
    .optional()
    .transform((s, c) => {
      const list = (s ?? 'PENDING,ACCEPTED').split(',').filter(Boolean);
      const bad = list.filter((x) => !TeamInviteStatus.options.includes(x as TeamInviteStatus));
      if (bad.length) {
        c.addIssue({ code: 'custom', message: `Unknown status ${bad.join(', ')}: use PENDING or ACCEPTED` });
        return z.NEVER;
      }
      return list as TeamInviteStatus[];
    }),
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(200, 'size is at most 200').default(50),
});
export type TeamInviteListQuery = z.infer<typeof TeamInviteListQuery>;

export const TeamInvite = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StoreRole,
  status: TeamInviteStatus,
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type TeamInvite = z.infer<typeof TeamInvite>;

export const CreateTeamInviteBody = z.object({ email: Email, role: InvitableRole }).strict();
export type CreateTeamInviteBody = z.infer<typeof CreateTeamInviteBody>;

export const UpdateTeamInviteBody = z
  .object({ id: z.number().int().positive(), role: InvitableRole })
  .strict();
export type UpdateTeamInviteBody = z.infer<typeof UpdateTeamInviteBody>;

export const TeamInviteTokenQuery = z.object({ token: InviteToken });

/** What the accept page shows before anyone signs in (the link's holder only). */
export const TeamInvitePreview = z.object({
  storeTitle: z.string(),
  email: z.string(),
  role: StoreRole,
  status: TeamInviteStatus,
  /** An account with the invited email exists: the page asks to sign in rather than sign up. */
  hasAccount: z.boolean(),
});
export type TeamInvitePreview = z.infer<typeof TeamInvitePreview>;

export const AcceptTeamInviteBody = z.object({ token: InviteToken }).strict();
export type AcceptTeamInviteBody = z.infer<typeof AcceptTeamInviteBody>;

export const AcceptTeamInviteSignupBody = z
  .object({
    token: InviteToken,
    password: z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password must be at most 128 characters'),
  })
  .strict();
export type AcceptTeamInviteSignupBody = z.infer<typeof AcceptTeamInviteSignupBody>;

export const AcceptTeamInviteResponse = z.object({ storeId: z.number().int(), role: StoreRole });

export const TeamMember = z.object({
  userId: z.number().int(),
  email: z.string(),
  role: StoreRole,
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** Seats of the store's plan and how many are taken (members, owner included, plus pending invites). */
export const TeamSeats = z.object({
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  yourRole: StoreRole,
});
export type TeamSeats = z.infer<typeof TeamSeats>;

export const UpdateTeamMemberBody = z.object({ role: InvitableRole }).strict();
export type UpdateTeamMemberBody = z.infer<typeof UpdateTeamMemberBody>;

/** POST /web/team-members/{id}/transfer-ownership: the owner confirms with their password. */
export const TransferOwnershipBody = z
  .object({ currentPassword: z.string().min(1, 'Enter your password').max(128) })
  .strict();
export type TransferOwnershipBody = z.infer<typeof TransferOwnershipBody>;
