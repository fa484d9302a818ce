import { Alert, Anchor, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { BrandKit, SlideKey } from '../../../../shared/contract/brand-kits';
import { SLIDE_LABELS } from '../../../../shared/rules/brand-kit';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { RoleFieldset } from '../../../ui/can';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { usePageTitle } from '../../../ui/page-title';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useBrandKit } from '../api/get-brand-kit';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { FailedRequests, GenerationProgress, useFailedRequests } from '../components/generation-progress';
import { GetStartedTab } from '../components/get-started-tab';
import { IdeaTab } from '../components/idea-tab';
import { KitActions } from '../components/kit-actions';
import { MarketResearchTab } from '../components/market-research-tab';
import { MoodboardTab } from '../components/moodboard-tab';
import { ProductIdeasTab } from '../components/product-ideas-tab';
import { Slide } from '../components/slide';
import { SlideColorPicker } from '../components/slide-color-picker';
import { KIT_TABS, kitView, slideWarning } from '../kit-view';
import { positiveInt } from '../paths';

function KitEditor({ kit }: { kit: BrandKit }) {
  const view = kitView(kit);
  const update = useUpdateBrandKit(kit.id);
  const [params, setParams] = useLatestSearchParams();
  const { failed, dismiss } = useFailedRequests(kit.id, kit.pendingRequests);
  usePageTitle(`${view.name} · Business kit`);
  const tab = KIT_TABS.find((t) => t.slug === params.get('tab'))?.slug ?? 'idea';
  const palette = view.idea?.colorPalette.map((c) => c.hexCode) ?? [];

  const saveSlideColor = (key: SlideKey, value: string) =>
    update.mutate({ slideColors: view.colors.map((c) => (c.key === key ? { key, value } : c)) });

  const content: Record<SlideKey, ReactNode> = {
    IDEA: <IdeaTab kit={kit} idea={view.idea} />,
    MOODBOARD: <MoodboardTab kit={kit} />,
    MARKET_RESEARCH: <MarketResearchTab kit={kit} />,
    PRODUCT_IDEAS: <ProductIdeasTab kit={kit} />,
    GET_STARTED: <GetStartedTab kit={kit} />,
  };

  return (
    <Stack gap="md">
      <Group>
        <Anchor component={Link} to={paths.brandKits.list()} size="sm">
          ← All business kits
        </Anchor>
      </Group>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <span>{view.name}</span>
            {kit.isArchived ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
          </Group>
        }
        description={
          <>
            {kit.category} · {kit.productDescription}
            <Text component="span" display="block" size="sm" mt={4}>
              {view.completeness.completeCount} of 4 slides ready
            </Text>
          </>
        }
        actions={<KitActions kit={kit} name={view.name} />}
      />
      <GenerationProgress pending={kit.pendingRequests} />
      <FailedRequests failed={failed} onDismiss={dismiss} />
      <Tabs
        value={tab}
        onChange={(next) => setParams(next ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {KIT_TABS.map((t) => (
            <Tabs.Tab
              key={t.slug}
              value={t.slug}
              rightSection={
                slideWarning(t.key, view.completeness) ? (
                  <IconAlertTriangle
                    size={14}
                    color="var(--mantine-color-yellow-7)"
                    aria-label="Incomplete"
                  />
                ) : null
              }
            >
              {SLIDE_LABELS[t.key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {KIT_TABS.map((t) => {
          const warning = slideWarning(t.key, view.completeness);
          return (
            <Tabs.Panel key={t.slug} value={t.slug} pt="md">
              <Stack gap="sm">
                {warning ? (
                  <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />}>
                    {warning}
                  </Alert>
                ) : null}
                {/* Editing, regenerating and colours are `write` calls (decision 042). */}
                <RoleFieldset cls="write">
                  <Slide
                    slideKey={t.key}
                    color={view.colorOf(t.key)}
                    actions={
                      <SlideColorPicker
                        slideKey={t.key}
                        value={view.colorOf(t.key)}
                        palette={palette}
                        onSave={(value) => saveSlideColor(t.key, value)}
                      />
                    }
                  >
                    {content[t.key]}
                  </Slide>
                </RoleFieldset>
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}

/** /business-kits/{brandKitId}: the kit editor, its five slides as tabs (spec §2). */
export default function BusinessKitEditorPage() {
  const { brandKitId } = useParams();
  const id = positiveInt(brandKitId);
  const kit = useBrandKit(id);
  if (id == null)
    return (
      <PageError
        title="This business kit link is not valid"
        error={new Error('Check the address and try again.')}
      />
    );
  if (kit.isPending) return <PageLoader label="Loading your business kit…" />;
  if (kit.isError)
    return isApiError(kit.error) && kit.error.status === 404 ? (
      <PageError
        title="We couldn't find this business kit"
        error={new Error('It may belong to another store, or the link is mistyped.')}
      />
    ) : (
      <PageError title="We couldn't load this business kit" error={kit.error} onRetry={() => kit.refetch()} />
    );
  return <KitEditor kit={kit.data} />;
}
