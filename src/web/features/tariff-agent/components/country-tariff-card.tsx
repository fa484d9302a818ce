import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PageError } from '../../../ui/page-states';
import { useCountryTariff } from '../api/get-country-tariff';
import { formatDates, formatRate } from '../format';

/**
 * What goods of one country pay on the HTS line today, from the tariff table (`country-tariff`): the rate
 * that applies (column 1 general, or column 2), the special programs, and each additional duty in force.
 */
export function CountryTariffCard({ countryCode, hts }: { countryCode: string; hts: string }) {
  const tariff = useCountryTariff(countryCode, hts);
  const titleId = `country-tariff-${countryCode}`;
  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-testid="country-tariff">
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {tariff.data
            ? `Duties on goods of ${tariff.data.country.name}`
            : `Duties on goods of ${countryCode}`}
        </Title>
        {tariff.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Reading the tariff table…</Text>
          </Group>
        ) : tariff.isError ? (
          <PageError
            title="We couldn't read this country's duties"
            error={tariff.error}
            onRetry={() => tariff.refetch()}
          />
        ) : (
          <>
            {tariff.data.line ? (
              <Text size="sm">
                HTS {tariff.data.line.hts}:{' '}
                <strong>
                  {tariff.data.line.applied === 'COLUMN_2'
                    ? `column 2, ${formatRate(tariff.data.line.column2)}`
                    : `general rate, ${formatRate(tariff.data.line.general)}`}
                </strong>
                {tariff.data.line.applied === 'COLUMN_2'
                  ? ` (instead of the general ${formatRate(tariff.data.line.general)}: no normal trade relations)`
                  : ''}
                {tariff.data.line.special ? `. Special programs: ${tariff.data.line.special}` : ''}
              </Text>
            ) : null}
            {tariff.data.additionalDuties.length ? (
              <Stack gap={2} component="ul" p={0} m={0} aria-label="Additional duties in force">
                {tariff.data.additionalDuties.map((d) => (
                  <Text
                    component="li"
                    size="sm"
                    key={`${d.program}|${d.effectiveFrom}`}
                    style={{ listStyle: 'none' }}
                  >
                    + {d.program}: {d.ratePct}%, {formatDates(d)}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm">No additional duty on this line from this country today.</Text>
            )}
            <Text size="xs" c="dimmed">
              Tariff table as of {tariff.data.asOf}; an estimate, not a customs ruling.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
