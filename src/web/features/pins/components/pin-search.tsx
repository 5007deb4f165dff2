import { Info, Search } from 'lucide-react';
import { lazy, useState, type FormEvent } from 'react';
import { PIN_SEARCH_DEFAULT_TEXT } from '../../../../shared/constants';
import type { Pin } from '../../../../shared/pins/pin-schema';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { MountOnFirstOpen } from '../../../ui/mount-on-first-open';
import { usePinSearch } from '../hooks/use-pin-search';
import { PinGrid } from './pin-grid';
import { PinterestConnection } from './pinterest-connection';

// The save dialog (boards, the dialog primitive) loads when a pin is first saved.
const SavePinDialog = lazy(() =>
  import('./save-pin-dialog').then((module) => ({ default: module.SavePinDialog })),
);

/** docs/product.md#screens-and-routes dashboard inspiration: pin search, 'Popular DIY Ideas' and save-to-board. */
export function PinSearch() {
  const [text, setText] = useState(PIN_SEARCH_DEFAULT_TEXT);
  const [query, setQuery] = useState(PIN_SEARCH_DEFAULT_TEXT);
  const [saving, setSaving] = useState<Pin>();
  const { loading, result } = usePinSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim() || PIN_SEARCH_DEFAULT_TEXT);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <form role="search" onSubmit={submit} className="flex max-w-2xl gap-2">
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label="Search Pinterest ideas"
            placeholder="Search DIY ideas..."
            maxLength={200}
          />
          <Button type="submit">
            <Search aria-hidden /> Search
          </Button>
        </form>
        <PinterestConnection />
      </div>
      <section aria-labelledby="popular-ideas" className="flex flex-col gap-4">
        <h2 id="popular-ideas" className="text-2xl font-bold tracking-tight">
          Popular DIY Ideas
        </h2>
        {!loading && result?.notice && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            {result.notice}
          </p>
        )}
        <PinGrid
          pins={result?.items ?? []}
          loading={loading}
          onSave={result?.sample ? undefined : setSaving}
        />
      </section>
      <MountOnFirstOpen open={saving !== undefined}>
        <SavePinDialog pin={saving} onClose={() => setSaving(undefined)} />
      </MountOnFirstOpen>
    </div>
  );
}
