import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { BackupCodes } from './backup-codes';
import { CopyButton } from './copy-button';
import { groupSecret, secretFromTotpUri } from './totp-uri';
import { TotpVerifyForm } from './totp-verify-form';

export interface TotpEnrolment {
  totpURI: string;
  backupCodes: string[];
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="grid gap-3">
      <h3 className="flex items-center gap-2 font-semibold">
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs text-brand-800">
          {number}
        </span>
        {title}
      </h3>
      {children}
    </li>
  );
}

interface TotpSetupProps extends TotpEnrolment {
  onVerified: () => Promise<void>;
  onCancel: () => void;
}

export function TotpSetup({ totpURI, backupCodes, onVerified, onCancel }: TotpSetupProps) {
  const secret = secretFromTotpUri(totpURI);
  const heading = useRef<HTMLParagraphElement>(null);
  // The button that opened this is gone; move focus here so keyboard users are not lost.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid gap-6">
      <p ref={heading} tabIndex={-1} className="text-sm text-muted outline-none">
        Set up takes a minute. You need an authenticator app such as Google Authenticator, 1Password
        or Microsoft Authenticator.
      </p>
      <ol className="grid gap-6">
        <Step number={1} title="Scan the QR code">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="self-start rounded-lg border border-line bg-white p-3">
              <QRCodeSVG value={totpURI} size={160} title="QR code for your authenticator app" />
            </div>
            <div className="grid min-w-0 gap-2">
              <p id="totp-secret-label" className="text-sm text-muted">
                Can’t scan it? Enter this setup key instead:
              </p>
              <code
                aria-labelledby="totp-secret-label"
                data-testid="totp-secret"
                className="rounded-md bg-stone-100 px-2 py-1 font-mono text-sm break-words"
              >
                {groupSecret(secret)}
              </code>
              <div>
                <CopyButton text={secret} label="Copy setup key" />
              </div>
            </div>
          </div>
        </Step>
        <Step number={2} title="Save your backup codes">
          <p className="text-sm text-muted">
            Each code signs you in once if you lose your phone. Keep them somewhere safe: they are
            not shown again.
          </p>
          <BackupCodes codes={backupCodes} />
        </Step>
        <Step number={3} title="Enter a code from the app">
          <TotpVerifyForm onVerified={onVerified} />
        </Step>
      </ol>
      <div>
        <Button variant="ghost" onClick={onCancel}>
          Cancel setup
        </Button>
      </div>
    </div>
  );
}
