import { Button, MultiSelect, Radio, Select, Stack, Text, Title } from '@mantine/core';
import type { CountryInfo } from '../../../../shared/contract/catalog';
import {
  AVERAGE_REVIEW_BANDS,
  type Category,
  MOQ_BANDS,
  ORDER_VOLUME_BANDS,
  PRODUCTION_TIME_BANDS,
  REGION_LABELS,
  type Region,
  SAMPLE_PRICE_BANDS,
} from '../../../../shared/contract/catalog';
import { groupsOf, subgroupsOf, verticalsOf } from '../categories';
import { countryFlag } from '../format';
import { activeFilterCount, type MarketplaceSearch } from '../search-params';

type Band = { label: string };

/** A band filter: "All" plus one radio per band; arrow keys move between them. */
function BandFilter<K extends string>({
  label,
  bands,
  value,
  onChange,
}: {
  label: string;
  bands: Record<K, Band>;
  value: K | undefined;
  onChange: (value: K | undefined) => void;
}) {
  return (
    <Radio.Group
      label={label}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? undefined : (v as K))}
    >
      <Stack gap={6} mt={6}>
        <Radio value="" label="All" />
        {(Object.entries(bands) as [K, Band][]).map(([key, band]) => (
          <Radio key={key} value={key} label={band.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

const REVIEW_BANDS = Object.fromEntries(
  AVERAGE_REVIEW_BANDS.map((n) => [String(n), { label: `${n} stars & up` }]),
);

/** Every filter of spec §3 with the bands of §9; each change is a new URL. */
export function FilterPanel({
  search,
  categories,
  countries,
  onChange,
  onClear,
}: {
  search: MarketplaceSearch;
  categories: readonly Category[];
  countries: readonly CountryInfo[];
  onChange: (patch: Partial<MarketplaceSearch>) => void;
  onClear: () => void;
}) {
  const verticals = verticalsOf(categories, search.tab).map((v) => v.name);
  const shownCountries = countries.filter((c) => !search.region || c.region === search.region);
  const count = activeFilterCount(search);

  return (
    <Stack gap="lg" component="section" aria-labelledby="filters-heading">
      <Title order={2} fz="md" id="filters-heading">
        Filters
      </Title>
      <Button variant="subtle" size="compact-sm" onClick={onClear} disabled={count === 0} w="fit-content">
        Clear filters{count ? ` (${count})` : ''}
      </Button>

      <Stack gap="xs">
        <Select
          label="Category"
          placeholder="All categories"
          data={verticals}
          value={search.vertical ?? null}
          onChange={(v) => onChange({ vertical: v ?? undefined, group: undefined, subgroup: undefined })}
          clearable
          searchable
        />
        <Select
          label="Group"
          placeholder="All groups"
          data={groupsOf(categories, search.vertical)}
          value={search.group ?? null}
          onChange={(v) => onChange({ group: v ?? undefined, subgroup: undefined })}
          disabled={!search.vertical}
          clearable
          searchable
        />
        <Select
          label="Subgroup"
          placeholder="All subgroups"
          data={subgroupsOf(categories, search.vertical, search.group)}
          value={search.subgroup ?? null}
          onChange={(v) => onChange({ subgroup: v ?? undefined })}
          disabled={!search.group}
          clearable
          searchable
        />
        {search.categoryIds.length ? (
          <Text size="xs" c="dimmed">
            Limited to {search.categoryIds.length} categor{search.categoryIds.length === 1 ? 'y' : 'ies'}{' '}
            <Button variant="subtle" size="compact-xs" onClick={() => onChange({ categoryIds: [] })}>
              Remove
            </Button>
          </Text>
        ) : null}
      </Stack>

      <Stack gap="xs">
        <Select
          label="Region"
          placeholder="All regions"
          data={(Object.entries(REGION_LABELS) as [Region, string][]).map(([value, label]) => ({
            value,
            label,
          }))}
          value={search.region ?? null}
          onChange={(v) =>
            onChange({
              region: (v as Region | null) ?? undefined,
              // Countries outside the new region would silently empty the results.
              countryCodes: v
                ? search.countryCodes.filter((c) => countries.find((x) => x.countryCode === c)?.region === v)
                : search.countryCodes,
            })
          }
          clearable
        />
        <MultiSelect
          label="Countries"
          placeholder={search.countryCodes.length ? undefined : 'All countries'}
          data={shownCountries.map((c) => ({
            value: c.countryCode,
            label: `${countryFlag(c.countryCode)} ${c.name} (${c.supplierCount})`,
          }))}
          value={search.countryCodes}
          onChange={(v) => onChange({ countryCodes: v })}
          searchable
          clearable
        />
      </Stack>

      <BandFilter
        label="Sample price"
        bands={SAMPLE_PRICE_BANDS}
        value={search.samplePrice}
        onChange={(samplePrice) => onChange({ samplePrice })}
      />
      <BandFilter label="MOQ" bands={MOQ_BANDS} value={search.moq} onChange={(moq) => onChange({ moq })} />
      <BandFilter
        label="Average review"
        bands={REVIEW_BANDS}
        value={search.averageReview === undefined ? undefined : String(search.averageReview)}
        onChange={(v) => onChange({ averageReview: v === undefined ? undefined : Number(v) })}
      />
      <BandFilter
        label="Production time"
        bands={PRODUCTION_TIME_BANDS}
        value={search.productionTime}
        onChange={(productionTime) => onChange({ productionTime })}
      />
      <BandFilter
        label="Order volume"
        bands={ORDER_VOLUME_BANDS}
        value={search.orderVolume}
        onChange={(orderVolume) => onChange({ orderVolume })}
      />
    </Stack>
  );
}
