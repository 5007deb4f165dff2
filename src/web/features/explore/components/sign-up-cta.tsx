import { MessageSquarePlus } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';

/** /explore is public: it invites visitors to sign up and chat about what they found. */
export function SignUpCta() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-semibold">Like what you see? Plan it with the assistant.</p>
        <p className="mt-1 text-sm text-muted">
          Sign up free to chat through any project step by step and keep your plans.
        </p>
      </div>
      <ButtonLink href="/auth" size="lg">
        <MessageSquarePlus aria-hidden /> Sign up to chat
      </ButtonLink>
    </div>
  );
}
