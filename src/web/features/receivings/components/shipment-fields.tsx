import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';

export type ShipmentValues = {
  cartons: number | string;
  packageType: 'PARCEL' | 'PALLET';
  carrier: string;
  trackingNumber: string;
  expectedDate: string;
};

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const defaultShipment = (): ShipmentValues => ({
  cartons: 1,
  packageType: 'PARCEL',
  carrier: '',
  trackingNumber: '',
  expectedDate: inDays(7),
});

export const shipmentBody = (v: ShipmentValues) => ({
  cartons: Number(v.cartons || 0),
  packageType: v.packageType,
  carrier: v.carrier.trim() || undefined,
  trackingNumber: v.trackingNumber.trim() || undefined,
  expectedDate: v.expectedDate,
});

/** Cartons, package type (PARCEL / PALLET), carrier, tracking number and expected date of a shipping notice. */
export function ShipmentFields({
  value,
  onChange,
}: {
  value: ShipmentValues;
  onChange: (v: ShipmentValues) => void;
}) {
  const set = (patch: Partial<ShipmentValues>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <NumberInput
          label="Cartons"
          required
          min={1}
          allowDecimal={false}
          value={value.cartons}
          onChange={(c) => set({ cartons: c })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="package-type-label">
            Package type
          </Text>
          <SegmentedControl
            aria-labelledby="package-type-label"
            data={[
              { value: 'PARCEL', label: 'Parcel' },
              { value: 'PALLET', label: 'Pallet' },
            ]}
            value={value.packageType}
            onChange={(p) => set({ packageType: p as 'PARCEL' | 'PALLET' })}
          />
        </Stack>
        <TextInput
          label="Expected at the warehouse"
          type="date"
          required
          value={value.expectedDate}
          onChange={(e) => set({ expectedDate: e.currentTarget.value })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Carrier"
          placeholder="UPS, FedEx…"
          value={value.carrier}
          onChange={(e) => set({ carrier: e.currentTarget.value })}
        />
        <TextInput
          label="Tracking number"
          value={value.trackingNumber}
          onChange={(e) => set({ trackingNumber: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
