/** The co-pilot's query keys: the founder's latest conversation. */
export const copilotKeys = {
  latest: () => ['co-pilot', 'conversation', 'latest'] as const,
};
