import { Box, Text } from '@mantine/core';
import { formatMoney, formatMoneyShort } from '../../../../shared/rules/money';

type Month = { month: string; salesCents: number; orderCount: number };

const monthLabel = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });

/** Monthly sales as bars (12 months); each bar names its month and figure for screen readers. */
export function SalesChart({ months }: { months: Month[] }) {
  const max = Math.max(...months.map((m) => m.salesCents), 0);
  const width = 720;
  const height = 200;
  const top = 16;
  const bottom = 28;
  const slot = width / months.length;
  const barW = Math.min(36, slot * 0.6);
  const plot = height - top - bottom;
  return (
    <Box component="figure" m={0}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`Sales by month: ${months.map((m) => `${monthLabel(m.month)} ${formatMoney(m.salesCents)}`).join(', ')}`}
        style={{ display: 'block', maxHeight: 240 }}
      >
        <line x1={0} x2={width} y1={top + plot} y2={top + plot} stroke="var(--mantine-color-gray-4)" />
        {months.map((m, i) => {
          const h = max === 0 ? 0 : Math.max(2, (m.salesCents / max) * plot);
          const x = i * slot + (slot - barW) / 2;
          return (
            <g key={m.month}>
              <title>{`${m.month}: ${formatMoney(m.salesCents)} from ${m.orderCount} orders`}</title>
              <rect
                x={x}
                y={top + plot - h}
                width={barW}
                height={h}
                rx={3}
                fill="var(--mantine-color-teal-6)"
              />
              {m.salesCents > 0 ? (
                <text
                  x={x + barW / 2}
                  y={top + plot - h - 4}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {formatMoneyShort(m.salesCents)}
                </text>
              ) : null}
              <text
                x={i * slot + slot / 2}
                y={height - 8}
                textAnchor="middle"
                fontSize={12}
                fill="currentColor"
              >
                {monthLabel(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <Text component="figcaption" size="xs" c="dimmed" ta="center">
        Sales by month, last 12 months (UTC)
      </Text>
    </Box>
  );
}
