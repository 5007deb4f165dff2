import { useState } from 'react';
import { CONVERSATION_RENAME_MAX } from '../../../../shared/conversations/conversation-limits';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';

export function RenameDialog({
  title,
  onRename,
  onClose,
}: {
  title: string;
  onRename: (title: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(title);
  const trimmed = value.trim();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Rename project</DialogTitle>
        <DialogDescription>Give this project a name you will recognise.</DialogDescription>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) onRename(trimmed);
          }}
        >
          <Label htmlFor="rename-title">Project name</Label>
          <Input
            id="rename-title"
            value={value}
            maxLength={CONVERSATION_RENAME_MAX}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
