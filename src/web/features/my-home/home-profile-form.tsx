import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  heatingTypes,
  HOME_APPLIANCES_MAX,
  homeTypes,
  OLDEST_HOME_YEAR,
  waterHeaterTypes,
  type HomeAppliance,
  type HomeProfile,
} from '../../../shared/home/home-profile-options';
import { ApiFailure } from '../../lib/api-fetch';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { homeProfileQuery, saveHomeProfile } from './home-profile-api';
import { ToolList } from './tool-list';

const NONE = '';

/** One of a fixed list, or "Not set". */
function ChoiceField<T extends string>(props: {
  id: string;
  label: string;
  choices: readonly T[];
  value: T | null;
  onChange(value: T | null): void;
}) {
  const options = [
    { value: NONE, label: 'Not set' },
    ...props.choices.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
  ];
  return (
    <FormField id={props.id} label={props.label}>
      <Select
        id={props.id}
        options={options}
        value={props.value ?? NONE}
        onValueChange={(value) => props.onChange(props.choices.find((c) => c === value) ?? null)}
      />
    </FormField>
  );
}

/** The year as typed: a whole year in range, nothing, or a message saying what is wrong. */
function readYear(text: string): { year: number | null; error?: string } {
  if (!text.trim()) return { year: null };
  const year = Number(text);
  const latest = new Date().getFullYear() + 1;
  if (!Number.isInteger(year) || year < OLDEST_HOME_YEAR || year > latest) {
    return { year: null, error: `Enter a year between ${OLDEST_HOME_YEAR} and ${latest}.` };
  }
  return { year };
}

/**
 * The home profile as one form: the answers change with it (lead paint for homes built before
 * 1978, tools you own left off the shopping list). Nothing is lost on a failed save: the form
 * keeps what was typed and says what went wrong.
 */
export function HomeProfileForm({ saved }: { saved: HomeProfile }) {
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState<HomeProfile>(saved);
  const [yearText, setYearText] = useState(saved.year_built?.toString() ?? '');
  const [error, setError] = useState<string>();
  const year = readYear(yearText);
  const set = (change: Partial<HomeProfile>) => setProfile((p) => ({ ...p, ...change }));
  const setAppliance = (index: number, change: Partial<HomeAppliance>) =>
    set({
      appliances: profile.appliances.map((a, i) => (i === index ? { ...a, ...change } : a)),
    });

  const save = useMutation({
    mutationFn: () =>
      saveHomeProfile({
        ...profile,
        year_built: year.year,
        appliances: profile.appliances.filter((a) => a.name.trim()),
      }),
    onSuccess: (stored) => {
      queryClient.setQueryData(homeProfileQuery().queryKey, stored);
      setProfile(stored);
      setError(undefined);
      toast.success('Home profile saved. Answers will take it into account.');
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiFailure && failure.status === 400 && failure.serverMessage
          ? failure.serverMessage
          : 'Your home profile could not be saved. Check your connection and try again.',
      ),
  });

  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!year.error) save.mutate();
      }}
    >
      <section
        aria-labelledby="home-basics"
        className="grid gap-4 rounded-xl border border-line bg-white p-5"
      >
        <h2 id="home-basics" className="text-lg font-semibold">
          Your home
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="home-year" label="Year built" error={year.error}>
            <Input
              id="home-year"
              inputMode="numeric"
              placeholder="e.g. 1962"
              value={yearText}
              aria-invalid={!!year.error}
              aria-describedby={year.error ? 'home-year-error' : undefined}
              onChange={(event) => setYearText(event.target.value)}
            />
          </FormField>
          <ChoiceField
            id="home-type"
            label="Type of home"
            choices={homeTypes}
            value={profile.home_type}
            onChange={(home_type) => set({ home_type })}
          />
          <FormField id="home-region" label="Region or climate">
            <Input
              id="home-region"
              placeholder="e.g. Minnesota, cold winters"
              maxLength={80}
              value={profile.region ?? ''}
              onChange={(event) => set({ region: event.target.value || null })}
            />
          </FormField>
          <ChoiceField
            id="home-heating"
            label="Heating"
            choices={heatingTypes}
            value={profile.heating}
            onChange={(heating) => set({ heating })}
          />
          <ChoiceField
            id="home-water-heater"
            label="Water heater"
            choices={waterHeaterTypes}
            value={profile.water_heater}
            onChange={(water_heater) => set({ water_heater })}
          />
        </div>
      </section>

      <section
        aria-labelledby="home-appliances"
        className="grid gap-4 rounded-xl border border-line bg-white p-5"
      >
        <h2 id="home-appliances" className="text-lg font-semibold">
          Appliances
        </h2>
        <p className="text-sm text-muted">
          Model numbers and filter sizes, so you have them when you shop for parts.
        </p>
        {profile.appliances.map((appliance, index) => (
          <fieldset
            key={index}
            className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[2fr_2fr_1.5fr_auto] sm:items-end"
          >
            <legend className="sr-only">Appliance {index + 1}</legend>
            <FormField id={`appliance-${index}-name`} label="Appliance">
              <Input
                id={`appliance-${index}-name`}
                placeholder="e.g. Furnace"
                maxLength={60}
                value={appliance.name}
                onChange={(event) => setAppliance(index, { name: event.target.value })}
              />
            </FormField>
            <FormField id={`appliance-${index}-model`} label="Model number">
              <Input
                id={`appliance-${index}-model`}
                maxLength={60}
                value={appliance.model ?? ''}
                onChange={(event) => setAppliance(index, { model: event.target.value || null })}
              />
            </FormField>
            <FormField id={`appliance-${index}-filter`} label="Filter size">
              <Input
                id={`appliance-${index}-filter`}
                placeholder="e.g. 16x25x1"
                maxLength={40}
                value={appliance.filter_size ?? ''}
                onChange={(event) =>
                  setAppliance(index, { filter_size: event.target.value || null })
                }
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${appliance.name.trim() || `appliance ${index + 1}`}`}
              onClick={() => set({ appliances: profile.appliances.filter((_, i) => i !== index) })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </fieldset>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={profile.appliances.length >= HOME_APPLIANCES_MAX}
            onClick={() =>
              set({
                appliances: [...profile.appliances, { name: '', model: null, filter_size: null }],
              })
            }
          >
            <Plus className="size-4" aria-hidden /> Add an appliance
          </Button>
        </div>
      </section>

      <section
        aria-labelledby="home-tools"
        className="grid gap-4 rounded-xl border border-line bg-white p-5"
      >
        <h2 id="home-tools" className="text-lg font-semibold">
          Tools you own
        </h2>
        <p className="text-sm text-muted">
          Answers mark these as ones you have instead of telling you to buy them.
        </p>
        <ToolList tools={profile.tools} onChange={(tools) => set({ tools })} />
      </section>

      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save home profile'}
        </Button>
      </div>
    </form>
  );
}
