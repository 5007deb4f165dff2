import {
  ALL_OPTION,
  categoryOptions,
  difficultyOptions,
  sortOptions,
  sourceOptions,
  type FilterKey,
  type Filters,
} from '../../../../shared/inspiration/inspiration-filters';
import type { SelectOption } from '../../../ui/select';

const asOptions = (labels: readonly string[]): SelectOption[] =>
  labels.map((label) => ({ value: label, label }));

/** The panel's four selects, in the documented order, with their option lists. */
export const filterSelects: { key: FilterKey; label: string; options: SelectOption[] }[] = [
  { key: 'category', label: 'Category', options: asOptions(categoryOptions) },
  { key: 'difficulty', label: 'Difficulty', options: asOptions(difficultyOptions) },
  { key: 'source', label: 'Source', options: asOptions(sourceOptions) },
  { key: 'sortBy', label: 'Sort by', options: [...sortOptions] },
];

/** The removable chips: only these three count as active filters. */
export const chipKeys = ['category', 'difficulty', 'source'] as const;

/**
 * Filters are stored lowercased ('living room', 'youtube'); the panel shows the option's own
 * label again ('Living Room', 'YouTube').
 */
export function optionLabel(key: FilterKey, filters: Filters): string {
  const value = filters[key];
  if (key === 'sortBy') return sortOptions.find((option) => option.value === value)?.label ?? '';
  const options = filterSelects.find((select) => select.key === key)?.options ?? [];
  return options.find((option) => option.value.toLowerCase() === value)?.label ?? ALL_OPTION;
}

/** The select's current value: the stored sort as is, other filters as their option label. */
export function selectValue(key: FilterKey, filters: Filters): string {
  return key === 'sortBy' ? filters.sortBy : optionLabel(key, filters);
}
