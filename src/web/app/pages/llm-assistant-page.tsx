import AssistantPage from '../../features/chatbot/pages/assistant-page';
import { AssistantAccessGate } from '../../features/forge-access/components/assistant-access-gate';

/** /llm/{homebaseOptionKey}: the chatbot's assistant page behind the forge access gate (as /ai-agents is). */
export default function LlmAssistantPage() {
  return (
    <AssistantAccessGate>
      <AssistantPage />
    </AssistantAccessGate>
  );
}
