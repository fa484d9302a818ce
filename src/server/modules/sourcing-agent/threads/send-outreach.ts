import type { StoreCtx } from '../../../http/context';
import type { OutreachDeps } from '../outreach/outreach-ctx';
import { sendMessagesExpandedNetwork } from '../outreach/send-expanded';
import { sendMessagesInNetwork } from '../outreach/send-in-network';
import type { SendOutreach } from './deps';

/**
 * The agent's send (decision 049) through the outreach of decision 050, for the founder of `store`: the
 * in-network suppliers get the agent conversation with the tech pack card and the custom project request, the
 * expanded-network factories an email through the outbox, each with the drafted message. Both run in the
 * transaction of the SENT checkpoint. What outreach skipped (already sent this version, unknown, not in the
 * network) is reported as failed with its reason, so the thread's last message says what did not go.
 */
export function outreachSender(deps: OutreachDeps, store: StoreCtx): SendOutreach {
  return async (tx, _actor, input) => {
    const ctx = { store, deps };
    let sent = 0;
    const failed: { id: number; reason: string }[] = [];
    if (input.inNetwork.length) {
      const r = await sendMessagesInNetwork(tx, ctx, {
        techPackId: input.techPackId,
        companyIds: input.inNetwork.map((d) => d.companyId),
        messages: Object.fromEntries(input.inNetwork.map((d) => [d.companyId, d.message])),
        threadId: input.threadId,
      });
      sent += r.sent.length;
      for (const s of r.skipped) failed.push({ id: s.companyId, reason: s.message });
    }
    if (input.expanded.length) {
      const r = await sendMessagesExpandedNetwork(tx, ctx, {
        techPackId: input.techPackId,
        recordIds: input.expanded.map((d) => d.recordId),
        messages: Object.fromEntries(input.expanded.map((d) => [d.recordId, d.message])),
      });
      sent += r.sent.length;
      for (const s of r.skipped) failed.push({ id: s.companyId, reason: s.message });
    }
    return { sent, failed };
  };
}
