import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { MenuKey } from '../../../shared/contract/stores';
import { MODULE_COPY, type ModuleKey, PLANS, requiredPlanFor } from '../../../shared/rules/plans';
import { START_OF_SESSION_PATH } from '../layout/session-rules';
import { menuFlagsForPath, type PathAccess } from '../layout/side-menu';
import { useRouteEntry } from '../layout/use-route-entry';

/** Which module a side-menu flag follows (stores/entitlements.ts menuFlags, the other way round). */
const MODULE_OF_FLAG: Partial<Record<MenuKey, ModuleKey>> = {
  'ai-assistants': 'AI_ASSISTANTS',
  sourcing: 'SOURCING',
  'print-on-demand': 'SOURCING',
  fulfillment: 'FULFILLMENT',
  'ai-product-design': 'PRODUCT_DESIGN',
  'product-design-studio': 'PRODUCT_DESIGN',
  'visitor-id': 'EMAIL_CAPTURE',
  'affiliate-marketing': 'AFFILIATE_MARKETING',
  analytics: 'ANALYTICS',
  'fulfillment-metrics': 'ANALYTICS',
  storefront: 'STOREFRONT',
};

/**
 * A page the session may not open: the area is not in the plan (what it is, which plan has it, and "See
 * plans" opening the manage-plan dialog here), or the account is a preview. Never a dead end.
 */
export function AreaLockedPage({ reason }: { reason: Exclude<PathAccess, 'allowed'> }) {
  const entry = useRouteEntry();
  const { pathname } = useLocation();
  const name = entry?.title ?? 'This page';
  if (reason === 'preview-blocked')
    return (
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} data-testid="area-locked-page">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={26}>
            {name} is not available to preview accounts
          </Title>
          <Text>Preview accounts can look around Quarry, but this area needs a real store.</Text>
          <Button component={Link} to={START_OF_SESSION_PATH}>
            Back to Homebase
          </Button>
        </Stack>
      </Paper>
    );
  const module = menuFlagsForPath(pathname)
    .map((f) => MODULE_OF_FLAG[f])
    .find((m): m is ModuleKey => !!m);
  const plan = module ? PLANS[requiredPlanFor(module)] : null;
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} data-testid="area-locked-page">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={26}>
          {name} is part of {plan ? `the ${plan.name} plan` : 'a paid plan'}
        </Title>
        {module ? (
          <Text>
            <strong>{MODULE_COPY[module].name}:</strong> {MODULE_COPY[module].description}.
          </Text>
        ) : null}
        <Text>
          Your store's plan doesn't include this area yet. Upgrade{plan ? ` to ${plan.name} or above` : ''}{' '}
          and it opens at once.
        </Text>
        <Group>
          <Button component={Link} to={{ search: '?open=manage_plan&step=manage' }}>
            See plans
          </Button>
          <Button component={Link} to={START_OF_SESSION_PATH} variant="default">
            Back to Homebase
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
