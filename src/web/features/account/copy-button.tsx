import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';

/** Copies text to the clipboard and says so, briefly, on the button itself. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy. Please select the text and copy it yourself.');
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : label}
    </Button>
  );
}
