import { Download } from 'lucide-react';
import { Button } from '../../ui/button';
import { CopyButton } from './copy-button';

function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One-time recovery codes, shown once: the user copies or downloads them now or never. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = `Fixwise backup codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="grid gap-3">
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg sm:max-w-md border border-line bg-surface p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="text-center break-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <Button
          variant="outline"
          size="sm"
          onClick={() => download(text, 'fixwise-backup-codes.txt')}
        >
          <Download aria-hidden />
          Download .txt
        </Button>
      </div>
    </div>
  );
}
