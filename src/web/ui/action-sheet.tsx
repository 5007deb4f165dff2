import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import type { RowAction } from './list-row';

/** A row's actions as large buttons in a dialog: the row menu on touch screens. */
export default function ActionSheet({
  name,
  actions,
  open,
  onOpenChange,
}: {
  name: string;
  actions: RowAction[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-3">
        <DialogTitle className="line-clamp-3 pr-8 text-base wrap-anywhere">{name}</DialogTitle>
        <DialogDescription className="sr-only">What to do with this item</DialogDescription>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.destructive ? 'destructive' : 'outline'}
            size="lg"
            onClick={() => {
              onOpenChange(false);
              action.onSelect();
            }}
          >
            <action.icon aria-hidden /> {action.label}
          </Button>
        ))}
      </DialogContent>
    </Dialog>
  );
}
