// Tag-manager pushes of spec §7 (not server calls): window.dataLayer, which a tag manager reads.

type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushToDataLayer(event: string, payload: Record<string, unknown> = {}) {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...payload });
  } catch {
    // A broken tag manager must not break the app.
  }
}

export const pushCommonView = (page: { path: string; title: string }) =>
  pushToDataLayer('commonView', { pagePath: page.path, pageTitle: page.title });

export const pushUserRegister = (user: { userId: number; email: string }) =>
  pushToDataLayer('userRegister', { userId: user.userId, userType: 'store', email: user.email });
