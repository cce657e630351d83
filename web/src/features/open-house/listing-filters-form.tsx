import { Button, Fieldset, Group, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { hasFilters, noFilters, type ListingFilters } from './listing-filters';

interface Props {
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
}

const BEDS = [{ value: '', label: 'Any' }, ...['1', '2', '3', '4', '5'].map((beds) => ({ value: beds, label: `${beds}+` }))];
const numberOrNull = (value: string | number) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A whole-dollar price, empty for no bound. */
function PriceInput({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number | null) => void }) {
  return (
    <NumberInput
      label={label}
      prefix="$"
      thousandSeparator=","
      min={0}
      step={10_000}
      allowNegative={false}
      allowDecimal={false}
      value={value ?? ''}
      onChange={(next) => onChange(numberOrNull(next))}
    />
  );
}

/** Price range, minimum beds and "open at" a time; applied as they change (client-side). */
export function ListingFiltersForm({ filters, onChange }: Props) {
  const set = (changes: Partial<ListingFilters>) => onChange({ ...filters, ...changes });
  return (
    <Fieldset legend="Filter the open houses" variant="unstyled">
      <Group align="flex-end" gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: '1 1 480px' }}>
        <PriceInput label="Min price" value={filters.minPrice} onChange={(minPrice) => set({ minPrice })} />
        <PriceInput label="Max price" value={filters.maxPrice} onChange={(maxPrice) => set({ maxPrice })} />
        <NativeSelect
          label="Min beds"
          data={BEDS}
          value={filters.minBeds === null ? '' : String(filters.minBeds)}
          onChange={(event) => set({ minBeds: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
        />
        <TextInput type="time" label="Open at" value={filters.openAt} onChange={(event) => set({ openAt: event.currentTarget.value })} />
      </SimpleGrid>
      <Button variant="subtle" onClick={() => onChange(noFilters)} disabled={!hasFilters(filters)}>
        Clear filters
      </Button>
      </Group>
    </Fieldset>
  );
}
