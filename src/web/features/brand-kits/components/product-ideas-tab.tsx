import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { BrandKit, ProductSku, UpdateBrandKitBody } from '../../../../shared/contract/brand-kits';
import { centsToDollars, dollarsToCents } from '../../../../shared/rules/money';
import { useRequestGeneration } from '../api/kit-actions';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { CatalogMatches } from './catalog-matches';
import { EditableText } from './editable-text';
import { ImageSlot } from './image-slot';
import { RegenerateButton } from './regenerate-button';
import { SlideCard } from './slide-card';

type SkuPatch = Omit<NonNullable<UpdateBrandKitBody['productSku']>, 'uuid'>;

/** A number edited in place and saved on blur when it changed (a price in dollars, a popularity score). */
function EditableNumber({
  label,
  value,
  onSave,
  min,
  max,
  decimalScale,
  prefix,
  suffix,
}: {
  label: string;
  value: number;
  onSave: (next: number) => void;
  min: number;
  max: number;
  decimalScale?: number;
  prefix?: string;
  suffix?: string;
}) {
  const [draft, setDraft] = useState<number | string>(value);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);
  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={setDraft}
      min={min}
      max={max}
      clampBehavior="strict"
      decimalScale={decimalScale}
      fixedDecimalScale={decimalScale !== undefined}
      prefix={prefix}
      suffix={suffix}
      thousandSeparator=","
      onFocus={() => setEditing(true)}
      onBlur={() => {
        setEditing(false);
        const next =
          typeof draft === 'number' ? draft : Number.parseFloat(String(draft).replace(/[^0-9.]/g, ''));
        if (Number.isFinite(next) && next !== value) onSave(next);
        else setDraft(value);
      }}
    />
  );
}

function ProductIdeaCard({ kit, sku, selected }: { kit: BrandKit; sku: ProductSku; selected: boolean }) {
  const update = useUpdateBrandKit(kit.id);
  const save = (patch: SkuPatch) => update.mutate({ productSku: { uuid: sku.uuid, ...patch } });
  const toggle = (on: boolean) => {
    const current = kit.productSkus.selectedUuids;
    update.mutate({
      selectedProductUuids: on ? [...current, sku.uuid] : current.filter((u) => u !== sku.uuid),
    });
  };
  return (
    <SlideCard
      data-testid="product-idea"
      style={selected ? { outline: '3px solid var(--mantine-color-violet-6)' } : undefined}
    >
      <Stack gap="sm">
        <Checkbox
          label={`Select ${sku.title}`}
          checked={selected}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
        <ImageSlot
          kitId={kit.id}
          slot={{ section: 'PRODUCT_SKU', uuid: sku.uuid }}
          value={sku.image}
          tray={sku.imageTray}
          label={`${sku.title} image`}
        />
        <EditableText
          label="Product name"
          value={sku.title}
          maxLength={120}
          required="The product needs a name"
          onSave={(title) => save({ title })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <EditableNumber
            label="Retail price"
            value={centsToDollars(sku.suggestedRetailPriceCents)}
            min={0}
            max={100_000}
            decimalScale={2}
            prefix="$"
            onSave={(dollars) => save({ suggestedRetailPriceCents: dollarsToCents(dollars) })}
          />
          <EditableNumber
            label="Popularity"
            value={sku.popularity}
            min={0}
            max={100}
            decimalScale={0}
            suffix=" / 100"
            onSave={(popularity) => save({ popularity: Math.round(popularity) })}
          />
        </SimpleGrid>
        <EditableText
          label="Description"
          value={sku.description}
          maxLength={1000}
          multiline
          onSave={(description) => save({ description })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Suppliers who make this
          </Text>
          <CatalogMatches matches={sku.matches} />
        </Stack>
      </Stack>
    </SlideCard>
  );
}

/** The Product ideas slide: every product idea, the selected ones go into the kit and Get started. */
export function ProductIdeasTab({ kit }: { kit: BrandKit }) {
  const more = useRequestGeneration(kit.id);
  const generating = kit.pendingRequests.some((r) => r.type === 'PRODUCT_SKU');
  const selected = new Set(kit.productSkus.selectedUuids);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>
          {kit.productSkus.generations.length > 0
            ? `${selected.size} of ${kit.productSkus.generations.length} selected`
            : generating
              ? 'Your product ideas are on their way…'
              : 'No product ideas yet.'}
        </Text>
        <Group gap="xs">
          <RegenerateButton
            kitId={kit.id}
            slots={kit.productSkus.selectedUuids.map((uuid) => ({ section: 'PRODUCT_SKU' as const, uuid }))}
            label="Regenerate selected images"
            disabled={selected.size === 0}
          />
          <Button
            size="xs"
            variant="white"
            color="dark"
            leftSection={<IconSparkles size={14} aria-hidden />}
            loading={more.isPending || generating}
            disabled={!kit.brandIdeas.selected}
            onClick={() => more.mutate('PRODUCT_SKU')}
          >
            More product ideas
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {kit.productSkus.generations.map((sku) => (
          <ProductIdeaCard key={sku.uuid} kit={kit} sku={sku} selected={selected.has(sku.uuid)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
