import { lazy, Suspense, useState } from 'react';
import { HowConnectWorks } from './how-connect-works';
import { ProfessionalsList } from './professionals-list';
import { SessionTypes } from './session-types';
import type { WaitlistRequest } from './waitlist-dialog';

const WaitlistDialog = lazy(() => import('./waitlist-dialog'));

/**
 * docs/product.md#screens-and-routes Pro Connect. Beyond the basic screen, its buttons open a "coming soon" dialog that takes an
 * e-mail for the waitlist instead of doing nothing.
 */
export function ConnectScreen() {
  const [request, setRequest] = useState<WaitlistRequest | null>(null);
  return (
    <>
      <SessionTypes
        onChoose={(session) =>
          setRequest({ sessionType: session.id, subject: `the ${session.title}` })
        }
      />
      <ProfessionalsList
        onConnect={(pro) =>
          setRequest({ professional: pro.name, subject: `a session with ${pro.name}` })
        }
      />
      <HowConnectWorks />
      {request && (
        <Suspense fallback={null}>
          <WaitlistDialog request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </>
  );
}
