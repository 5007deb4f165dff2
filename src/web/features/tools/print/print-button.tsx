import { Printer } from 'lucide-react';
import { Button } from '../../../ui/button';

/** Prints the open calculator; print.css and the print:hidden classes leave out the rest. */
export function PrintButton({ what }: { what: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="print:hidden"
      aria-label={`Print ${what}`}
      onClick={() => window.print()}
    >
      <Printer aria-hidden /> Print
    </Button>
  );
}
