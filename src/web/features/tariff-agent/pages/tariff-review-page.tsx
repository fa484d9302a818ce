import { Alert, Anchor, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useLandedCost } from '../api/get-landed-cost';
import { useTechPack } from '../api/get-tech-packs';
import { CountryTariffCard } from '../components/country-tariff-card';
import { LandedCostBars } from '../components/landed-cost-bars';
import { LandedCostTable } from '../components/landed-cost-table';
import { formatDates } from '../format';
import { countryLabel, shipmentFromSearch } from '../shipment';

/**
 * /tariff-rate-agent-review?techPackId=&countryCode= (spec §2): the countries of origin side by side, every
 * term of the landed cost, the cheapest highlighted and `countryCode` selected; an estimate with its date.
 */
export default function TariffReviewPage() {
  const [search, setSearch] = useLatestSearchParams();
  const idParam = search.get('techPackId');
  const techPackId = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const pack = useTechPack(techPackId);
  const waitingForPack = techPackId != null && pack.isPending;
  const { body, missing } = shipmentFromSearch(search, pack.data);
  const landed = useLandedCost(waitingForPack ? null : body);
  const selected = search.get('countryCode')?.toUpperCase() ?? null;
  const back = paths.tariffAgent.start(techPackId ?? undefined);

  const select = (code: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('countryCode', code);
        return next;
      },
      { replace: true },
    );

  let content: React.ReactNode;
  if (techPackId != null && pack.isError)
    content = (
      <PageError title="We couldn't load the tech pack" error={pack.error} onRetry={() => pack.refetch()} />
    );
  else if (waitingForPack || (body && landed.isPending))
    content = <PageLoader label="Working out landed costs…" />;
  else if (!body)
    content = (
      <EmptySection title="Nothing to compare yet">
        The comparison needs {missing.join(', ')}.{' '}
        <Anchor component={Link} to={back}>
          Set up the comparison
        </Anchor>
      </EmptySection>
    );
  else if (landed.isError)
    content = (
      <PageError
        title="We couldn't work out the landed cost"
        error={landed.error}
        onRetry={() => landed.refetch()}
      />
    );
  else if (landed.data) {
    const data = landed.data;
    const cheapest = data.results.find((r) => r.countryCode === data.cheapestCountryCode)!;
    const chosen = data.results.find((r) => r.countryCode === selected) ?? null;
    const duties = [
      ...new Map(
        data.results.flatMap((r) =>
          r.additionalDuties.map(
            (d) => [`${d.program}|${d.effectiveFrom}`, { ...d, country: r.countryCode }] as const,
          ),
        ),
      ).values(),
    ];
    content = (
      <Stack gap="lg">
        <Group gap="xs" wrap="wrap">
          <Badge color="orange" variant="light">
            Estimate
          </Badge>
          <Text size="sm" c="dimmed">
            Tariff table as of {data.asOf} · HTS {data.hts} — {data.description}
          </Text>
        </Group>
        <Card withBorder>
          <Stack gap={4}>
            <Text fw={600}>
              Cheapest: {countryLabel(cheapest.countryCode)} at {formatMoney(cheapest.landedUnitCents)} per
              unit
            </Text>
            {chosen && chosen.countryCode !== cheapest.countryCode ? (
              <Text size="sm" data-testid="selected-summary">
                {countryLabel(chosen.countryCode)}: {formatMoney(chosen.landedUnitCents)} per unit,{' '}
                {formatMoney(chosen.landedUnitCents - cheapest.landedUnitCents)} more than{' '}
                {countryLabel(cheapest.countryCode)}
              </Text>
            ) : null}
          </Stack>
        </Card>
        <Box>
          <Title order={2} size="h4" mb="xs">
            Landed cost per unit
          </Title>
          <LandedCostBars results={data.results} cheapest={data.cheapestCountryCode} selected={selected} />
        </Box>
        <Box>
          <Title order={2} size="h4" mb="xs">
            Every term
          </Title>
          <LandedCostTable data={data} selected={selected} onSelect={select} />
        </Box>
        {chosen ? <CountryTariffCard countryCode={chosen.countryCode} hts={data.hts} /> : null}
        {duties.length ? (
          <Alert color="yellow" variant="light" title="Additional duties">
            <Stack gap={2} component="ul" p={0} m={0}>
              {duties.map((d) => (
                <Text
                  component="li"
                  size="sm"
                  key={`${d.program}|${d.effectiveFrom}`}
                  style={{ listStyle: 'none' }}
                >
                  {d.program}: {d.ratePct}% on goods of {countryLabel(d.country)}, {formatDates(d)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          An estimate, not a customs ruling: the duty is on the FOB value; special-program rates, exclusions
          and duties announced after {data.asOf} are not included. A licensed customs broker confirms the
          classification and the duty of a real entry.
        </Text>
      </Stack>
    );
  }

  return (
    <Box p={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto">
      <PageHeader
        title="Landed cost comparison"
        description={pack.data ? pack.data.productName : 'Countries of origin side by side'}
        actions={
          <Button component={Link} to={back} variant="default">
            Change the inputs
          </Button>
        }
      />
      {content}
    </Box>
  );
}
