import { X } from 'lucide-react';
import { useState } from 'react';
import { HOME_TOOL_MAX_CHARS, HOME_TOOLS_MAX } from '../../../shared/home/home-profile-options';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';

/** The tools a user owns: type one, Enter or Add; each chip has its own remove button. */
export function ToolList({
  tools,
  onChange,
}: {
  tools: string[];
  onChange(tools: string[]): void;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const tool = draft.trim();
    if (!tool) return;
    if (!tools.some((t) => t.toLowerCase() === tool.toLowerCase())) onChange([...tools, tool]);
    setDraft('');
  };
  const full = tools.length >= HOME_TOOLS_MAX;
  return (
    <div className="grid gap-3">
      <div className="flex gap-2">
        <Input
          aria-label="Tool you own"
          placeholder="e.g. cordless drill, stud finder"
          value={draft}
          maxLength={HOME_TOOL_MAX_CHARS}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || !draft.trim()}>
          Add
        </Button>
      </div>
      {tools.length === 0 ? (
        <p className="text-sm text-muted">No tools yet. Answers list everything a job needs.</p>
      ) : (
        <ul aria-label="Tools you own" className="flex flex-wrap gap-2">
          {tools.map((tool) => (
            <li
              key={tool}
              className="flex max-w-full items-center gap-1 rounded-full border border-line bg-surface px-3 py-1 text-sm"
            >
              <span className="truncate">{tool}</span>
              <button
                type="button"
                aria-label={`Remove ${tool}`}
                className="rounded-full p-0.5 text-muted hover:text-ink focus-visible:outline-2"
                onClick={() => onChange(tools.filter((t) => t !== tool))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
