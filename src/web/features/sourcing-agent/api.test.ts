import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentBaseUrl } from './api';

afterEach(() => vi.unstubAllEnvs());

describe('the agent base', () => {
  it('is the API base unless VITE_AGENT_BASE_URL names another host', () => {
    vi.stubEnv('VITE_AGENT_BASE_URL', '');
    expect(agentBaseUrl()).toBe('/rest/main');
    vi.stubEnv('VITE_AGENT_BASE_URL', 'https://agent.quarry.test/rest/main/');
    expect(agentBaseUrl()).toBe('https://agent.quarry.test/rest/main');
  });
});
