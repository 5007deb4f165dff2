import { SlidersHorizontal, X } from 'lucide-react';
import { useId } from 'react';
import {
  countActiveFilters,
  type FilterKey,
  type Filters,
} from '../../../../shared/inspiration/inspiration-filters';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/label';
import { Select } from '../../../ui/select';
import { chipKeys, filterSelects, optionLabel, selectValue } from './filter-options';
import { SearchForm } from './search-form';

export interface FilterPanelProps {
  search: string;
  filters: Filters;
  onSearch: (text: string) => void;
  /** Called with the option chosen; 'All' removes the filter (the shared helper decides). */
  onFilterChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** docs/product.md#screens-and-routes 'Filters & Search': text search, four selects, an 'N active' badge and chips. */
export function FilterPanel({
  search,
  filters,
  onSearch,
  onFilterChange,
  onClear,
}: FilterPanelProps) {
  const active = countActiveFilters(filters);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="@container flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
            <SlidersHorizontal className="size-5 text-brand-700" aria-hidden /> Filters &amp; Search
          </h3>
          {active > 0 && <Badge>{active} active</Badge>}
        </div>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear Filters
        </Button>
      </div>
      <SearchForm key={search} search={search} onSearch={onSearch} />
      <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-4">
        {filterSelects.map(({ key, label, options }) => (
          <div key={key} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-${key}`}>{label}</Label>
            <Select
              id={`${id}-${key}`}
              options={options}
              value={selectValue(key, filters)}
              onValueChange={(value) => onFilterChange(key, value)}
            />
          </div>
        ))}
      </div>
      {active > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {chipKeys
            .filter((key) => filters[key])
            .map((key) => {
              const name = filterSelects.find((select) => select.key === key)?.label;
              const value = optionLabel(key, filters);
              return (
                <li key={key}>
                  <Badge variant="secondary" className="py-1 pr-1">
                    {name}: {value}
                    <button
                      type="button"
                      onClick={() => onFilterChange(key, 'All')}
                      aria-label={`Remove ${name} filter ${value}`}
                      className="rounded-full p-0.5 hover:bg-stone-200"
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  </Badge>
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}
