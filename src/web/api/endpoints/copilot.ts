// The Brand Co-pilot's and the forge access code's endpoints (issue 24), keyed "METHOD /path" as the server
// registers them, with the contract schemas of their body and response.
import type { z } from 'zod';
import type { CopilotConversation, SendCopilotMessageBody } from '../../../shared/contract/copilot';
import type {
  ForgeAccessGranted,
  ForgeWaitlistJoined,
  SubmitForgeCodeBody,
  SubmitForgeEmailBody,
} from '../../../shared/contract/forge-access';

export type CopilotEndpoints = {
  'POST /web/co-pilot/messages': {
    body: typeof SendCopilotMessageBody;
    response: typeof CopilotConversation;
  };
  'GET /web/co-pilot/conversations/latest': { response: z.ZodNullable<typeof CopilotConversation> };
  'GET /web/co-pilot/conversations/:id': { response: typeof CopilotConversation };
  'POST /web/co-pilot/tool-calls/:id/confirm': { response: typeof CopilotConversation };
  'POST /web/co-pilot/tool-calls/:id/decline': { response: typeof CopilotConversation };
  'POST /web/forge-access-code/-/submit-code': {
    body: typeof SubmitForgeCodeBody;
    response: typeof ForgeAccessGranted;
  };
  'POST /web/forge-access-code/-/submit-email': {
    body: typeof SubmitForgeEmailBody;
    response: typeof ForgeWaitlistJoined;
  };
};
