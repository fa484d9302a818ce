import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ClassifyResponse, MAX_COMPARED_COUNTRIES } from '../../../../shared/contract/tariff-agent';
import { CATEGORY_HEADINGS, SHIP_MODES, type ShipMode } from '../../../../shared/tariff/landed-cost';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useClassifyProduct } from '../api/classify-product';
import { useCountries } from '../api/get-countries';
import { useTechPack, useTechPacks } from '../api/get-tech-packs';
import { useSaveHts } from '../api/save-hts';
import { HtsCandidates } from '../components/hts-candidates';
import {
  countryLabel,
  defaultCountries,
  packHts,
  reviewQuery,
  type Shipment,
  shipmentFromPack,
  toCents,
  toDollars,
} from '../shipment';

const MODE_LABELS: Record<ShipMode, string> = { OCEAN: 'Ocean', AIR: 'Air', COURIER: 'Courier' };

type Money = number | string;

/**
 * /tariff-rate-agent (bare layout, spec §2): a tech pack or a described product → HTS candidates with reasons
 * → the founder confirms one (saved into the tech pack as a new version) → countries of origin and the
 * shipment → the review page's side-by-side landed costs.
 */
export default function TariffAgentPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useLatestSearchParams();
  const idParam = search.get('techPackId');
  const techPackId = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const [source, setSource] = useState<'PACK' | 'DESCRIBE'>('PACK');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [result, setResult] = useState<ClassifyResponse | null>(null);
  const [hts, setHts] = useState<string | null>(null);
  const [countries, setCountries] = useState<string[]>(defaultCountries());
  const [fob, setFob] = useState<Money>('');
  const [quantity, setQuantity] = useState<Money>('');
  const [freight, setFreight] = useState<Money>('');
  const [insurance, setInsurance] = useState<Money>('');
  const [broker, setBroker] = useState<Money>('');
  const [mode, setMode] = useState<ShipMode>('OCEAN');
  const [savedVersion, setSavedVersion] = useState<number | null>(null);

  const packs = useTechPacks();
  const pack = useTechPack(source === 'PACK' ? techPackId : null);
  const countryList = useCountries();
  const classify = useClassifyProduct();
  const saveHts = useSaveHts();

  // A tech pack prefills the comparison once, when it is chosen: its HTS, its origin first, its target cost
  // and quantity (state adjusted while rendering, not in an effect; saving a version keeps the page as is).
  const loadedPack = pack.data ?? null;
  const [prefilledFor, setPrefilledFor] = useState<number | null>(null);
  if (loadedPack && loadedPack.id !== prefilledFor) {
    const s = shipmentFromPack(loadedPack);
    setPrefilledFor(loadedPack.id);
    setHts(s.hts ?? null);
    setCountries(s.countries ?? defaultCountries());
    setFob(toDollars(s.fobUnitCents));
    setQuantity(s.quantity ?? '');
    setResult(null);
    setSavedVersion(null);
  }

  const choosePack = (id: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('techPackId', id);
        else next.delete('techPackId');
        return next;
      },
      { replace: true },
    );

  const suggest = () => {
    setResult(null);
    const body =
      source === 'PACK' && techPackId != null
        ? { techPackId }
        : { description: description.trim(), ...(category ? { category } : {}) };
    classify.mutate(body, {
      onSuccess: (r) => {
        setResult(r);
        setHts((h) => h ?? r.currentHts ?? r.candidates[0]?.hts ?? null);
      },
    });
  };

  const canSaveToPack =
    source === 'PACK' && loadedPack?.body.kind === 'PRODUCT' && hts != null && packHts(loadedPack) !== hts;

  const shipment: Shipment | null =
    hts && typeof fob === 'number' && typeof quantity === 'number' && quantity >= 1 && countries.length
      ? {
          hts,
          countries,
          fobUnitCents: toCents(fob),
          quantity,
          freightCents: toCents(freight),
          insuranceCents: toCents(insurance),
          brokerCents: toCents(broker),
          mode,
        }
      : null;

  const compare = () => {
    if (!shipment) return;
    const id = source === 'PACK' ? techPackId : null;
    navigate(paths.tariffAgent.review(reviewQuery(shipment, id, countries[0])));
  };

  const countryData = [
    ...new Map(
      [
        ...(countryList.data ?? []).map((c) => ({ value: c.code, label: c.name })),
        ...countries.map((c) => ({ value: c, label: countryLabel(c) })),
      ].map((c) => [c.value, c]),
    ).values(),
  ];

  const packPicker = () => {
    if (packs.isPending) return <PageLoader label="Loading your tech packs…" />;
    if (packs.isError)
      return (
        <PageError
          title="We couldn't load your tech packs"
          error={packs.error}
          onRetry={() => packs.refetch()}
        />
      );
    if (packs.data.length === 0)
      return (
        <EmptySection title="No tech packs yet">
          Describe the product instead, or create a tech pack with the sourcing agent first.
        </EmptySection>
      );
    return (
      <Select
        label="Tech pack"
        placeholder="Choose one of your tech packs"
        data={packs.data.map((p) => ({
          value: String(p.id),
          label: `${p.productName} (v${p.currentVersion})`,
        }))}
        value={techPackId != null ? String(techPackId) : null}
        onChange={choosePack}
        searchable
        nothingFoundMessage="No tech pack by that name"
      />
    );
  };

  const classifyDisabled =
    source === 'PACK' ? techPackId == null || pack.isPending : description.trim().length < 3;

  return (
    <Box p={{ base: 'md', sm: 'xl' }} maw={900} mx="auto">
      <PageHeader
        title="Tariff rate agent"
        description="Find the HTS code of a product and compare its landed cost from several countries of origin."
      />
      <Stack gap="lg">
        <Card withBorder component="section" aria-labelledby="tariff-product">
          <Stack gap="sm">
            <Title order={2} size="h4" id="tariff-product">
              1. The product
            </Title>
            <SegmentedControl
              aria-label="Start from"
              value={source}
              onChange={(v) => {
                setSource(v as 'PACK' | 'DESCRIBE');
                setResult(null);
              }}
              data={[
                { value: 'PACK', label: 'A tech pack' },
                { value: 'DESCRIBE', label: 'Describe it' },
              ]}
            />
            {source === 'PACK' ? (
              <>
                {packPicker()}
                {techPackId != null && pack.isError ? (
                  <PageError
                    title="We couldn't load the tech pack"
                    error={pack.error}
                    onRetry={() => pack.refetch()}
                  />
                ) : null}
                {loadedPack ? (
                  <Text size="sm" c="dimmed">
                    {loadedPack.body.kind === 'PRODUCT' && loadedPack.body.category
                      ? `${loadedPack.body.category} · `
                      : ''}
                    {packHts(loadedPack) ? `HTS ${packHts(loadedPack)} in the tech pack` : 'No HTS code yet'}
                    {loadedPack.body.countryOfOrigin
                      ? ` · made in ${countryLabel(loadedPack.body.countryOfOrigin)}`
                      : ''}
                  </Text>
                ) : null}
              </>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Textarea
                  label="What is the product?"
                  description="Its material and what it is, e.g. organic cotton t-shirt"
                  value={description}
                  onChange={(e) => setDescription(e.currentTarget.value)}
                  autosize
                  minRows={2}
                  maxLength={2000}
                />
                <Select
                  label="Category (optional)"
                  data={Object.keys(CATEGORY_HEADINGS)}
                  value={category}
                  onChange={setCategory}
                  clearable
                />
              </SimpleGrid>
            )}
            <Group>
              <Button onClick={suggest} loading={classify.isPending} disabled={classifyDisabled}>
                Suggest HTS codes
              </Button>
            </Group>
            {classify.isError ? (
              <PageError title="We couldn't suggest HTS codes" error={classify.error} onRetry={suggest} />
            ) : null}
            {result ? <HtsCandidates result={result} value={hts} onChange={setHts} /> : null}
            {canSaveToPack ? (
              <Group>
                <Button
                  variant="light"
                  loading={saveHts.isPending}
                  onClick={() =>
                    loadedPack &&
                    hts &&
                    saveHts.mutate(
                      { pack: loadedPack, hts },
                      { onSuccess: (saved) => setSavedVersion(saved.version) },
                    )
                  }
                >
                  Confirm {hts} in the tech pack
                </Button>
              </Group>
            ) : null}
            {savedVersion != null ? (
              <Alert color="green" variant="light" role="status">
                HTS {hts} saved in the tech pack as version {savedVersion}.
              </Alert>
            ) : null}
            {saveHts.isError ? (
              <Alert color="red" variant="light" role="alert">
                {isApiError(saveHts.error) && saveHts.error.code === 'CONFLICT'
                  ? 'The tech pack was saved by someone else since you opened it. Choose it again to load the latest version.'
                  : saveHts.error.message}
              </Alert>
            ) : null}
          </Stack>
        </Card>

        <Card withBorder component="section" aria-labelledby="tariff-shipment">
          <Stack gap="sm">
            <Title order={2} size="h4" id="tariff-shipment">
              2. Countries and shipment
            </Title>
            <Text size="sm">{hts ? `HTS ${hts}` : 'Confirm an HTS code above first.'}</Text>
            <MultiSelect
              label="Countries of origin to compare"
              description={`Up to ${MAX_COMPARED_COUNTRIES}`}
              data={countryData}
              value={countries}
              onChange={setCountries}
              maxValues={MAX_COMPARED_COUNTRIES}
              searchable
              error={
                countryList.isError
                  ? "We couldn't load the country list; the chosen countries stay."
                  : undefined
              }
            />
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
              <NumberInput
                label="FOB unit price (USD)"
                description="From the tech pack's target cost"
                value={fob}
                onChange={setFob}
                min={0}
                decimalScale={2}
                prefix="$"
              />
              <NumberInput
                label="Quantity"
                value={quantity}
                onChange={setQuantity}
                min={1}
                allowDecimal={false}
              />
              <Select
                label="Shipping mode"
                data={SHIP_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
                value={mode}
                onChange={(v) => v && setMode(v as ShipMode)}
                allowDeselect={false}
              />
              <NumberInput
                label="Freight, whole shipment (USD)"
                value={freight}
                onChange={setFreight}
                min={0}
                decimalScale={2}
                prefix="$"
              />
              <NumberInput
                label="Insurance (USD)"
                value={insurance}
                onChange={setInsurance}
                min={0}
                decimalScale={2}
                prefix="$"
              />
              <NumberInput
                label="Customs broker fee (USD)"
                value={broker}
                onChange={setBroker}
                min={0}
                decimalScale={2}
                prefix="$"
              />
            </SimpleGrid>
            <Group>
              <Button onClick={compare} disabled={!shipment}>
                Compare landed cost
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
}
