import { Autocomplete, Button, Group, MultiSelect, Radio, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GENDER_FILTERS, type GenderFilter, SEARCH_DEBOUNCE_MS } from '@sahaj/contract';
import { useMemo, useState } from 'react';
import { useSpecialities } from '../api/get-specialities';
import { useCitySearch } from '../api/search-cities';
import { useLanguageSearch } from '../api/search-languages';
import type { ListFilters } from '../lib/list-params';

export interface ListFiltersProps {
  value: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
  onClear: () => void;
}

/**
 * The list's filters (spec 03 §7 "Doctor list"): specialisation, gender All/Male/Female, city and
 * languages. Every change applies at once and goes back to the first page.
 */
export function ListFiltersPanel({ value, onChange, onClear }: ListFiltersProps) {
  const specialities = useSpecialities();
  const [languageSearch, setLanguageSearch] = useState('');
  const [debouncedLanguage] = useDebouncedValue(languageSearch.trim(), SEARCH_DEBOUNCE_MS);
  const languages = useLanguageSearch(debouncedLanguage);
  const [cityText, setCityText] = useState(value.city);
  const [debouncedCity] = useDebouncedValue(cityText.trim(), SEARCH_DEBOUNCE_MS);
  const cities = useCitySearch(debouncedCity);

  // The chosen languages stay choosable while the search shows others.
  const languageData = useMemo(() => {
    const names = new Set([...(languages.data ?? []).map((l) => l.language), ...value.languagesKnown]);
    return [...names];
  }, [languages.data, value.languagesKnown]);
  const cityData = useMemo(() => [...new Set((cities.data ?? []).map((c) => c.name))], [cities.data]);

  return (
    <Stack gap="md">
      <MultiSelect
        label="Specialisation"
        placeholder={value.specialization.length ? undefined : 'Any specialisation'}
        data={(specialities.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
        value={value.specialization}
        onChange={(specialization) => onChange({ specialization })}
        error={specialities.isError ? specialities.error.message : undefined}
        searchable
        clearable
        nothingFoundMessage="No specialisation matches"
      />
      <Radio.Group
        label="Gender"
        value={value.gender}
        onChange={(gender) => onChange({ gender: gender as GenderFilter })}
      >
        <Group gap="md" mt={6}>
          {GENDER_FILTERS.map((g) => (
            <Radio key={g} value={g} label={g} />
          ))}
        </Group>
      </Radio.Group>
      <Autocomplete
        label="City"
        placeholder="Any city"
        value={cityText}
        onChange={(text) => {
          setCityText(text);
          if (text.trim() === '') onChange({ city: '' });
        }}
        onOptionSubmit={(city) => onChange({ city })}
        onBlur={() => {
          if (cityText.trim() !== value.city) onChange({ city: cityText.trim() });
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ city: cityText.trim() });
        }}
        data={cityData}
        filter={({ options }) => options}
      />
      <MultiSelect
        label="Languages"
        placeholder={value.languagesKnown.length ? undefined : 'Any language'}
        data={languageData}
        value={value.languagesKnown}
        onChange={(languagesKnown) => onChange({ languagesKnown })}
        searchable
        searchValue={languageSearch}
        onSearchChange={setLanguageSearch}
        clearable
        nothingFoundMessage={languages.isFetching ? 'Searching…' : 'No language matches'}
      />
      <Button variant="subtle" onClick={onClear} style={{ alignSelf: 'flex-start' }}>
        Clear filters
      </Button>
    </Stack>
  );
}
