// The legacy redirects table of the second document (§2), applied before routing.
// Query strings are kept unless an entry says otherwise.

export type LegacyRedirect = {
  from: string;
  to: string;
  /** 'prefix': the path or anything under it (/workboard/123). 'exact': the path itself. */
  match: 'exact' | 'prefix';
  /** 'drop': the target gets no query string. */
  query?: 'keep' | 'drop';
  /** Added to (or overriding) the query string. */
  setQuery?: Readonly<Record<string, string>>;
};

const ECOMMERCE_CHANNELS = [
  'shopify',
  'pietra-shop',
  'instagram',
  'wholesale',
  'verishop',
  'google-shopping',
];
const HOMEBASE_ITEMS = [
  'subscription-cycle-change',
  'subscription-downgrade',
  'subscription-updated',
  'quiz',
  'blueprint',
];

export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  { from: '/workboard', to: '/inbox/messages', match: 'prefix' },
  { from: '/supplier-chat', to: '/inbox/messages', match: 'prefix' },
  { from: '/setup-business', to: '/fulfillment-services', match: 'exact' },
  { from: '/browse-under-500', to: '/home', match: 'exact' },
  { from: '/store-profile', to: '/manage-shop', match: 'exact' },
  { from: '/billing-and-reporting', to: '/account-info', match: 'exact' },
  { from: '/audience-capture', to: '/email-capture', match: 'exact' },
  { from: '/shopify-bind', to: '/app-bind', match: 'exact' },
  { from: '/invite-bind', to: '/app-bind', match: 'exact' },
  { from: '/appsumo-bind', to: '/app-bind', match: 'exact', setQuery: { appName: 'AppSumo' } },
  { from: '/partners-top-nav', to: '/partners', match: 'exact', query: 'drop' },
  ...ECOMMERCE_CHANNELS.map(
    (channel): LegacyRedirect => ({
      from: `/fulfillment-services/${channel}`,
      to: `/ecommerce-services/${channel}`,
      match: 'exact',
    }),
  ),
  ...HOMEBASE_ITEMS.map(
    (item): LegacyRedirect => ({ from: `/home/${item}`, to: `/homebase/${item}`, match: 'exact' }),
  ),
];

function matches(pathname: string, entry: LegacyRedirect): boolean {
  if (pathname === entry.from) return true;
  return entry.match === 'prefix' && pathname.startsWith(`${entry.from}/`);
}

/** The target (path + query string) for a legacy path, or null when the path is not legacy. */
export function resolveLegacyRedirect(pathname: string, search = ''): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = LEGACY_REDIRECTS.find((e) => matches(path, e));
  if (!entry) return null;
  const params = new URLSearchParams(entry.query === 'drop' ? '' : search);
  for (const [key, value] of Object.entries(entry.setQuery ?? {})) params.set(key, value);
  const qs = params.toString();
  return qs ? `${entry.to}?${qs}` : entry.to;
}
