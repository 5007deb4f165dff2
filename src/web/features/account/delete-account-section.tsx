import { TriangleAlert } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useLocation } from 'wouter';
import { Button } from '../../ui/button';
import { authClient } from '../../session/auth-client';
import { passwordPromptError } from './account-errors';
import { PasswordDialog } from './password-dialog';
import { SectionCard } from './section-card';

const removed = [
  'your profile and sign-in details',
  'all your conversations and messages',
  'every picture and file you uploaded',
];

function WhatIsRemoved() {
  return (
    <div className="rounded-lg bg-red-50 p-4 text-sm text-red-900">
      <p className="font-medium">This permanently removes:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {removed.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2">It cannot be undone.</p>
    </div>
  );
}

export function DeleteAccountSection() {
  const [, navigate] = useLocation();

  const remove = async (password: string) => {
    const { error } = await authClient.deleteUser({ password });
    if (error) return passwordPromptError(error);
    navigate('/');
    toast.success('Your account has been deleted');
    return null;
  };

  return (
    <SectionCard
      title="Delete account"
      tone="danger"
      icon={<TriangleAlert className="size-5" aria-hidden />}
      description="Danger zone. Deleting your account also deletes your conversations, messages and uploads."
    >
      <div className="grid gap-4">
        <WhatIsRemoved />
        <PasswordDialog
          trigger={
            <Button variant="destructive" className="justify-self-start">
              Delete account
            </Button>
          }
          title="Delete your account?"
          description="Type your password to confirm. Your conversations, messages and uploads are deleted with it."
          confirmLabel="Delete my account"
          destructive
          onConfirm={remove}
        >
          <WhatIsRemoved />
        </PasswordDialog>
      </div>
    </SectionCard>
  );
}
