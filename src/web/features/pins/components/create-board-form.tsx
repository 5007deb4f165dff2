import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Board } from '../../../../shared/pins/pin-schema';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { useCreateBoard } from '../hooks/use-boards';

/** Inline "new board" inside the save dialog; the new board is selected once created. */
export function CreateBoardForm({ onCreated }: { onCreated: (board: Board) => void }) {
  const [name, setName] = useState('');
  const id = useId();
  const create = useCreateBoard((board) => {
    setName('');
    onCreated(board);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate({ name: name.trim() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <Label htmlFor={id}>New board</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. Kitchen ideas"
          maxLength={180}
        />
        <Button type="submit" variant="outline" disabled={!name.trim() || create.isPending}>
          <Plus aria-hidden /> Create
        </Button>
      </div>
    </form>
  );
}
