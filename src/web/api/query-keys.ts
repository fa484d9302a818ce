// Every query key of the web app, so a mutation invalidates exactly what a query cached.

export const queryKeys = {
  session: () => ['session'] as const,
  me: () => ['stores', 'me'] as const,
  businessSetting: (scope: 'DISPLAY' | 'NONE', key: string) => ['business-settings', scope, key] as const,
};
