import { Avatar, Box, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { CatalogCompany } from '../../../../shared/contract/catalog';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { paths } from '../../../routing/paths';
import { RoleLock } from '../../../ui/can';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useCatalogCompany } from '../api/get-catalog-company';
import { recordCompanyDetailView } from '../api/record-detail-view';
import { isNotFound, MissingState } from '../components/missing-state';
import { RatingLine } from '../components/rating';
import { SupplierBadges } from '../components/supplier-badges';
import { BaseProducts, Capabilities, ProfileInfo } from '../components/supplier-profile-tabs';
import { FavoriteButton } from '../favorites/components/favorite-button';
import { countryFlag, countryName } from '../format';
import type { CatalogReviewsSection } from '../slots';

const PROFILE_TABS = [
  ['profile', 'Profile info'],
  ['products', 'Base products'],
  ['capabilities', 'Capabilities'],
  ['reviews', 'Reviews'],
] as const;
type ProfileTab = (typeof PROFILE_TABS)[number][0];

/**
 * A supplier's profile; `preview` is the public, read-only version (no favorites, items or review form).
 * `ReviewsSection` is the reviews feature's, composed in by the app.
 */
export function Profile({
  c,
  preview = false,
  ReviewsSection,
}: {
  c: CatalogCompany;
  preview?: boolean;
  ReviewsSection: CatalogReviewsSection;
}) {
  const [params, setParams] = useLatestSearchParams();
  const requested = params.get('activeTabKey');
  const tab: ProfileTab = PROFILE_TABS.some(([key]) => key === requested)
    ? (requested as ProfileTab)
    : 'profile';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" data-tour="supplier-summary">
          <Avatar
            src={c.logoUrl ? resizedImageUrl(c.logoUrl, 'large') : null}
            alt={`${c.name} logo`}
            size={88}
            radius="md"
          >
            {c.name.slice(0, 2)}
          </Avatar>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {c.name}
            </Title>
            <SupplierBadges supplier={c} />
            <Text size="sm" c="dimmed">
              <span aria-hidden>{countryFlag(c.countryCode)} </span>
              {countryName(c.countryCode)} · {c.tariffRatePercent}% US tariff
            </Text>
            <RatingLine average={c.reviewAverage} count={c.reviewCount} />
          </Stack>
        </Group>
        {preview ? null : (
          <Group gap="sm">
            <RoleLock cls="write">
              <Button component={Link} to={paths.projects.create(c.id)} variant="light">
                Start a custom project
              </Button>
            </RoleLock>
            {/* The inbox opens (or creates) the conversation from this URL. */}
            <RoleLock cls="write">
              <Button
                component={Link}
                to={paths.messaging.inbox({ supplierId: c.id })}
                variant="default"
                data-tour="supplier-message"
              >
                Message supplier
              </Button>
            </RoleLock>
            <Box data-tour="supplier-favorite">
              <FavoriteButton
                kind="companies"
                id={c.id}
                name={c.name}
                isFavorite={c.isFavorite}
                variant="button"
              />
            </Box>
          </Group>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(v) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (!v || v === 'profile') next.delete('activeTabKey');
              else next.set('activeTabKey', v);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List aria-label="Supplier profile">
          {PROFILE_TABS.map(([key, label]) => (
            <Tabs.Tab key={key} value={key}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileInfo c={c} />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="lg">
          <BaseProducts c={c} preview={preview} />
        </Tabs.Panel>
        <Tabs.Panel value="capabilities" pt="lg">
          <Capabilities c={c} />
        </Tabs.Panel>
        <Tabs.Panel value="reviews" pt="lg">
          <ReviewsSection companyId={c.id} readOnly={preview} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /browse-suppliers/supplier-profile/:supplierId and /supplier-profile/:supplierId (spec §2). */
export default function SupplierProfilePage({ ReviewsSection }: { ReviewsSection: CatalogReviewsSection }) {
  const id = Number(useParams().supplierId);
  const company = useCatalogCompany(id);

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void recordCompanyDetailView(id);
  }, [id]);

  if (!Number.isInteger(id) || id <= 0 || (company.isError && isNotFound(company.error)))
    return <MissingState what="supplier" />;
  if (company.isPending) return <PageLoader label="Loading supplier…" />;
  if (company.isError) return <PageError error={company.error} onRetry={() => company.refetch()} />;
  return <Profile c={company.data} ReviewsSection={ReviewsSection} />;
}
