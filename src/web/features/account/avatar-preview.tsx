import { useState } from 'react';
import { initialsOf } from '../../../shared/initials';
import { isAvatarAddress } from './avatar-address';

/**
 * The avatar as others will see it: the picture when its address is valid and loads, otherwise
 * the initials. A failed address is remembered, so typing a new one tries again.
 */
export function AvatarPreview({
  src,
  fullName,
  email,
}: {
  src: string;
  fullName: string;
  email: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const address = src.trim();
  const showPicture = address !== '' && isAvatarAddress(address) && failed !== address;
  return (
    <div
      aria-live="polite"
      className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-800 ring-4 ring-brand-50"
    >
      {showPicture ? (
        <img
          key={address}
          src={address}
          alt="Avatar preview"
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(address)}
        />
      ) : (
        <span role="img" aria-label={`Avatar preview: initials ${initialsOf(fullName, email)}`}>
          {initialsOf(fullName, email)}
        </span>
      )}
    </div>
  );
}
