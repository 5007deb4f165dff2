import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';

/**
 * The panel's text search. Typing stays local; only Search (or Enter) changes the feed. Remount
 * it with `key={search}` so a view restored from the URL shows its own text.
 */
export function SearchForm({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search for inspiration..."
        aria-label="Search for inspiration"
        maxLength={200}
      />
      <Button type="submit">
        <Search aria-hidden /> Search
      </Button>
    </form>
  );
}
