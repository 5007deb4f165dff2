import { useId, useState } from 'react';
import type { Pin } from '../../../../shared/pins/pin-schema';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Label } from '../../../ui/label';
import { Select } from '../../../ui/select';
import { useBoards, useCreatePin } from '../hooks/use-boards';
import { CreateBoardForm } from './create-board-form';

/**
 * docs/product.md#validation-rules save pin: choose a board (or create one), then Save. Save stays disabled without a
 * board and while boards load or the pin is being saved.
 */
export function SavePinDialog({ pin, onClose }: { pin: Pin | undefined; onClose: () => void }) {
  const [boardId, setBoardId] = useState('');
  const id = useId();
  const boards = useBoards(Boolean(pin));
  const save = useCreatePin(() => {
    setBoardId('');
    onClose();
  });
  const busy = boards.isPending || save.isPending;

  const submit = () => {
    if (!pin || !boardId) return;
    // Pinterest caps titles at 100 and descriptions at 500 characters.
    save.mutate({
      title: pin.title.slice(0, 100),
      description: pin.description.slice(0, 500),
      image_url: pin.image.original.url,
      board_id: boardId,
      link: pin.link,
    });
  };

  return (
    <Dialog open={Boolean(pin)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Save to a board</DialogTitle>
        <DialogDescription>{pin?.title}</DialogDescription>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>Board</Label>
          <Select
            id={id}
            value={boardId}
            onValueChange={setBoardId}
            placeholder={boards.isPending ? 'Loading boards…' : 'Choose a board'}
            options={(boards.data ?? []).map((board) => ({ value: board.id, label: board.name }))}
            disabled={boards.isPending}
          />
        </div>
        <CreateBoardForm onCreated={(board) => setBoardId(board.id)} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!boardId || busy}>
            {save.isPending ? 'Saving…' : 'Save Pin'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
